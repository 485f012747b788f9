import init from './001_init.sql';
import billingAndStores from './002_billing_and_stores.sql';
import teamAndWhitelist from './003_team_and_whitelist.sql';
import metering from './004_metering.sql';
import lighterVisitDedupe from './005_lighter_visit_dedupe.sql';
import outboxWithoutLinks from './006_outbox_without_links.sql';
import rejectedStarts from './007_rejected_starts.sql';
import rateLimits from './008_rate_limits.sql';
import subscriptionState from './009_subscription_state.sql';
import userSettings from './010_user_settings.sql';
import sessionDays from './011_session_days.sql';
import twoFactor from './012_two_factor.sql';
import activeSessions from './013_active_sessions.sql';
import auditLog from './014_audit_log.sql';
import billingEventOrder from './015_billing_event_order.sql';
import checkoutSetupFee from './016_checkout_setup_fee.sql';
import auditEventsByAge from './017_audit_events_by_age.sql';
import mfaCodesTried from './018_mfa_codes_tried.sql';
import collectBatch from './019_collect_batch.sql';
import collectBeacons from './020_collect_beacons.sql';
import collectNewBeacons from './021_collect_new_beacons.sql';
import expiryIndexes from './022_expiry_indexes.sql';
import dropCollectFunctions from './023_drop_collect_functions.sql';
import whitelistRanges from './024_whitelist_ranges.sql';
import installStatus from './025_install_status.sql';
import emailChangeKeepsSession from './026_email_change_keeps_session.sql';
import auditBrowser from './027_audit_browser.sql';
import accountOwner from './028_account_owner.sql';
import emailVerification from './029_email_verification.sql';

export const migrations: { version: number; name: string; sql: string }[] = [
  { version: 1, name: 'init', sql: init },
  { version: 2, name: 'billing_and_stores', sql: billingAndStores },
  { version: 3, name: 'team_and_whitelist', sql: teamAndWhitelist },
  { version: 4, name: 'metering', sql: metering },
  { version: 5, name: 'lighter_visit_dedupe', sql: lighterVisitDedupe },
  { version: 6, name: 'outbox_without_links', sql: outboxWithoutLinks },
  { version: 7, name: 'rejected_starts', sql: rejectedStarts },
  { version: 8, name: 'rate_limits', sql: rateLimits },
  { version: 9, name: 'subscription_state', sql: subscriptionState },
  { version: 10, name: 'user_settings', sql: userSettings },
  { version: 11, name: 'session_days', sql: sessionDays },
  { version: 12, name: 'two_factor', sql: twoFactor },
  { version: 13, name: 'active_sessions', sql: activeSessions },
  { version: 14, name: 'audit_log', sql: auditLog },
  { version: 15, name: 'billing_event_order', sql: billingEventOrder },
  { version: 16, name: 'checkout_setup_fee', sql: checkoutSetupFee },
  { version: 17, name: 'audit_events_by_age', sql: auditEventsByAge },
  { version: 18, name: 'mfa_codes_tried', sql: mfaCodesTried },
  { version: 19, name: 'collect_batch', sql: collectBatch },
  { version: 20, name: 'collect_beacons', sql: collectBeacons },
  { version: 21, name: 'collect_new_beacons', sql: collectNewBeacons },
  { version: 22, name: 'expiry_indexes', sql: expiryIndexes },
  { version: 23, name: 'drop_collect_functions', sql: dropCollectFunctions },
  { version: 24, name: 'whitelist_ranges', sql: whitelistRanges },
  { version: 25, name: 'install_status', sql: installStatus },
  { version: 26, name: 'email_change_keeps_session', sql: emailChangeKeepsSession },
  { version: 27, name: 'audit_browser', sql: auditBrowser },
  { version: 28, name: 'account_owner', sql: accountOwner },
  { version: 29, name: 'email_verification', sql: emailVerification },
];
