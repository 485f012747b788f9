/** Who a request came from, as far as the services note it. */
export interface Requester {
  /** The client's address (the proxy's forwarded one when trusted). */
  ip: string;
  /** Who per-address limits count: the address, or an IPv6 address's /64. */
  sender: string;
  /** The browser's User-Agent, as sent ('' when none). */
  userAgent: string;
}

/** What an event of the activity notes of its request: the address and the browser. */
export type EventSource = Pick<Requester, 'ip' | 'userAgent'>;

/** A Requester whose request's log line a service adds to (how long a sign-in waited, why a mail failed). */
export interface NotedRequester extends Requester {
  log: Record<string, unknown>;
}
