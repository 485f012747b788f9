import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoutes } from './App.js';
import { Providers } from './Providers.js';
import { likelyNext, preloadScreens, screensOfThisPage } from './screens.js';
import './theme.css';

const whenIdle = (run: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(run) : setTimeout(run, 500));

/** Renders the app into the page, fetching the page's own screens meanwhile and, later, the likely next ones. */
export function start() {
  const screens = screensOfThisPage();
  void preloadScreens(screens).then(() => whenIdle(() => void preloadScreens(likelyNext(screens))));
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <AppRoutes />
      </Providers>
    </StrictMode>,
  );
}
