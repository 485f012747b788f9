import { createElement, lazy, type ComponentType } from 'react';

// The screens come in chunks, fetched when a route first shows one (the route table names each page's).
// Few and large on purpose: every file is a request, and on a slow line requests cost more than the
// bytes a finer split saves.
const CHUNKS = {
  auth: () => import('../chunks/auth.js'),
  'not-found': () => import('../chunks/not-found.js'),
  onboarding: () => import('../chunks/onboarding.js'),
  dashboard: () => import('../chunks/dashboard.js'),
  more: () => import('../chunks/more.js'),
  'add-store': () => import('../chunks/add-store.js'),
  analytics: () => import('../chunks/analytics.js'),
  upgrade: () => import('../chunks/upgrade.js'),
};

/** A chunk of screens, src/client/chunks/<name>.ts. */
export type Chunk = keyof typeof CHUNKS;

type Exports = Record<string, any>;
const loaded = new Map<Chunk, Exports>();
const components = new Map<string, ComponentType<any>>();

/** Fetches a chunk; once it is here, what it exports renders at once instead of suspending. */
const fetchChunk = (name: Chunk) => CHUNKS[name]().then((chunk) => void loaded.set(name, chunk));

/** A component a chunk exports: it renders at once when the chunk is here, and suspends while it is fetched. */
export function chunkExport(chunk: Chunk, name: string): ComponentType<any> {
  const key = `${chunk} ${name}`;
  let component = components.get(key);
  if (!component) {
    const Lazy = lazy(() => fetchChunk(chunk).then(() => ({ default: loaded.get(chunk)![name]! })));
    component = (props: object) => createElement(loaded.get(chunk)?.[name] ?? Lazy, props);
    components.set(key, component);
  }
  return component;
}

/** The chunks the page's HTML names: those of the path the build made it for (none: sign-in, or a path not in the table). */
export const chunksOfThisPage = (): Chunk[] =>
  (document.querySelector('meta[name="chunks"]')?.getAttribute('content')?.split(' ') ?? []) as Chunk[];

/**
 * Fetches chunks before React renders (the page's HTML has already asked the browser to preload them),
 * so a screen whose chunk is here by then shows without a spinner. A chunk that fails to load here is
 * tried again when its screen renders.
 */
export const preloadChunks = (names: Chunk[]): Promise<unknown> => Promise.all(names.map((name) => fetchChunk(name).catch(() => undefined)));

/**
 * The chunks a visitor of a page with these chunks most likely opens next: the rest of the dashboard
 * from a dashboard page; from sign-in, the dashboard and the other signed-out screens. Fetched when the
 * browser is idle, so that following a link shows the screen without a spinner.
 */
export function likelyNext(names: Chunk[]): Chunk[] {
  if (names.includes('dashboard')) return ['more'];
  return names.length === 0 ? ['dashboard', 'auth'] : [];
}
