import type { LoginAnswer } from '../../../shared/api-types.js';
import type { MutationDef } from '../../api/ApiProvider.js';

export const login: MutationDef<{ email: string; password: string }, LoginAnswer> = {
  request: (body) => ({ method: 'POST', path: '/auth/login', body }),
  invalidates: [],
};
