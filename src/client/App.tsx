import { Suspense, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { PublicOnly } from './routes/guards.js';
import { LoginPage } from './features/auth/LoginPage.js';
import {
  ActivityPage,
  AddStorePage,
  AnalyticsPage,
  DashboardLayout,
  ForgotPasswordPage,
  NotFoundPage,
  OnboardingPage,
  RegisterPage,
  SetPasswordPage,
  TwoFactorPage,
  SettingsPage,
  StoresPage,
  UpgradePage,
  UsersPage,
  WhitelistPage,
} from './screens.js';
import { PageSpinner } from './ui/Spinner.js';

/** The signed-out pages: a signed-in visitor goes on to the dashboard. */
const SIGNED_OUT: [string, ComponentType][] = [
  ['/ap/login', LoginPage],
  ['/ap/forgot-password', ForgotPasswordPage],
  ['/ap/register', RegisterPage],
  ['/ap/set-password', SetPasswordPage],
  ['/ap/two-factor', TwoFactorPage],
];

/** The dashboard's pages, and where a STANDARD user goes instead of an admin-only one. */
const DASHBOARD: [string, ComponentType, ('to-whitelist' | 'to-home')?][] = [
  ['/', StoresPage, 'to-whitelist'],
  ['/stores', StoresPage, 'to-whitelist'],
  ['/stores/new', AddStorePage, 'to-whitelist'],
  ['/analytics', AnalyticsPage, 'to-whitelist'],
  ['/users', UsersPage, 'to-home'],
  ['/activity', ActivityPage, 'to-home'],
  ['/settings', SettingsPage],
  ['/whitelist', WhitelistPage],
  ['/upgrade', UpgradePage, 'to-home'],
];

/** The route table. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner whole />}>
      <Switch>
        {SIGNED_OUT.map(([path, Page]) => (
          <Route key={path} path={path}>
            <PublicOnly>
              <Page />
            </PublicOnly>
          </Route>
        ))}
        <Route path="/onboarding">
          <OnboardingPage />
        </Route>
        {DASHBOARD.map(([path, Page, adminOnly]) => (
          <Route key={path} path={path}>
            <DashboardLayout adminOnly={adminOnly}>
              {/* A page still loading keeps the sidebar on screen. */}
              <Suspense fallback={<PageSpinner />}>
                <Page />
              </Suspense>
            </DashboardLayout>
          </Route>
        ))}
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </Suspense>
  );
}
