// The country list, for naming flags: fetched after My Stores shows (Add Store and onboarding have it
// with the store form).
export * from '../shell.js';
export { findCountry } from '../../shared/countries.js';
