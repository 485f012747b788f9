import { createElement, lazy, type ComponentType } from 'react';

// Sign-in comes with the app itself; the other signed-out screens, the not-found page, the onboarding
// wizard, the dashboard, Add Store (the store form and the country list) and Analytics are chunks fetched when a route first shows them. Few and
// large on purpose: every file is a request, and on a slow line requests cost more than the bytes
// a finer split saves. Which chunks a path shows is in route-screens.json, which the build reads to
// preload them in that path's page and to name them in its <meta name="screens">.
const AUTH = 'features/auth/screens.ts';
const DASHBOARD = 'features/dashboard/screens.ts';
const MORE = 'features/dashboard/more-screens.ts';
/** The groups the dashboard's own routes load (they live in its chunk). */
export const screenFiles = { more: MORE, addStore: 'features/stores/AddStorePage.tsx', analytics: 'features/analytics/AnalyticsPage.tsx' };
const load: Record<string, () => Promise<unknown>> = {
  [AUTH]: () => import('./features/auth/screens.js'),
  'features/errors/NotFoundPage.tsx': () => import('./features/errors/NotFoundPage.js'),
  'features/onboarding/OnboardingPage.tsx': () => import('./features/onboarding/OnboardingPage.js'),
  [DASHBOARD]: () => import('./features/dashboard/screens.js'),
  [MORE]: () => import('./features/dashboard/more-screens.js'),
  [screenFiles.addStore]: () => import('./features/stores/AddStorePage.js'),
  [screenFiles.analytics]: () => import('./features/analytics/AnalyticsPage.js'),
};

type Group = Record<string, ComponentType<any>>;
const loaded = new Map<string, Group>();

/** Fetches a group's chunk; once it is here, its screens render at once instead of suspending. */
const fetchGroup = (file: string) => load[file]!().then((m) => loaded.set(file, m as Group));

/** A screen of a group: it renders at once when its chunk is here, and suspends while it is fetched. */
export function screen(file: string, name: string) {
  const Lazy = lazy(async () => {
    await fetchGroup(file);
    return { default: loaded.get(file)![name]! };
  });
  return function Screen(props: Record<string, unknown>) {
    return createElement(loaded.get(file)?.[name] ?? Lazy, props);
  };
}

export const RegisterPage = screen(AUTH, 'RegisterPage');
export const ForgotPasswordPage = screen(AUTH, 'ForgotPasswordPage');
export const SetPasswordPage = screen(AUTH, 'SetPasswordPage');
export const TwoFactorPage = screen(AUTH, 'TwoFactorPage');
export const NotFoundPage = screen('features/errors/NotFoundPage.tsx', 'NotFoundPage');
export const OnboardingPage = screen('features/onboarding/OnboardingPage.tsx', 'OnboardingPage');
/** Every other path: the dashboard's pages (their table is in the dashboard's chunk) or not found. */
export const DashboardRoutes = screen(DASHBOARD, 'DashboardRoutes');

/** Every group of screens, by file. */
export const screenGroups = (): string[] => Object.keys(load);

/** The groups the page's HTML names: the screens of the path it was built for. */
export const screensOfThisPage = (): string[] =>
  document.querySelector('meta[name="screens"]')?.getAttribute('content')?.split(' ').filter(Boolean) ?? [];

/**
 * Fetches groups of screens before React renders (the page's HTML has already asked the browser to
 * preload their chunks), so a screen whose chunk is here by then shows without a spinner. A chunk that
 * fails to load here is tried again when its screen renders.
 */
export function preloadScreens(files: string[]): Promise<unknown> {
  return Promise.all(files.map((file) => fetchGroup(file).catch(() => undefined)));
}

/**
 * The groups a visitor of a page with these screens most likely opens next: the rest of the dashboard
 * from a dashboard page; from sign-in, the dashboard and the other signed-out screens. Fetched when the browser is idle,
 * so that following a link shows the screen without a spinner.
 */
export function likelyNext(files: string[]): string[] {
  if (files.includes(DASHBOARD)) return [MORE];
  return files.length === 0 ? [DASHBOARD, AUTH] : [];
}
