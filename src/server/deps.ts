import type { Config } from './config.js';
import type { Db } from './db/types.js';
import type { Limiter } from './services/limits/limiter.js';
import type { RateLimits } from './services/limits/rate-limits.js';
import type { HashQueue } from './services/hash-queue.js';
import type { Mailer } from './services/mail.js';
import type { SecretBox } from './services/two-factor/secret-box.js';

/** What route handlers are given: the store, the configuration and the clock, so tests can inject each. */
export interface Deps {
  db: Db;
  config: Config;
  mailer: Mailer;
  limiter: Limiter;
  limits: RateLimits;
  /** Every password hash of the process goes through it. */
  hashing: HashQueue;
  /** Seals secrets kept in the database with the key kept outside it. */
  secrets: SecretBox;
  clock: () => Date;
  log: (line: Record<string, unknown>) => void;
}
