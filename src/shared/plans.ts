// The plans on sale: the plan cards, the upgrade page and the server's rank check all read it.

export type PlanName = 'STARTER' | 'PRO' | 'SCALE' | 'ULTRA' | 'TITAN';

export interface Plan {
  name: PlanName;
  emoji: string;
  /** US dollars per month. */
  price: number;
  /** Billable sessions per month. */
  sessions: number;
  /** One-time, US dollars. */
  setupFee: number;
  rank: number;
}

export const SETUP_FEE = 300;

export const PLANS: readonly Plan[] = [
  { name: 'STARTER', emoji: '🚀', price: 499, sessions: 75_000, setupFee: SETUP_FEE, rank: 1 },
  { name: 'PRO', emoji: '⚡', price: 699, sessions: 200_000, setupFee: SETUP_FEE, rank: 2 },
  { name: 'SCALE', emoji: '📈', price: 1099, sessions: 400_000, setupFee: SETUP_FEE, rank: 3 },
  { name: 'ULTRA', emoji: '💎', price: 2000, sessions: 800_000, setupFee: SETUP_FEE, rank: 4 },
  { name: 'TITAN', emoji: '👑', price: 3500, sessions: 1_500_000, setupFee: SETUP_FEE, rank: 5 },
];

export const PLAN_FEATURES = [
  'Unlimited stores',
  'Done-for-you installation',
  'Custom stealth rules',
  'Anti-theft protection (copy/paste and text selection disabled)',
  'Dedicated account manager',
  'Upgrade or downgrade anytime',
];

export const findPlan = (name: unknown): Plan | undefined => PLANS.find((p) => p.name === name);

/**
 * The share of a plan's monthly sessions that visits from whitelisted addresses may use unbilled: the
 * whitelist is for the customer's own people, not a way around the plan. Past it they count as usual.
 */
export const WHITELISTED_SHARE = 0.05;

/** Whitelisted sessions a plan leaves unbilled each month. */
export const freeWhitelistedSessions = (plan: Pick<Plan, 'sessions'>): number => Math.floor(plan.sessions * WHITELISTED_SHARE);

/** Quota usage at or above this share turns the bar red. */
export const QUOTA_WARNING_RATIO = 0.8;

/** The UTC month a session counts towards, as YYYY-MM (read off the date: formatting all of it as ISO cost each beacon a microsecond). */
export const yearMonthOf = (date: Date): string => {
  const month = date.getUTCMonth() + 1;
  return `${date.getUTCFullYear()}-${month < 10 ? '0' : ''}${month}`;
};

/** A whole-dollar price as the pages show it: $1,099. */
export const usd = (dollars: number): string => `$${dollars.toLocaleString('en-US')}`;
