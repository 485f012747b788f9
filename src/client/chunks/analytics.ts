// Analytics, with its chart.
export * from './dashboard.js';
export { AnalyticsPage } from '../features/analytics/AnalyticsPage.js';
