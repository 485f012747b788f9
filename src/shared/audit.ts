// The kinds of event an account's Activity page lists, with how the page names each.
export const AUDIT_KINDS = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Failed sign-in',
  'sign-out': 'Signed out',
  'sessions-ended': 'Ended sessions',
  'two-factor-on': 'Turned on two-factor sign-in',
  'two-factor-off': 'Turned off two-factor sign-in',
  'two-factor-reset': "Reset a user's two-factor sign-in",
  'password-set': 'Set a password',
  'email-changed': 'Changed their email',
  'user-invited': 'Invited a user',
  'user-reinvited': 'Re-sent an invitation',
  'user-deleted': 'Deleted a user',
  'owner-changed': 'Handed the account over',
  'store-added': 'Added a store',
  'store-enabled': 'Enabled a store',
  'store-disabled': 'Disabled a store',
  'whitelist-added': 'Whitelisted an address',
  'whitelist-changed': 'Changed a whitelisted address',
  'whitelist-removed': 'Removed a whitelisted address',
  'plan-changed': 'Changed the plan',
  'unsubscribed': 'Unsubscribed',
} as const;

export type AuditKind = keyof typeof AUDIT_KINDS;
export const isAuditKind = (value: unknown): value is AuditKind => typeof value === 'string' && Object.hasOwn(AUDIT_KINDS, value);

/** A page of the Activity list holds this many events. */
export const AUDIT_PAGE_SIZE = 25;
