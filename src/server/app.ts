import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { ErrorBody } from '../shared/api-types.js';
import type { Config } from './config.js';
import type { Db } from './db/types.js';
import type { Deps } from './deps.js';
import { DomainError, tooManyRequests, type Refusal } from './errors.js';
import { HttpError } from './http/errors.js';
import { logToStdout } from './log-lines.js';
import { setSecurityHeaders } from './http/headers.js';
import { sendJson } from './http/json.js';
import { answerClientError } from './http/client-error.js';
import { beaconTally } from './http/beacon-tally.js';
import { closeGently } from './http/linger.js';
import { requestTarget, type RequestTarget } from './http/request-target.js';
import { forwardedAddress, senderKey } from './http/sender.js';
import { MemoryLimiter } from './services/limits/limiter.js';
import { DEFAULT_LIMITS, type RateLimits } from './services/limits/rate-limits.js';
import { StoreLimiter } from './services/limits/store-limiter.js';
import { Router, type Answer, type Ctx } from './http/router.js';
import { StaticFiles } from './http/static.js';
import { authRoutes } from './routes/auth.js';
import { billingPageRoutes } from './routes/billing-pages.js';
import { billingRoutes } from './routes/billing.js';
import { beaconReceiver, collectRoutes, LIFT_BODY } from './routes/collect.js';
import { storeRoutes } from './routes/stores.js';
import { teamRoutes } from './routes/team.js';
import { whitelistRoutes } from './routes/whitelist.js';
import { localProvider } from './services/billing/local.js';
import type { BillingProvider } from './services/billing/provider.js';
import { stripeProvider } from './services/billing/stripe.js';
import { HashQueue, type HashQueueOptions } from './services/hash-queue.js';
import { createMailer, type Mailer } from './services/mail.js';
import { Meter } from './services/meter.js';
import { quotaWatcher } from './services/quota-mail.js';
import { settingsRoutes } from './routes/settings.js';
import { analyticsRoutes } from './routes/analytics.js';
import { PAGES_CSS } from './http/html-page.js';
import { loadSecretKey, secretBox } from './services/two-factor/secret-box.js';
import { twoFactorRoutes } from './routes/two-factor.js';
import { sessionRoutes } from './routes/sessions.js';
import { auditRoutes } from './routes/audit.js';
import { purgeOldRows } from './services/purge.js';
import { route, type DeclaredRoute } from './routes/route.js';
import { serve } from './routes/serve.js';

/** The answers sent as text rather than JSON, by the field that holds them. */
const TEXT_TYPES = { html: 'text/html; charset=utf-8', css: 'text/css; charset=utf-8', csv: 'text/csv; charset=utf-8' } as const;
const TEXT_KINDS = Object.keys(TEXT_TYPES) as (keyof typeof TEXT_TYPES)[];

export interface AppOptions {
  config: Config;
  db: Db;
  mailer?: Mailer;
  limits?: Partial<RateLimits>;
  clock?: () => Date;
  log?: (line: Record<string, unknown>) => void;
  billing?: BillingProvider;
  quotaCheckIntervalMs?: number;
  /** How often old activity and ended sessions and links are purged (hourly unless a test asks otherwise). */
  purgeEveryMs?: number;
  hashQueue?: HashQueueOptions;
  /** How often the tally of beacons answered is logged (every minute unless a test asks otherwise). */
  beaconTallyEveryMs?: number;
}

export interface App {
  server: Server;
  deps: Deps;
  /** Every route the server answers, as declared: who may call it, what body it takes. */
  routes: readonly DeclaredRoute[];
  /** Writes the session starts still waiting and stops background work; call after server.close. */
  close(): Promise<void>;
}

/** The HTTP status of each refusal of the domain. */
const STATUS_OF: Record<Refusal, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-many': 429,
  failed: 500,
  unavailable: 502,
};

