// The dashboard's frame and the pages a customer opens most, loaded together as one chunk. The team,
// whitelist and settings pages are a second chunk (more-screens.ts); Add Store, with the store form and
// the country list, a third; Analytics, with its chart, a fourth.
export { DashboardRoutes } from './DashboardRoutes.js';
export * from '../../shell.js';
