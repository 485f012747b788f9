import type { BodySchema } from '../../shared/validators.js';
import type { Answer, Ctx } from '../http/router.js';
import type { Caller } from '../services/sessions.js';

/**
 * Who may call a route: anyone (a sign-in, a beacon, a page opened from a mailed link; such a route
 * checks its own token or signature), any signed-in user, or an ADMIN of the account.
 */
export type Access = 'public' | 'user' | 'admin';

/** The params a path names: `/api/stores/:storeId` has `storeId`. */
export type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & ParamsOf<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : {};

/** What a handler is given: the request, the signed-in caller (none on a public route), its params and its checked body. */
export interface Call<A extends Access, B, P extends string> {
  ctx: Ctx;
  caller: A extends 'public' ? null : Caller;
  params: ParamsOf<P>;
  body: B;
}

/** A limit counted before the body is read: the key (from the caller's address, or the caller), how many, and the window (the usual one if left out). */
export type RouteLimit = [key: string, max: number, windowMs?: number];

/** A handler, given what its route declares. */
export type RouteHandler<A extends Access, B, P extends string> = (call: Call<A, B, P>) => Promise<Answer | undefined> | Answer | undefined;

export interface RouteSpec<A extends Access, B, P extends string> {
  method: string;
  path: P;
  access: A;
  /** The JSON body's schema: refused with 400 and the fields' messages unless it passes. None: the body is not read. */
  body?: BodySchema<B>;
  /** Counted once the caller is known and before the body is read: past it, 429. */
  limit?: (ctx: Ctx, caller: A extends 'public' ? null : Caller) => RouteLimit;
  /**
   * A signed-in caller whose address is not proven yet may call it too. Such a session can do nothing
   * else (403): an address nobody proved holds no account that can pay, invite or protect stores.
   */
  unverified?: true;
  /** Params that are secrets (a token that opens a page): the request's log line shows `:name` in their place. */
  secretParams?: readonly string[];
}

/** A route as the table keeps it: every route of the server is one of these. */
export type DeclaredRoute = RouteSpec<Access, unknown, string> & { handler: RouteHandler<Access, unknown, string> };

/** Declares a route; its handler's caller, params and body are typed by what it declares. */
export const route = <A extends Access, P extends string, B = undefined>(spec: RouteSpec<A, B, P>, handler: RouteHandler<A, B, P>): DeclaredRoute =>
  ({ ...spec, handler }) as unknown as DeclaredRoute;

/** A limit per sender address, under `<name>:ip:`. */
export const perAddress =
  (name: string, max: number) =>
  (ctx: Ctx): RouteLimit => [`${name}:ip:${ctx.sender}`, max];
