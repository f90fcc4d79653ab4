import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { loadCatalogue, useShellText } from '../lib/i18n';
import { useAccountLanguage } from '../lib/language';
import { OfflineBanner, OfflineGate, UpdateToast } from '../pwa/offline-shell';
import { useAfterLoad } from './after-load';
import { ChunkBoundary, lazyRetrying } from './chunk-boundary';
import { Navbar } from './navbar';
import { useScrollRestoration } from './scroll-restoration';

// The footer starts below the first screen (see <main>), so it comes after the page has loaded (and its texts).
const Footer = lazyRetrying(() =>
  Promise.all([import('./footer'), loadCatalogue()]).then(([m]) => ({ default: m.Footer })),
);

function PageLoading() {
  const t = useShellText();
  return (
    <p role="status" className="container-page py-16 text-center text-stone-600">
      {t('common.loading')}
    </p>
  );
}

export function Layout() {
  const t = useShellText();
  useScrollRestoration();
  useAccountLanguage();
  const afterLoad = useAfterLoad();
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t('common.skipToContent')}
      </a>
      <Navbar />
      <OfflineBanner />
      {/* At least a screen tall, so the footer is below the fold until the page's data has arrived (no layout shift). */}
      <main id="main" className="min-h-svh flex-1">
        {/* A page whose chunk cannot load (offline, never kept) shows the offline message, not a blank screen. */}
        <ChunkBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoading />}>
            <OfflineGate>
              <Outlet />
            </OfflineGate>
          </Suspense>
        </ChunkBoundary>
      </main>
      {afterLoad && (
        <ChunkBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <Footer />
          </Suspense>
        </ChunkBoundary>
      )}
      <UpdateToast />
    </div>
  );
}
