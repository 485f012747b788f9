// The dashboard pages opened less often than My Stores: the team, activity, settings and the whitelist.
export * from './dashboard.js';
export { ActivityPage } from '../features/activity/ActivityPage.js';
export { SettingsPage } from '../features/settings/SettingsPage.js';
export { UsersPage } from '../features/users/UsersPage.js';
export { WhitelistPage } from '../features/whitelist/WhitelistPage.js';
