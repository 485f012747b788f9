import { resolve } from 'node:path';
import { PLANS } from '../shared/plans.js';

export interface Config {
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  /** Unset: the embedded PGlite store in dataDir. */
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  billingProvider: 'local' | 'stripe';
  stripe: { secretKey: string; webhookSecret: string; prices: Record<string, string | undefined>; apiBase: string };
  trustProxy: boolean;
  /** Session starts one address may have counted for one store in an hour; its further ones are rejected. */
  sessionsPerAddressPerHour: number;
  publicDir: string;
  /** Days the stores of an account whose payment failed keep working (PAST_DUE_GRACE_DAYS). */
  pastDueGraceDays: number;
  /** Serve the browser bundle's source maps (SOURCE_MAPS=public); by default they stay on disk. */
  publicSourceMaps: boolean;
  /** SECRET_KEY: seals two-factor keys; unset, a key made in DATA_DIR/secret.key on first start. */
  secretKey: string | undefined;
  /** A session unused this many days ends (SESSION_IDLE_DAYS). */
  sessionIdleDays: number;
  /** The most stores (MAX_STORES_PER_ACCOUNT) and whitelist entries (MAX_WHITELIST_ENTRIES) one account keeps. */
  maxStores: number;
  maxWhitelistEntries: number;
}

/** A whole number above 0 from the environment, or the default; anything else stops the start saying so. */
function count(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = Number(env[name] || fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number above 0, got ${env[name]}`);
  return value;
}

/** Whether a URL names this machine (localhost, 127.0.0.0/8, ::1): only its own user can reach it. */
export function isLoopbackUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return host === 'localhost' || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host) || host === '[::1]';
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const appUrl = (env.APP_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  // The local provider's checkout completes on a bare POST: on a public address, by default, it would
  // give every plan away. Only an explicit BILLING_PROVIDER=local runs it there.
  // An empty value (BILLING_PROVIDER= in a shell or an env file) is unset, as everywhere else here.
  const chosenProvider = env.BILLING_PROVIDER || undefined;
  if (!chosenProvider && !isLoopbackUrl(appUrl)) {
    throw new Error(
      `BILLING_PROVIDER is unset and APP_URL (${appUrl}) is not this machine: set BILLING_PROVIDER=stripe, or BILLING_PROVIDER=local to take test payments there on purpose`,
    );
  }
  const billingProvider = chosenProvider ?? 'local';
  if (billingProvider !== 'local' && billingProvider !== 'stripe') throw new Error('BILLING_PROVIDER must be local or stripe');
  if (billingProvider === 'stripe' && (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET)) {
    throw new Error('BILLING_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  }
  const sessionsPerAddressPerHour = Number(env.SESSIONS_PER_ADDRESS_PER_HOUR ?? 120);
  if (!Number.isInteger(sessionsPerAddressPerHour) || sessionsPerAddressPerHour < 1) {
    throw new Error(`SESSIONS_PER_ADDRESS_PER_HOUR must be a whole number above 0, got ${env.SESSIONS_PER_ADDRESS_PER_HOUR}`);
  }
  const pastDueGraceDays = Number(env.PAST_DUE_GRACE_DAYS ?? 7);
  if (!Number.isFinite(pastDueGraceDays) || pastDueGraceDays < 0) throw new Error(`PAST_DUE_GRACE_DAYS must be a number of days, got ${env.PAST_DUE_GRACE_DAYS}`);
  if (env.SECRET_KEY && env.SECRET_KEY.length < 32) throw new Error('SECRET_KEY must be at least 32 characters (for example: openssl rand -base64 32)');
  const sessionIdleDays = Number(env.SESSION_IDLE_DAYS ?? 14);
  if (!Number.isFinite(sessionIdleDays) || sessionIdleDays <= 0) throw new Error(`SESSION_IDLE_DAYS must be a number of days above 0, got ${env.SESSION_IDLE_DAYS}`);
  const sourceMaps = env.SOURCE_MAPS || 'private';
  if (sourceMaps !== 'public' && sourceMaps !== 'private') throw new Error('SOURCE_MAPS must be public or private');
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    appUrl,
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Store Shield <no-reply@localhost>',
    billingProvider,
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY ?? '',
      webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '',
      prices: Object.fromEntries(PLANS.map((p) => [p.name, env[`STRIPE_PRICE_${p.name}`]])),
      apiBase: (env.STRIPE_API_BASE ?? 'https://api.stripe.com').replace(/\/+$/, ''),
    },
    trustProxy: Boolean(env.TRUST_PROXY),
    sessionsPerAddressPerHour,
    publicDir: resolve(env.PUBLIC_DIR ?? new URL('./public', import.meta.url).pathname),
    publicSourceMaps: sourceMaps === 'public',
    pastDueGraceDays,
    secretKey: env.SECRET_KEY || undefined,
    sessionIdleDays,
    maxStores: count(env, 'MAX_STORES_PER_ACCOUNT', 5000),
    maxWhitelistEntries: count(env, 'MAX_WHITELIST_ENTRIES', 1000),
  };
}
