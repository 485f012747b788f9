import type { FieldErrors } from '../shared/validators.js';

/** Why a request is refused, in the domain's words; app.ts gives each its HTTP status. */
export type Refusal = 'invalid' | 'unauthenticated' | 'forbidden' | 'not-found' | 'conflict' | 'too-many' | 'failed' | 'unavailable';

/** A refusal whose message is safe to show the caller as it is. */
export class DomainError extends Error {
  constructor(
    readonly kind: Refusal,
    message: string,
    readonly fieldErrors?: FieldErrors,
    /** With 'too-many': the seconds until it is worth trying again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const invalid = (message: string, fieldErrors?: FieldErrors) => new DomainError('invalid', message, fieldErrors);
export const unauthenticated = (message = 'Authentication required') => new DomainError('unauthenticated', message);
/** The refusal of a session that has ended (its user deleted, say). */
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
export const forbidden = (message = 'You do not have permission to do this') => new DomainError('forbidden', message);
export const notFound = (message = 'Not found') => new DomainError('not-found', message);
export const conflict = (message: string, fieldErrors?: FieldErrors) => new DomainError('conflict', message, fieldErrors);
export const tooManyRequests = (retryAfterSeconds: number, message = 'Too many requests. Please try again later.') =>
  new DomainError('too-many', message, undefined, retryAfterSeconds);
/** Our side failed in a way the caller is told of (a mail that could not be sent). */
export const failed = (message: string) => new DomainError('failed', message);
/** A service we depend on (the payment provider) could not be reached. */
export const unavailable = (message: string) => new DomainError('unavailable', message);
