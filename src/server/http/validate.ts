import { check, hasErrors } from '../../shared/validators.js';
import type { Deps } from '../deps.js';
import { COMMON_PASSWORDS } from '../services/common-passwords.js';
import { badRequest, tooManyRequests } from './errors.js';
import { readJson } from './json.js';
import type { Ctx } from './router.js';

export const INVALID_FIELDS = 'Please correct the highlighted fields';

/** The JSON body, refused with 400 and the fields' messages unless the shared rules pass. */
export async function readValid(ctx: Ctx, schema: Parameters<typeof check>[0]): Promise<Record<string, unknown>> {
  const body = await readJson(ctx.req);
  const errors = check(schema, body, { commonPasswords: COMMON_PASSWORDS });
  if (hasErrors(errors)) throw badRequest(INVALID_FIELDS, errors);
  return body;
}

/** Counts one attempt under key; 429 with Retry-After once over max in the window. */
export async function limit(deps: Deps, key: string, max: number, windowMs = deps.limits.windowMs): Promise<void> {
  const wait = await deps.limiter.hit(key, max, windowMs);
  if (wait) throw tooManyRequests(wait);
}

export const isUniqueViolation = (err: unknown): boolean => (err as { code?: string })?.code === '23505';
export const isForeignKeyViolation = (err: unknown): boolean => (err as { code?: string })?.code === '23503';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids in paths are uuids; anything else cannot name a row, so it is simply not found. */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
