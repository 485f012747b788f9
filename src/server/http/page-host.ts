import type { IncomingMessage } from 'node:http';
import { normaliseDomain } from '../../shared/stores.js';

/**
 * The host of the page a browser request came from, written like a store's domain: from Origin,
 * or from Referer when there is no Origin. '' when neither names one (a request not sent by a page,
 * or an opaque origin such as a sandboxed frame's "null").
 */
export function pageHost(req: IncomingMessage): string {
  const { origin, referer } = req.headers;
  const from = origin ?? referer;
  if (!from) return '';
  // A store's pages send the same Origin beacon after beacon: its host is parsed once. Referers
  // differ page by page, so only origins are kept, and a sender cycling through made-up ones only
  // empties the cache now and then.
  if (origin && origin.length <= MAX_KEPT_ORIGIN_LENGTH) {
    let host = hostsByOrigin.get(origin);
    if (host === undefined) {
      if (hostsByOrigin.size >= KEPT_ORIGINS) hostsByOrigin.clear();
      hostsByOrigin.set(origin, (host = hostOf(origin)));
    }
    return host;
  }
  return hostOf(from);
}

const KEPT_ORIGINS = 1000;
// A real origin is a scheme, a host name of at most 253 characters and a port; longer ones are not kept.
const MAX_KEPT_ORIGIN_LENGTH = 300;
const hostsByOrigin = new Map<string, string>();

function hostOf(url: string): string {
  try {
    // A fully qualified name may end in a dot; a store's domain never does.
    return normaliseDomain(new URL(url).hostname).replace(/\.$/, '');
  } catch {
    return '';
  }
}
