// The app's pages: the one table that the router (App.tsx) and the build (build.mjs, which writes each
// path's HTML with its chunks preloaded) both read. Plain data, so the build can run it.
import type { Chunk } from './chunk-loader.js';

/** Who may open a page; anybody else is sent elsewhere. */
export type Guard =
  /** Signed out only: a visitor holding a token goes on to the dashboard. */
  | 'signed-out'
  /** Signed in: a visitor without a token signs in first, and comes back after. */
  | 'signed-in'
  /** Signed in with onboarding done (else to /onboarding), in the dashboard's frame. */
  | 'dashboard'
  /**
   * A dashboard page for ADMINs: a STANDARD user goes to `standardGoesTo` instead, told that only
   * admins can open `name` (none: without a word, as on /, where every sign-in lands).
   */
  | { standardGoesTo: '/' | '/whitelist'; name?: string };

export interface Page {
  /** The browser tab's name, before " · Store Shield". */
  title: string;
  /**
   * The chunks the page needs (src/client/chunks/<name>.ts): its path's HTML preloads them and the app
   * asks for them as it starts. The first brings a signed-in page's guard (a dashboard page's frame);
   * the last exports the screen. None: the screen comes with the app itself.
   */
  chunks: Chunk[];
  /** The screen's name among its chunk's exports. */
  screen: string;
  /** None: anybody. */
  guard?: Guard;
}

const toWhitelist = (name?: string) => ({ standardGoesTo: '/whitelist', name }) as const;
const toHome = (name: string) => ({ standardGoesTo: '/', name }) as const;

/** Every page, by path. */
export const ROUTES: Record<string, Page> = {
  '/ap/login': { title: 'Sign in', chunks: [], screen: 'LoginPage', guard: 'signed-out' },
  '/ap/forgot-password': { title: 'Reset your password', chunks: ['auth'], screen: 'ForgotPasswordPage', guard: 'signed-out' },
  '/ap/register': { title: 'Create your account', chunks: ['auth'], screen: 'RegisterPage', guard: 'signed-out' },
  '/ap/set-password': { title: 'Set Your Password', chunks: ['auth'], screen: 'SetPasswordPage', guard: 'signed-out' },
  '/ap/verify-email': { title: 'Confirm your email', chunks: ['auth'], screen: 'VerifyEmailPage' },
  '/ap/two-factor': { title: 'Two-factor sign-in', chunks: ['auth'], screen: 'TwoFactorPage', guard: 'signed-out' },
  '/onboarding': { title: 'Onboarding', chunks: ['onboarding'], screen: 'OnboardingPage', guard: 'signed-in' },
  '/': { title: 'My Stores', chunks: ['dashboard'], screen: 'StoresPage', guard: toWhitelist() },
  '/stores': { title: 'My Stores', chunks: ['dashboard'], screen: 'StoresPage', guard: toWhitelist('Stores') },
  '/stores/new': { title: 'Add Store', chunks: ['dashboard', 'add-store'], screen: 'AddStorePage', guard: toWhitelist('Stores') },
  '/analytics': { title: 'Analytics Overview', chunks: ['dashboard', 'analytics'], screen: 'AnalyticsPage', guard: toWhitelist('Analytics') },
  '/users': { title: 'Users', chunks: ['dashboard', 'more'], screen: 'UsersPage', guard: toHome('Users') },
  '/activity': { title: 'Activity', chunks: ['dashboard', 'more'], screen: 'ActivityPage', guard: toHome('Activity') },
  '/settings': { title: 'Settings', chunks: ['dashboard', 'more'], screen: 'SettingsPage', guard: 'dashboard' },
  '/whitelist': { title: 'Whitelist IPs', chunks: ['dashboard', 'more'], screen: 'WhitelistPage', guard: 'dashboard' },
  '/upgrade': { title: 'Upgrade Your Plan', chunks: ['dashboard', 'upgrade'], screen: 'UpgradePage', guard: toHome('Upgrade') },
};

/** Any other path. */
export const NOT_FOUND: Page = { title: 'Page Not Found', chunks: ['not-found'], screen: 'NotFoundPage' };
