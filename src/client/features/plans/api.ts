import type { MutationDef } from '../../api/ApiProvider.js';

/** Starts paying for a plan: the browser then goes to the answered url. */
export const startCheckout: MutationDef<{ plan: string }, { url?: string }> = {
  request: (body) => ({ method: 'POST', path: '/checkout', body }),
  invalidates: [],
};
