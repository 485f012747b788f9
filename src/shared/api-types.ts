// The request and answer shapes that both the server and the client rely on.
// A request's body type is the one its schema's checks answer (see validators.ts' fields).
import type { AuditKind } from './audit.js';
import type { ipSchema } from './ip-validators.js';
import type { checkoutSchema, settingsBody } from './request-bodies.js';
import type { settingsSchema, Notifications, TimeZone } from './settings.js';
import type { PlanName } from './plans.js';
import type { inviteSchema } from './team-validators.js';
import type { BodyOf, Fields } from './validators.js';

export type { NewStore } from './store-inputs.js';

export type Role = 'ADMIN' | 'STANDARD';
export type UserStatus = 'INVITED' | 'DISABLED' | 'USER_SETUP_COMPLETED';
/** Where the subscription stands: paid up, a payment failed (stores work for a grace period), or ended. */
export type BillingStatus = 'active' | 'past_due' | 'canceled';
export type OnboardingStep = 'CHOOSE_PLAN' | 'CHECKOUT_STARTED' | 'SUBSCRIBED' | 'SETUP_STORE' | 'COMPLETED';

export interface Billing {
  plan: string;
  sessionCount: number;
  sessionLimit: number;
  yearMonth: string;
  /** Who takes the payments: 'local' is the built-in test provider, which charges nothing. */
  provider: 'local' | 'stripe';
}

export interface Me {
  accountId: string;
  userId: string;
  role: Role;
  name: string;
  email: string;
  onboardingStep: OnboardingStep;
  billingStatus: BillingStatus;
  billing: Billing | null;
  timeZone: TimeZone;
  notifications: Notifications;
  /** A new email address waiting for its confirmation link to be opened. */
  pendingEmail: string | null;
  /** The account's owner: its creator until handed over; nobody else can delete them or reset their two-factor. */
  owner: boolean;
  /** Whether they proved their address with the link mailed to it; until then the session can do nothing else. */
  emailVerified: boolean;
  /** Until then, on a trial without a mail server (no SMTP_URL, APP_URL on this machine): the file the link's mail was saved in. */
  verificationMailFile: string | null;
}

/** The body of PUT /api/settings; the user's password is needed, and sent, only with a new email. */
export type SettingsInput = Fields<typeof settingsSchema> & Partial<BodyOf<typeof settingsBody>>;

export interface TokenAnswer {
  token: string;
}

export interface SuccessAnswer {
  success: true;
  message?: string;
}

/** A password set from a mailed link: the address it belongs to, for the sign-in form. */
export interface SetPasswordAnswer extends SuccessAnswer {
  email: string;
}

/** POST /auth/login: a session, or with two-factor on a ticket for the code step. */
export type LoginAnswer = TokenAnswer | { mfaRequired: true; mfaToken: string };

/** GET /auth/2fa: the caller's two-factor sign-in. */
export interface TwoFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
}

/** One of the user's signed-in sessions (GET /auth/sessions). */
export interface ActiveSession {
  id: string;
  createdAt: string;
  lastUsedAt: string;
  /** The address it was opened from; null for sessions from before addresses were kept. */
  address: string | null;
  /** "Firefox on Windows". */
  browser: string;
  /** The session making this request: "This device". */
  current: boolean;
}

/** One event of the account's activity (GET /audit). */
export interface AuditEntry {
  id: string;
  at: string;
  /** Who did it, by name (or email); null for the billing provider. */
  actor: string | null;
  kind: AuditKind;
  detail: string | null;
  address: string | null;
  /** "Chrome 132 on macOS"; null when not known. */
  browser: string | null;
}

/** GET /audit: a page of the activity, newest first. */
export interface AuditPage {
  events: AuditEntry[];
  page: number;
  pages: number;
  total: number;
}

export interface ErrorBody {
  success: false;
  message: string;
  status: number;
  eventId: string;
  fieldErrors?: Record<string, string>;
}

/**
 * Whether a store's snippet is installed, as its session starts show: none yet; starts from the
 * store's own pages (the last one's time, to the minute); or only starts from pages of another host
 * lately (a typo in the domain, or a copy of the shop), with that host.
 */
export type InstallStatus =
  | { state: 'waiting' }
  | { state: 'protected'; lastVisitAt: string }
  | { state: 'foreign'; host: string; seenAt: string };

