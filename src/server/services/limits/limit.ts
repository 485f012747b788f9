import type { Deps } from '../../deps.js';
import { tooManyRequests } from '../../errors.js';

/** Counts one attempt under key; refused (too many, with the wait) once over max in the window. */
export async function limit(deps: Deps, key: string, max: number, windowMs = deps.limits.windowMs): Promise<void> {
  const wait = await deps.limiter.hit(key, max, windowMs);
  if (wait) throw tooManyRequests(wait);
}
