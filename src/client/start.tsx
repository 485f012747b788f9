import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoutes } from './App.js';
import { QueryCache } from './api/cache.js';
import { meQuery } from './api/endpoints.js';
import { request } from './api/request.js';
import { readToken } from './api/token.js';
import { Providers } from './Providers.js';
import { chunksOfThisPage, likelyNext, preloadChunks } from './routes/chunk-loader.js';
import './theme.css';

const whenIdle = (run: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(run) : setTimeout(run, 500));

/** Renders the app into the page, fetching the page's own chunks meanwhile and, later, the likely next ones. */
export function start() {
  // The signed-in account is every signed-in page's first call: it goes out now, before the page's
  // chunks are evaluated and React first renders, instead of after them.
  const cache = new QueryCache();
  const token = readToken();
  if (token) cache.prime(meQuery.key(), request(meQuery.request(), token));
  const chunks = chunksOfThisPage();
  void preloadChunks(chunks).then(() => whenIdle(() => void preloadChunks(likelyNext(chunks))));
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers cache={cache}>
        <AppRoutes />
      </Providers>
    </StrictMode>,
  );
}
