import type { ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { ForgotPasswordPage } from './features/auth/ForgotPasswordPage.js';
import { LoginPage } from './features/auth/LoginPage.js';
import { RegisterPage } from './features/auth/RegisterPage.js';
import { SetPasswordPage } from './features/auth/SetPasswordPage.js';
import { AnalyticsPage } from './features/analytics/AnalyticsPage.js';
import { DashboardLayout } from './features/dashboard/DashboardLayout.js';
import { NotFoundPage } from './features/errors/NotFoundPage.js';
import { OnboardingPage } from './features/onboarding/OnboardingPage.js';
import { SettingsPage } from './features/settings/SettingsPage.js';
import { AddStorePage } from './features/stores/AddStorePage.js';
import { StoresPage } from './features/stores/StoresPage.js';
import { UpgradePage } from './features/upgrade/UpgradePage.js';
import { UsersPage } from './features/users/UsersPage.js';
import { WhitelistPage } from './features/whitelist/WhitelistPage.js';
import { Dashboard, Private, PublicOnly } from './routes/guards.js';

const dashboard = (page: ReactNode, adminOnly?: 'to-whitelist' | 'to-home') => (
  <Private>
    <Dashboard adminOnly={adminOnly}>
      <DashboardLayout>{page}</DashboardLayout>
    </Dashboard>
  </Private>
);

/** The route table of spec §2. */
export function AppRoutes() {
  return (
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
      <Route path="/analytics">{dashboard(<AnalyticsPage />)}</Route>
      <Route path="/users">{dashboard(<UsersPage />, 'to-home')}</Route>
      <Route path="/settings">{dashboard(<SettingsPage />)}</Route>
      <Route path="/whitelist">{dashboard(<WhitelistPage />)}</Route>
      <Route path="/upgrade">{dashboard(<UpgradePage />, 'to-home')}</Route>
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}
