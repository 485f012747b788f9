// The plan upgrade, opened from the quota panel: not part of My Stores' first download.
export * from './dashboard.js';
export { UpgradePage } from '../features/upgrade/UpgradePage.js';
