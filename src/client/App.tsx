import { Suspense, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { PublicOnly } from './routes/guards.js';
import { LoginPage } from './features/auth/LoginPage.js';
import { DashboardRoutes, ForgotPasswordPage, OnboardingPage, RegisterPage, SetPasswordPage, TwoFactorPage } from './screens.js';
import { PageSpinner } from './ui/Spinner.js';

/** The signed-out pages: a signed-in visitor goes on to the dashboard. */
const SIGNED_OUT: [string, ComponentType][] = [
  ['/ap/login', LoginPage],
  ['/ap/forgot-password', ForgotPasswordPage],
  ['/ap/register', RegisterPage],
  ['/ap/set-password', SetPasswordPage],
  ['/ap/two-factor', TwoFactorPage],
];

/** The route table; the dashboard's pages (and not found) are routed in the dashboard's chunk. */
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
        <Route>
          <DashboardRoutes />
        </Route>
      </Switch>
    </Suspense>
  );
}
