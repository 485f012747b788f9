import { Suspense, type ComponentType } from 'react';
import { useLocation } from 'wouter';
import { LoginPage } from './features/auth/LoginPage.js';
import { chunkExport } from './routes/chunk-loader.js';
import { PublicOnly } from './routes/guards.js';
import { NOT_FOUND, ROUTES, type Page } from './routes/table.js';
import { PageSpinner } from './ui/Spinner.js';
import { useTabTitle } from './ui/useTabTitle.js';

/** The screens that come with the app itself, not in a chunk: sign-in. */
const IN_APP: Record<string, ComponentType> = { LoginPage };

/** The router: the route table's page for the path, or the not-found page. */
export function AppRoutes() {
  const [path] = useLocation();
  const page = Object.hasOwn(ROUTES, path) ? ROUTES[path]! : NOT_FOUND;
  return (
    <Suspense fallback={<PageSpinner whole />}>
      <Guarded key={path} page={page} />
    </Suspense>
  );
}

/** A page behind its guard. A signed-in page's guard, or a dashboard page's frame, comes with its first chunk. */
function Guarded({ page }: { page: Page }) {
  const { guard, chunks } = page;
  const screen = <Screen page={page} />;
  if (guard === 'signed-out') return <PublicOnly>{screen}</PublicOnly>;
  if (!guard) return screen;
  if (guard === 'signed-in') {
    const Private = chunkExport(chunks[0]!, 'Private');
    return <Private>{screen}</Private>;
  }
  const DashboardLayout = chunkExport(chunks[0]!, 'DashboardLayout');
  const adminOnly = typeof guard === 'object' ? guard : undefined;
  return (
    <DashboardLayout standardGoesTo={adminOnly?.standardGoesTo} adminPage={adminOnly?.name}>
      {screen}
    </DashboardLayout>
  );
}

/** The page's screen; the tab takes the page's title when it shows. */
function Screen({ page }: { page: Page }) {
  useTabTitle(page.title);
  const Component = page.chunks.length ? chunkExport(page.chunks.at(-1)!, page.screen) : IN_APP[page.screen]!;
  return <Component />;
}
