// Add Store, with the store form and the country list.
export * from './dashboard.js';
export { AddStorePage } from '../features/stores/AddStorePage.js';
