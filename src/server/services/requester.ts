/** Who a request came from, as far as the services note it. */
export interface Requester {
  /** The client's address (the proxy's forwarded one when trusted). */
  ip: string;
  /** Who per-address limits count: the address, or an IPv6 address's /64. */
  sender: string;
  /** The browser's User-Agent, as sent ('' when none). */
  userAgent: string;
}
