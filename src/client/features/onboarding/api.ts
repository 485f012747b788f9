import type { CheckoutAnswer, CheckoutInput } from '../../../shared/api-types.js';
import type { MutationDef } from '../../api/ApiProvider.js';

/** Starts paying for a plan: the browser then goes to the answered url. */
export const startCheckout: MutationDef<CheckoutInput, CheckoutAnswer> = {
  request: (body) => ({ method: 'POST', path: '/checkout', body }),
  invalidates: [],
};
