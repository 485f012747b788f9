// The dashboard pages opened less often than My Stores: the team, the whitelist, settings and activity.
export { ActivityPage } from '../activity/ActivityPage.js';
export { SettingsPage } from '../settings/SettingsPage.js';
export { UsersPage } from '../users/UsersPage.js';
export { WhitelistPage } from '../whitelist/WhitelistPage.js';
export * from './screens.js';
