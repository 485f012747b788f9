import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestTarget } from './request-target.js';

export interface Ctx {
  req: IncomingMessage;
  res: ServerResponse;
  url: RequestTarget;
  params: Record<string, string>;
  ip: string;
  /** Who per-address limits count: the address, or an IPv6 address's /64. */
  sender: string;
  /** The browser's User-Agent ('' when none). */
  userAgent: string;
  eventId: string;
  /** Extra fields for this request's log line (user id, error). */
  log: Record<string, unknown>;
}

export interface Answer {
  status?: number;
  /** Sent as JSON; `{success: true}` when there is neither a body nor a page. */
  body?: unknown;
  /** No body at all (a beacon's 202): the cheapest answer. */
  empty?: boolean;
  /** Sent as a page instead (the local billing provider's pages). */
  html?: string;
  css?: string;
  /** Sent as a CSV file (name it with a Content-Disposition header). */
  csv?: string;
  headers?: Record<string, string>;
}

export type Handler = (ctx: Ctx) => Promise<Answer | undefined> | Answer | undefined;

export interface Route {
  method: string;
  path: string;
  handler: Handler;
  /** Params that are secrets (a token that opens a page): the request's log line shows `:name` in their place. */
  secretParams?: readonly string[];
}

interface Compiled extends Route {
  segments: string[];
}

/** `loggedPath`: the path with its secret params hidden, set only when it has some. */
export type Match = { handler: Handler; params: Record<string, string>; loggedPath?: string } | { allowed: string[]; loggedPath?: string } | null;

/** Matches `/api/stores/:storeId` style paths; answers the methods allowed when only the method is wrong. */
export class Router {
  private routes: Compiled[] = [];
  /** The routes of each path that has no params and that no route with params also matches. */
  private fixed = new Map<string, Compiled[]>();

  add(...routes: Route[]): this {
    for (const r of routes) this.routes.push({ ...r, segments: r.path.split('/').filter(Boolean) });
    this.fixed.clear();
    const withParams = this.routes.filter((r) => r.segments.some((s) => s.startsWith(':')));
    for (const route of this.routes) {
      if (withParams.includes(route) || withParams.some((r) => matchSegments(r.segments, route.segments))) continue;
      const path = '/' + route.segments.join('/');
      this.fixed.set(path, [...(this.fixed.get(path) ?? []), route]);
    }
    return this;
  }

  match(method: string, pathname: string): Match {
    // Most requests name a path without params as it was declared: looked up, not scanned for.
    const fixed = this.fixed.get(pathname);
    if (fixed) {
      const route = fixed.find((r) => r.method === method);
      return route ? { handler: route.handler, params: {} } : { allowed: fixed.map((r) => r.method) };
    }
    const parts = pathname.split('/').filter(Boolean);
    const allowed: string[] = [];
    let hidden: { loggedPath?: string } = {};
    for (const route of this.routes) {
      const params = matchSegments(route.segments, parts);
      if (!params) continue;
      const logged = route.secretParams?.length ? { loggedPath: hideSecrets(route, parts) } : {};
      if (route.method === method) return { handler: route.handler, params, ...logged };
      allowed.push(route.method);
      if (!hidden.loggedPath) hidden = logged;
    }
    return allowed.length ? { allowed, ...hidden } : null;
  }
}

function hideSecrets(route: Compiled, parts: string[]): string {
  const secret = new Set(route.secretParams!.map((name) => `:${name}`));
  return '/' + route.segments.map((segment, i) => (secret.has(segment) ? segment : parts[i])).join('/');
}

function matchSegments(pattern: string[], parts: string[]): Record<string, string> | null {
  if (pattern.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const p = pattern[i]!;
    const part = parts[i]!;
    if (p.startsWith(':')) {
      let value: string;
      try {
        value = decodeURIComponent(part);
      } catch {
        return null;
      }
      // No row has an id with NUL in it, and PostgreSQL refuses NUL in text: such a path names nothing.
      if (value.includes('\0')) return null;
      params[p.slice(1)] = value;
    } else if (p !== part) return null;
  }
  return params;
}
