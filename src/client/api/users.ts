import type { SubUser } from '../../shared/api-types.js';
import { listQuery } from './list-query.js';

// The account's members (ADMIN only): Users lists them; Settings offers the admins among them to the
// owner who hands the account over.

export const usersQuery = listQuery<SubUser>({ key: 'sub-users', tag: 'Users', path: '/sub-user', field: 'users' });
