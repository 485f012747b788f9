import type { InstallStatus } from '../../shared/api-types.js';
import type { StartsSeen } from '../data/stores.js';

/** A day: starts from another site show instead of the store's own once its own have been quiet this long. */
const OWN_QUIET_MS = 24 * 60 * 60 * 1000;

/**
 * The install status the starts show. Any page may send a start naming any store, so another site's
 * starts only show while the store's own pages have sent none for a day: a store at work is not made
 * to look broken by a stranger.
 */
export function installStatus({ lastStartAt, foreignHost, foreignStartAt }: StartsSeen): InstallStatus {
  const ownQuiet = !lastStartAt || (foreignStartAt !== null && foreignStartAt.getTime() - lastStartAt.getTime() > OWN_QUIET_MS);
  if (foreignHost && foreignStartAt && ownQuiet) return { state: 'foreign', host: foreignHost, seenAt: foreignStartAt.toISOString() };
  if (lastStartAt) return { state: 'protected', lastVisitAt: lastStartAt.toISOString() };
  return { state: 'waiting' };
}
