// The dashboard's frame and My Stores, the page a customer opens most. Every other dashboard chunk
// re-exports this one, so that what they share with it stays in its files.
export * from '../shell.js';
export { DashboardLayout } from '../features/dashboard/DashboardLayout.js';
export { StoresPage } from '../features/stores/StoresPage.js';
