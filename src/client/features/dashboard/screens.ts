// The dashboard's frame and its pages, loaded together as one chunk (Add Store, with the store form
// and the country list, is a chunk of its own).
export { AnalyticsPage } from '../analytics/AnalyticsPage.js';
export { SettingsPage } from '../settings/SettingsPage.js';
export { StoresPage } from '../stores/StoresPage.js';
export { UpgradePage } from '../upgrade/UpgradePage.js';
export { UsersPage } from '../users/UsersPage.js';
export { WhitelistPage } from '../whitelist/WhitelistPage.js';
export { DashboardLayout } from './DashboardLayout.js';
