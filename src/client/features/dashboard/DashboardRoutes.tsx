import { Suspense, type ComponentType } from 'react';
import { useLocation } from 'wouter';
import { NotFoundPage, screen, screenFiles } from '../../screens.js';
import { PageSpinner } from '../../ui/Spinner.js';
import { StoresPage } from '../stores/StoresPage.js';
import { UpgradePage } from '../upgrade/UpgradePage.js';
import { DashboardLayout } from './DashboardLayout.js';

const AddStorePage = screen(screenFiles.addStore, 'AddStorePage');
const AnalyticsPage = screen(screenFiles.analytics, 'AnalyticsPage');
const UsersPage = screen(screenFiles.more, 'UsersPage');
const SettingsPage = screen(screenFiles.more, 'SettingsPage');
const WhitelistPage = screen(screenFiles.more, 'WhitelistPage');
const ActivityPage = screen(screenFiles.more, 'ActivityPage');

/** The dashboard's pages, and where a STANDARD user goes instead of an admin-only one. */
const PAGES: Record<string, [ComponentType, ('to-whitelist' | 'to-home')?]> = {
  '/': [StoresPage, 'to-whitelist'],
  '/stores': [StoresPage, 'to-whitelist'],
  '/stores/new': [AddStorePage, 'to-whitelist'],
  '/analytics': [AnalyticsPage, 'to-whitelist'],
  '/users': [UsersPage, 'to-home'],
  '/activity': [ActivityPage, 'to-home'],
  '/settings': [SettingsPage],
  '/whitelist': [WhitelistPage],
  '/upgrade': [UpgradePage, 'to-home'],
};

/**
 * Every path that is not a signed-out page or onboarding: a dashboard page in its frame, or the
 * not-found page. Its table lives in this chunk, so the first download of a signed-out page does not
 * carry it. Each page has a frame of its own, as a route of its own would.
 */
export function DashboardRoutes() {
  const [path] = useLocation();
  const page = Object.hasOwn(PAGES, path) ? PAGES[path] : undefined;
  if (!page) return <NotFoundPage />;
  const [Page, adminOnly] = page;
  return (
    <DashboardLayout key={path} adminOnly={adminOnly}>
      {/* A page still loading keeps the sidebar on screen. */}
      <Suspense fallback={<PageSpinner />}>
        <Page />
      </Suspense>
    </DashboardLayout>
  );
}
