import { createHmac } from 'node:crypto';

/** A Stripe-Signature header for a webhook body, as Stripe signs it. */
export const signStripePayload = (rawBody: string, secret: string, timestamp: number): string =>
  `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
