import { createElement, lazy, type ComponentType } from 'react';
import ROUTE_SCREENS from './route-screens.json';

// The signed-out screens come with the app itself; the onboarding wizard, the dashboard and Add Store
// (the store form and the country list) are chunks fetched when a route first shows them. Few and
// large on purpose: every file is a request, and on a slow line requests cost more than the bytes
// a finer split saves. Which chunks a path shows is in route-screens.json, which the build also
// reads to preload them in that path's page.
const load: Record<string, () => Promise<unknown>> = {
  'features/onboarding/OnboardingPage.tsx': () => import('./features/onboarding/OnboardingPage.js'),
  'features/dashboard/screens.ts': () => import('./features/dashboard/screens.js'),
  'features/stores/AddStorePage.tsx': () => import('./features/stores/AddStorePage.js'),
};

type Group = Record<string, ComponentType<any>>;
const loaded = new Map<string, Group>();

/** Fetches a group's chunk; once it is here, its screens render at once instead of suspending. */
const fetchGroup = (file: string) => load[file]!().then((m) => loaded.set(file, m as Group));

function screen(file: string, name: string) {
  const Lazy = lazy(async () => {
    await fetchGroup(file);
    return { default: loaded.get(file)![name]! };
  });
  return function Screen(props: Record<string, unknown>) {
    return createElement(loaded.get(file)?.[name] ?? Lazy, props);
  };
}

export const OnboardingPage = screen('features/onboarding/OnboardingPage.tsx', 'OnboardingPage');
export const DashboardLayout = screen('features/dashboard/screens.ts', 'DashboardLayout');
export const StoresPage = screen('features/dashboard/screens.ts', 'StoresPage');
export const AddStorePage = screen('features/stores/AddStorePage.tsx', 'AddStorePage');
export const AnalyticsPage = screen('features/dashboard/screens.ts', 'AnalyticsPage');
export const UsersPage = screen('features/dashboard/screens.ts', 'UsersPage');
export const SettingsPage = screen('features/dashboard/screens.ts', 'SettingsPage');
export const WhitelistPage = screen('features/dashboard/screens.ts', 'WhitelistPage');
export const UpgradePage = screen('features/dashboard/screens.ts', 'UpgradePage');

/**
 * Fetches the screens the page at `path` shows before React renders it (the page's HTML has already
 * asked the browser to preload their chunks), so a screen whose chunk is here by then shows without a
 * spinner. A chunk that fails to load here is tried again when its screen renders.
 */
export function preloadScreens(path: string): Promise<unknown> {
  const files = (ROUTE_SCREENS as Record<string, string[]>)[path.replace(/\/+$/, '') || '/'] ?? [];
  return Promise.all(files.map((file) => fetchGroup(file).catch(() => undefined)));
}
