import { createElement, lazy, type ComponentType } from 'react';

// Every screen group is a chunk of its own, fetched when a route first shows it: the sign-in page
// does not download the dashboard, and the country list comes only with the store form.
const load = {
  auth: () => import('./features/auth/screens.js'),
  onboarding: () => import('./features/onboarding/OnboardingPage.js'),
  layout: () => import('./features/dashboard/DashboardLayout.js'),
  stores: () => import('./features/stores/StoresPage.js'),
  addStore: () => import('./features/stores/AddStorePage.js'),
  analytics: () => import('./features/analytics/AnalyticsPage.js'),
  users: () => import('./features/users/UsersPage.js'),
  settings: () => import('./features/settings/SettingsPage.js'),
  whitelist: () => import('./features/whitelist/WhitelistPage.js'),
  upgrade: () => import('./features/upgrade/UpgradePage.js'),
};

type Loaded = Record<string, ComponentType<any>>;
const loaded = new Map<() => Promise<unknown>, Loaded>();

/** Fetches a group's chunk; once it is here, its screens render at once instead of suspending. */
const fetchGroup = (from: () => Promise<unknown>) => from().then((m) => loaded.set(from, m as Loaded));

function screen<M>(from: () => Promise<M>, name: keyof M & string) {
  const Lazy = lazy(async () => {
    await fetchGroup(from);
    return { default: loaded.get(from)![name]! };
  });
  return function Screen(props: Record<string, unknown>) {
    return createElement(loaded.get(from)?.[name] ?? Lazy, props);
  };
}

export const LoginPage = screen(load.auth, 'LoginPage');
export const ForgotPasswordPage = screen(load.auth, 'ForgotPasswordPage');
export const RegisterPage = screen(load.auth, 'RegisterPage');
export const SetPasswordPage = screen(load.auth, 'SetPasswordPage');
export const OnboardingPage = screen(load.onboarding, 'OnboardingPage');
export const DashboardLayout = screen(load.layout, 'DashboardLayout');
export const StoresPage = screen(load.stores, 'StoresPage');
export const AddStorePage = screen(load.addStore, 'AddStorePage');
export const AnalyticsPage = screen(load.analytics, 'AnalyticsPage');
export const UsersPage = screen(load.users, 'UsersPage');
export const SettingsPage = screen(load.settings, 'SettingsPage');
export const WhitelistPage = screen(load.whitelist, 'WhitelistPage');
export const UpgradePage = screen(load.upgrade, 'UpgradePage');

const DASHBOARD: Record<string, () => Promise<unknown>> = {
  '/': load.stores,
  '/stores': load.stores,
  '/stores/new': load.addStore,
  '/analytics': load.analytics,
  '/users': load.users,
  '/settings': load.settings,
  '/whitelist': load.whitelist,
  '/upgrade': load.upgrade,
};

/**
 * Starts fetching the chunks the page at `path` shows, before React renders it, so they load beside
 * the account data instead of after it; a screen whose chunk is here by then shows without a spinner.
 * A chunk that fails to load here is tried again when its screen renders.
 */
export function preloadScreens(path: string): Promise<unknown> {
  const page = path.replace(/\/+$/, '') || '/';
  const groups = page.startsWith('/ap/') ? [load.auth] : page === '/onboarding' ? [load.onboarding] : DASHBOARD[page] ? [load.layout, DASHBOARD[page]] : [];
  return Promise.all(groups.map((from) => fetchGroup(from).catch(() => undefined)));
}
