// The install dialog, with every platform's steps: fetched when a store's install is first opened.
export * from './dashboard.js';
export { InstallDialog } from '../features/stores/InstallDialog.js';
