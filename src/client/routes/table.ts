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
  /** A dashboard page for ADMINs: a STANDARD user goes to `standardGoesTo` instead. */
  | { standardGoesTo: '/' | '/whitelist' };

export interface Page {
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

const TO_WHITELIST = { standardGoesTo: '/whitelist' } as const;
const TO_HOME = { standardGoesTo: '/' } as const;

/** Every page, by path. */
export const ROUTES: Record<string, Page> = {
  '/ap/login': { chunks: [], screen: 'LoginPage', guard: 'signed-out' },
  '/ap/forgot-password': { chunks: ['auth'], screen: 'ForgotPasswordPage', guard: 'signed-out' },
  '/ap/register': { chunks: ['auth'], screen: 'RegisterPage', guard: 'signed-out' },
  '/ap/set-password': { chunks: ['auth'], screen: 'SetPasswordPage', guard: 'signed-out' },
  '/ap/two-factor': { chunks: ['auth'], screen: 'TwoFactorPage', guard: 'signed-out' },
  '/onboarding': { chunks: ['onboarding'], screen: 'OnboardingPage', guard: 'signed-in' },
  '/': { chunks: ['dashboard'], screen: 'StoresPage', guard: TO_WHITELIST },
  '/stores': { chunks: ['dashboard'], screen: 'StoresPage', guard: TO_WHITELIST },
  '/stores/new': { chunks: ['dashboard', 'add-store'], screen: 'AddStorePage', guard: TO_WHITELIST },
  '/analytics': { chunks: ['dashboard', 'analytics'], screen: 'AnalyticsPage', guard: TO_WHITELIST },
  '/users': { chunks: ['dashboard', 'more'], screen: 'UsersPage', guard: TO_HOME },
  '/activity': { chunks: ['dashboard', 'more'], screen: 'ActivityPage', guard: TO_HOME },
  '/settings': { chunks: ['dashboard', 'more'], screen: 'SettingsPage', guard: 'dashboard' },
  '/whitelist': { chunks: ['dashboard', 'more'], screen: 'WhitelistPage', guard: 'dashboard' },
  '/upgrade': { chunks: ['dashboard'], screen: 'UpgradePage', guard: TO_HOME },
};

/** Any other path. */
export const NOT_FOUND: Page = { chunks: ['not-found'], screen: 'NotFoundPage' };
