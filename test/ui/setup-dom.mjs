// Loaded before every ui test file (node --import): a jsdom window as the global environment, and
// fetch resolving the app's relative /api URLs against the page's address, as a browser does.
import { JSDOM } from 'jsdom';

const dom = new JSDOM('<!doctype html><html><body></body></html>', { url: 'http://localhost/', pretendToBeVisual: true });
const { window } = dom;
const nodeFetch = globalThis.fetch;

// Node has its own Event classes; code dispatching on the window must use jsdom's.
const domOwned = (key) => /Event/.test(key);
for (const key of Object.getOwnPropertyNames(window)) {
  if (key.startsWith('_') || (key in globalThis && !domOwned(key))) continue;
  Object.defineProperty(globalThis, key, { configurable: true, get: () => window[key] });
}
for (const key of ['addEventListener', 'removeEventListener', 'dispatchEvent', 'getComputedStyle', 'requestAnimationFrame', 'cancelAnimationFrame']) {
  Object.defineProperty(globalThis, key, { configurable: true, writable: true, value: window[key].bind(window) });
}
Object.defineProperty(globalThis, 'window', { configurable: true, value: window });
Object.defineProperty(globalThis, 'document', { configurable: true, value: window.document });
Object.defineProperty(globalThis, 'navigator', { configurable: true, value: window.navigator });
globalThis.fetch = (input, init) => nodeFetch(new URL(String(input), window.location.href), init);
window.fetch = globalThis.fetch;
globalThis.IS_REACT_ACT_ENVIRONMENT = true;
globalThis.__jsdom = dom;
