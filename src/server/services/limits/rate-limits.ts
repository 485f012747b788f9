// How many attempts of each kind are allowed, and in what window.

export interface RateLimits {
  /** Sign-in attempts per address, right or wrong. */
  loginPerIp: number;
  /** Failed sign-ins per address, whatever the account. */
  loginFailuresPerIp: number;
  /** Failed sign-ins per account and address: past it that address is refused for that account. */
  loginFailuresPerAccountIp: number;
  /** Failed sign-ins per account from all addresses past which every attempt on it waits, longer each time. */
  loginSlowAfter: number;
  /** The first such wait; it doubles with every further failure, up to LOGIN_SLOWDOWN_MAX_MS. */
  loginSlowdownMs: number;
  /** Codes tried on one two-factor sign-in ticket: the last of them, if wrong, voids the ticket and the password is asked again. */
  codesPerMfaTicket: number;
  /** Codes tried on one user's two-factor step in an hour, from every address: past it the step is paused (see two-factor/code-pause.ts). */
  codesPerUserPerHour: number;
  /** Reset requests per address. */
  resetPerIp: number;
  /** Reset requests per email and address. */
  resetPerEmailIp: number;
  /** Reset mails per email and hour, whoever asks (at most one a minute besides). */
  resetMailsPerEmail: number;
  /** Set-password attempts per address. */
  setPasswordPerIp: number;
  /** Registrations per address. */
  registerPerIp: number;
  /** Invitations and re-invitations per account and hour. */
  invitesPerAccount: number;
  /** Email changes (each mails two addresses) per user and hour. */
  emailChangesPerUser: number;
  /** Email changes per address and hour, whoever asks. */
  emailChangesPerIp: number;
  /** Session beacons per address per minute. */
  collectPerIp: number;
  /** The window of the limits above that do not name theirs. */
  windowMs: number;
}

export const LOGIN_SLOWDOWN_MAX_MS = 5_000;
export const MINUTE_MS = 60 * 1000;
export const HOUR_MS = 60 * MINUTE_MS;

export const DEFAULT_LIMITS: RateLimits = {
  loginPerIp: 100,
  loginFailuresPerIp: 30,
  loginFailuresPerAccountIp: 10,
  loginSlowAfter: 10,
  loginSlowdownMs: 250,
  codesPerMfaTicket: 5,
  codesPerUserPerHour: 30,
  resetPerIp: 30,
  resetPerEmailIp: 5,
  resetMailsPerEmail: 10,
  setPasswordPerIp: 20,
  registerPerIp: 30,
  invitesPerAccount: 30,
  emailChangesPerUser: 5,
  emailChangesPerIp: 20,
  collectPerIp: 1200,
  windowMs: 15 * 60 * 1000,
};
