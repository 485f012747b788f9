// What the app runs before any screen: React, the router, the providers, sign-in. Every chunk of
// screens (chunks/) re-exports it. That costs them nothing (the page has loaded it already), and it
// makes esbuild put all of it in one shared file: a page's first download is the entry, this and a few
// helpers, instead of a dozen small files each gzipped on its own.
export { start } from './start.js';
export { createPortal } from 'react-dom';