/** GET /stores/:storeId/install: what the install dialog waits for. */
export interface InstallAnswer {
  install: InstallStatus;
}

/** A protected store, with its sessions counted this month (GET /stores). */
export interface Store {
  storeId: string;
  domain: string;
  platform: string;
  createdAt: string;
  countriesServed: string[];
  disabled: boolean;
  sessionsThisMonth: number;
  yearMonth: string;
  install: InstallStatus;
}

/** The answer of POST /stores: the stores as listed, the new ones (or those an earlier try added). */
export interface AddStoresAnswer {
  success: true;
  stores: Store[];
}

/** The body of POST /checkout: the plan to pay for. */
export type CheckoutInput = Fields<typeof checkoutSchema>;

/** The answer of POST /checkout: the provider's checkout page, where the browser goes next. */
export interface CheckoutAnswer {
  url: string;
}

/** One whitelisted visitor address; userId is the member who added it (null once they are gone). */
export interface WhitelistIp {
  ipId: string;
  ipAddress: string;
  tag: string | null;
  /** The adder's name. */
  addedBy: string;
  userId: string | null;
  createdAt: string;
}

/** GET /whitelist: the account's entries, and the caller's own address and whether an entry covers it. */
export interface WhitelistAnswer {
  success: true;
  ips: WhitelistIp[];
  /** The address this request came from; null when it is not known. */
  currentAddress: string | null;
  currentAddressWhitelisted: boolean;
}

/** The body of POST /whitelist and PATCH /whitelist/:id. */
export type IpInput = Fields<typeof ipSchema>;

/** A member of the account (the list includes the caller). */
export interface SubUser {
  userId: string;
  email: string;
  name: string;
  role: Role;
  status: UserStatus;
  createdAt: string;
  /** Signs in with a code from an authenticator app as well as the password. */
  twoFactor: boolean;
  /** The account's owner. */
  owner: boolean;
}

/** The body of POST /sub-user/invite. */
export type InviteInput = Fields<typeof inviteSchema>;

/** One store's figures in GET /analytics. */
export interface AnalyticsStore {
  storeId: string;
  domain: string;
  disabled: boolean;
  /** Sessions counted in the month: the figure the quota is held to. */
  sessions: number;
  /** Sessions counted in the month before. */
  lastMonth: number;
  /** Session starts received in the month and not counted (a foreign page, an address over its allowance). */
  rejected: number;
  /** Sessions from whitelisted addresses in the month: not billed, not in the quota. */
  whitelisted: number;
  install: InstallStatus;
}

/** Per day of a month, the 1st first: sessions counted, starts rejected, whitelisted sessions. */
export interface MonthDays {
  daily: number[];
  dailyRejected: number[];
  dailyWhitelisted: number[];
}

/**
 * GET /analytics?month=YYYY-MM&page=N: what the Analytics page shows for one month. The days are the
 * whole account's; one store's come on request (GET /analytics/stores/:storeId), and the stores a
 * page at a time, so the answer stays small however many stores the account has.
 */
export interface AnalyticsAnswer extends MonthDays {
  month: string;
  /** The months that can be chosen, newest first (this one and the eleven before). */
  months: string[];
  /** Today (UTC, YYYY-MM-DD) when the month is the current one; null for a past month. */
  today: string | null;
  /** The share of the month gone when answered: 1 for a past month. */
  elapsed: number;
  /** The account's plan and its monthly quota; null between subscriptions. */
  plan: { name: PlanName; sessions: number } | null;
  /** All the account's stores: how many, how many enabled, and the month's figures added up. */
  totals: { stores: number; enabled: number; sessions: number; rejected: number; whitelisted: number };
  /** Sessions counted in the same days of the month before: its 1st to today's day, or the whole month. */
  sameDaysLastMonth: number;
  /**
   * Whitelisted sessions the plan leaves unbilled in a month (WHITELISTED_SHARE of its sessions), and
   * how many the month has had; past `free`, whitelisted visits are counted and billed as any other.
   * Null between subscriptions.
   */
  whitelistAllowance: { free: number; used: number } | null;
  /** This page of the stores by domain (ANALYTICS_PAGE_SIZE a page), from 1, and how many pages there are. */
  page: number;
  pages: number;
  stores: AnalyticsStore[];
}
