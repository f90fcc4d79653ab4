import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
// React and React DOM above are evaluated in a task of their own, the app's modules below in the next.
import './lib/next-task';
import { BrowserRouter } from 'react-router';
import { createQueryClient, Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { loadCatalogue } from './lib/i18n';
import { checkSessionEarly } from './lib/session';

// The pages' texts and the session are needed by whichever page opens: ask for them before React's first render.
void loadCatalogue();
const queryClient = createQueryClient();
checkSessionEarly(queryClient);

// The service worker (production only) is registered once the page has loaded, so it never delays the first screen.
// The page may have loaded already: this runs a task after the entry's first (lib/next-task.ts).
if (import.meta.env.PROD) {
  const register = () => void import('./pwa/register').then((m) => m.registerServiceWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

// The first render as a transition, which React splits into short slices: on a slow phone one long task would
// keep the page from answering a tap until the whole tree had rendered.
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <Providers client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  ),
);