export async function createApp(options: AppOptions): Promise<App> {
  const { config, db } = options;
  const clock = options.clock ?? (() => new Date());
  const log = options.log ?? logToStdout;
  const mailer =
    options.mailer ?? (await createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, clock, log }));
  const deps: Deps = {
    db,
    config,
    mailer,
    clock,
    log,
    // Several processes may share a PostgreSQL: their limits must be one. The embedded store has one process.
    limiter: db.kind === 'postgres' ? new StoreLimiter(db, () => clock().getTime()) : new MemoryLimiter(() => clock().getTime()),
    limits: { ...DEFAULT_LIMITS, ...options.limits },
    hashing: new HashQueue(options.hashQueue),
    secrets: secretBox(loadSecretKey(config)),
  };
  const billing =
    options.billing ??
    (config.billingProvider === 'stripe'
      ? stripeProvider(config.stripe, config)
      : localProvider(config, db, clock));
  const quota = quotaWatcher(deps, options.quotaCheckIntervalMs);
  const oldRows = purgeOldRows(deps, options.purgeEveryMs);
  const meter = new Meter(db, {
    limits: { beaconsPerAddressPerMinute: deps.limits.collectPerIp, sessionsPerAddressPerHour: config.sessionsPerAddressPerHour },
    now: () => clock().getTime(),
    onCommitted: quota.touched,
    log,
  });
  const beacons = beaconTally(log, options.beaconTallyEveryMs);
  const receiveBeacon = beaconReceiver(meter);
  const routes: DeclaredRoute[] = [
    ...authRoutes(deps),
    ...twoFactorRoutes(deps),
    ...sessionRoutes(deps),
    ...auditRoutes(deps),
    ...storeRoutes(deps),
    ...billingRoutes(deps, billing),
    ...teamRoutes(deps),
    ...whitelistRoutes(deps),
    ...collectRoutes(receiveBeacon),
    ...settingsRoutes(deps),
    ...analyticsRoutes(deps),
    route({ method: 'GET', path: '/pages.css', access: 'public' }, () => ({ status: 200, css: PAGES_CSS })),
    ...(billing.name === 'local' ? billingPageRoutes(deps) : []),
  ];
  const router = new Router().add(...routes.map((r) => serve(deps, r)));
  const files = new StaticFiles(config.publicDir, { sourceMaps: config.publicSourceMaps });
  const https = /^https:\/\//i.test(config.appUrl);

  const clientIp = (req: IncomingMessage): string => {
    const forwarded = config.trustProxy ? forwardedAddress(req.headers['x-forwarded-for']) : '';
    return forwarded || req.socket.remoteAddress || 'unknown';
  };

  async function handle(req: IncomingMessage, res: ServerResponse, ctx: Ctx): Promise<void> {
    const { pathname } = ctx.url;
    // The API, and the server's own pages (billing, email confirmation); every other path is the app's.
    if (pathname.startsWith('/api/') || pathname === '/api' || /^\/(billing|account)\//.test(pathname) || pathname === '/pages.css') {
      const match = router.match(req.method ?? 'GET', pathname);
      if (!match) throw new HttpError(404, 'Not found');
      // Replaces the logged path's value, where it stands in the line (ctx.log is spread over it).
      if (match.loggedPath) ctx.log.path = match.loggedPath;
      if ('allowed' in match) throw new HttpError(405, 'Method not allowed', { Allow: match.allowed.join(', ') });
      ctx.params = match.params;
      return send(res, (await match.handler(ctx)) ?? {});
    }
    if (pathname === '/healthz') return sendJson(res, 200, { status: 'ok' });
    if (pathname === '/readyz') {
      await db.query('SELECT 1');
      return sendJson(res, 200, { status: 'ready' });
    }
    if ((req.method === 'GET' || req.method === 'HEAD') && files.serve(req, res, pathname)) return;
    throw new HttpError(404, 'Not found');
  }

  function send(res: ServerResponse, answer: Answer): void {
    const status = answer.status ?? 200;
    const kind = TEXT_KINDS.find((k) => answer[k] !== undefined);
    if (kind) {
      const text = answer[kind]!;
      res.writeHead(status, {
        ...answer.headers,
        'Content-Type': TEXT_TYPES[kind],
        'Content-Length': Buffer.byteLength(text),
        'Cache-Control': 'no-store',
      });
      res.end(text);
    } else if (status === 204 || (status >= 300 && status < 400)) {
      res.writeHead(status, answer.headers);
      res.end();
    } else if (answer.empty) {
      res.writeHead(status, { ...answer.headers, 'Content-Length': 0 });
      res.end();
    } else sendJson(res, status, answer.body ?? { success: true }, answer.headers);
  }

  function fail(res: ServerResponse, ctx: Ctx, err: unknown): void {
    const known = err instanceof HttpError || err instanceof DomainError;
    const status = err instanceof DomainError ? STATUS_OF[err.kind] : err instanceof HttpError ? err.status : 500;
    if (!known) ctx.log.error = err instanceof Error ? err.stack : String(err);
    else if (status >= 500) ctx.log.error = err.message;
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const fieldErrors = err instanceof DomainError ? err.fieldErrors : undefined;
    const body: ErrorBody = {
      success: false,
      message: known ? err.message : 'Something went wrong on our side. Please try again later.',
      status,
      eventId: ctx.eventId,
      ...(fieldErrors ? { fieldErrors: fieldErrors as Record<string, string> } : {}),
    };
    const headers =
      err instanceof HttpError ? err.headers : err instanceof DomainError && err.retryAfterSeconds !== undefined ? { 'Retry-After': String(err.retryAfterSeconds) } : {};
    // An unread request body must not be parsed as the next request on a kept-alive connection.
    if (!ctx.req.complete) closeGently(ctx.req, res);
    sendJson(res, status, body, headers);
  }

  const elapsedMs = (started: number) => Math.round((performance.now() - started) * 10) / 10;

  /** Logs the request once answered; a beacon answered without an error is only counted (beaconTally). */
  function logWhenAnswered(res: ServerResponse, ctx: Ctx, started: number): void {
    res.on('finish', () => {
      const ms = elapsedMs(started);
      if (res.statusCode < 400 && ctx.url.pathname === '/api/collect') return beacons.count(res.statusCode, ms);
      log({
        level: res.statusCode >= 500 ? 'error' : 'info',
        eventId: ctx.eventId,
        method: ctx.req.method,
        path: ctx.url.pathname,
        status: res.statusCode,
        ms,
        ip: ctx.ip,
        ...ctx.log,
      });
    });
  }

  // randomUUID hands out ids from a cached batch: several times cheaper than randomBytes per request.
  const contextOf = (req: IncomingMessage, res: ServerResponse, url: RequestTarget, ip: string): Ctx => ({
    req,
    res,
    url,
    params: {},
    ip,
    sender: senderKey(ip),
    userAgent: req.headers['user-agent'] ?? '',
    eventId: randomUUID(),
    log: {},
  });

  // The snippet posts from merchants' sites. Its answers are never pages and are mostly empty, so
  // they carry only what a script on another origin needs: the page headers would be most of their bytes.
  const BEACON_HEADERS = { 'Access-Control-Allow-Origin': '*', 'X-Content-Type-Options': 'nosniff' };
  const BEACON_ACCEPTED = { ...BEACON_HEADERS, 'Content-Length': '0' };
  const BEACON_LIFTED = { ...BEACON_HEADERS, 'Content-Type': 'application/json', 'Content-Length': String(LIFT_BODY.length) };
  const COLLECT_TARGET = requestTarget('/api/collect');
  const setBeaconHeaders = (res: ServerResponse) => {
    for (const [name, value] of Object.entries(BEACON_HEADERS)) res.setHeader(name, value);
  };

  /**
   * A beacon (POST /api/collect) comes from every visitor of every store, so the server takes it
   * before the router: until it is answered 202 it costs no request context, event id, log listener or
   * promise (taking them away took about a fifth of the server's CPU a beacon). An error or a 429 is
   * answered and logged as every request's is.
   */
  function answerBeacon(req: IncomingMessage, res: ServerResponse): void {
    const started = performance.now();
    const ip = clientIp(req);
    receiveBeacon(req, ip, (err, wait, lift) => {
      if (!err && !wait) {
        if (lift) {
          res.writeHead(202, BEACON_LIFTED);
          res.end(LIFT_BODY);
        } else {
          res.writeHead(202, BEACON_ACCEPTED);
          res.end();
        }
        // Tallied as written, without waiting for 'finish': a sender that has just gone is counted too.
        return beacons.count(202, elapsedMs(started));
      }
      const ctx = contextOf(req, res, COLLECT_TARGET, ip);
      setBeaconHeaders(res);
      logWhenAnswered(res, ctx, started);
      fail(res, ctx, err ?? tooManyRequests(wait!));
    });
  }

  const server = createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/api/collect') return answerBeacon(req, res);
    const started = performance.now();
    const url = requestTarget(req.url ?? '/');
    const ctx = contextOf(req, res, url, clientIp(req));
    if (url.pathname === '/api/collect') setBeaconHeaders(res);
    else setSecurityHeaders(res, https);
    logWhenAnswered(res, ctx, started);
    handle(req, res, ctx).catch((err: unknown) => fail(res, ctx, err));
  });
  server.on('clientError', (err: Error, socket) => answerClientError(err, socket, log));
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.requestTimeout = 30_000;

  return {
    server,
    deps,
    routes,
    async close() {
      await meter.close();
      beacons.close();
      await quota.close();
      await oldRows.close();
    },
  };
}
