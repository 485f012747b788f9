import type { Role } from '../../shared/api-types.js';
import type { Deps } from '../deps.js';
import { forbidden, unauthorized } from '../http/errors.js';
import type { Ctx } from '../http/router.js';
import { hashToken, newToken } from './tokens.js';

export const AUTH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface Caller {
  userId: string;
  accountId: string;
  role: Role;
  tokenHash: string;
}

export async function issueAuthToken(deps: Deps, userId: string): Promise<string> {
  const token = newToken();
  const now = deps.clock();
  await deps.db.query('INSERT INTO auth_tokens (token_hash, user_id, expires_at, created_at) VALUES ($1, $2, $3, $4)', [
    hashToken(token),
    userId,
    new Date(now.getTime() + AUTH_TOKEN_TTL_MS),
    now,
  ]);
  return token;
}

/** The signed-in caller of this request, or 401. Disabled users and expired tokens are refused. */
export async function authenticate(deps: Deps, ctx: Ctx): Promise<Caller> {
  const header = ctx.req.headers.authorization ?? '';
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header);
  if (!match) throw unauthorized();
  const tokenHash = hashToken(match[1]!);
  const [row] = await deps.db.query<{ user_id: string; account_id: string; role: Role }>(
    `SELECT u.id AS user_id, u.account_id, u.role
       FROM auth_tokens t JOIN users u ON u.id = t.user_id
      WHERE t.token_hash = $1 AND t.expires_at > $2 AND u.status = 'USER_SETUP_COMPLETED'`,
    [tokenHash, deps.clock()],
  );
  if (!row) throw unauthorized('Your session has expired. Please sign in again.');
  ctx.log.userId = row.user_id;
  return { userId: row.user_id, accountId: row.account_id, role: row.role, tokenHash };
}

/** The caller, who must be an ADMIN of their account (403 otherwise). */
export async function authenticateAdmin(deps: Deps, ctx: Ctx): Promise<Caller> {
  const caller = await authenticate(deps, ctx);
  if (caller.role !== 'ADMIN') throw forbidden('Only account admins can do this');
  return caller;
}
