import type { SuccessAnswer } from '../../../shared/api-types.js';
import type { MutationDef } from '../../api/ApiProvider.js';

export const upgradePlan: MutationDef<{ newPlan: string }, SuccessAnswer> = {
  request: (body) => ({ method: 'POST', path: '/checkout/upgrade', body }),
  invalidates: ['Auth'],
};
