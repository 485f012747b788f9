import { Suspense, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { Private, PublicOnly } from './routes/guards.js';
import { LoginPage } from './features/auth/LoginPage.js';
import {
  AddStorePage,
  AnalyticsPage,
  DashboardLayout,
  ForgotPasswordPage,
  NotFoundPage,
  OnboardingPage,
  RegisterPage,
  SetPasswordPage,
  SettingsPage,
  StoresPage,
  UpgradePage,
  UsersPage,
  WhitelistPage,
} from './screens.js';
import { FullPageSpinner, PageSpinner } from './ui/Spinner.js';

const dashboard = (page: ReactNode, adminOnly?: 'to-whitelist' | 'to-home') => (
  <Private>
    <DashboardLayout adminOnly={adminOnly}>
      {/* A page still loading keeps the sidebar on screen. */}
      <Suspense fallback={<PageSpinner />}>{page}</Suspense>
    </DashboardLayout>
  </Private>
);

/** The route table. */
export function AppRoutes() {
  return (
    <Suspense fallback={<FullPageSpinner label="Loading" />}>
      <Switch>
        <Route path="/ap/login">
          <PublicOnly>
            <LoginPage />
          </PublicOnly>
        </Route>
        <Route path="/ap/forgot-password">
          <PublicOnly>
            <ForgotPasswordPage />
          </PublicOnly>
        </Route>
        <Route path="/ap/register">
          <PublicOnly>
            <RegisterPage />
          </PublicOnly>
        </Route>
        <Route path="/ap/set-password">
          <PublicOnly>
            <SetPasswordPage />
          </PublicOnly>
        </Route>
        <Route path="/onboarding">
          <Private>
            <OnboardingPage />
          </Private>
        </Route>
        <Route path="/">{dashboard(<StoresPage />, 'to-whitelist')}</Route>
        <Route path="/stores">{dashboard(<StoresPage />, 'to-whitelist')}</Route>
        <Route path="/stores/new">{dashboard(<AddStorePage />, 'to-whitelist')}</Route>
        <Route path="/analytics">{dashboard(<AnalyticsPage />, 'to-whitelist')}</Route>
        <Route path="/users">{dashboard(<UsersPage />, 'to-home')}</Route>
        <Route path="/settings">{dashboard(<SettingsPage />)}</Route>
        <Route path="/whitelist">{dashboard(<WhitelistPage />)}</Route>
        <Route path="/upgrade">{dashboard(<UpgradePage />, 'to-home')}</Route>
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </Suspense>
  );
}
