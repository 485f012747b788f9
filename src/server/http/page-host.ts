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
  try {
    // A fully qualified name may end in a dot; a store's domain never does.
    return normaliseDomain(new URL(from).hostname).replace(/\.$/, '');
  } catch {
    return '';
  }
}
