import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoutes } from './App.js';
import { Providers } from './Providers.js';
import { preloadScreens } from './screens.js';
import './theme.css';

void preloadScreens(location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <AppRoutes />
    </Providers>
  </StrictMode>,
);
