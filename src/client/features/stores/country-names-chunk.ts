// The country list, for naming flags, as a chunk fetched after My Stores shows. Like every chunk it
// re-exports the shell (see shell.ts).
export { findCountry } from '../../../shared/countries.js';
export * from '../../shell.js';
