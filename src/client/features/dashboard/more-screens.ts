// The dashboard pages opened less often than My Stores: the team, the whitelist and settings.
export { SettingsPage } from '../settings/SettingsPage.js';
export { UsersPage } from '../users/UsersPage.js';
export { WhitelistPage } from '../whitelist/WhitelistPage.js';
export * from './screens.js';
