import { Workbox } from 'workbox-window';
import { FIRST_CONTROL_EVENT, offerUpdate } from './update-state';

/**
 * Registers the service worker (production builds only; see pwa.config.ts). A new version's worker installs in
 * the background and waits: it takes over only when the person accepts the update toast, and the page then
 * reloads, so no page ever runs with two versions' chunks.
 */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () =>
    offerUpdate(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    }),
  );
  // The first worker takes control of this page (clientsClaim): the reads already on screen are asked again
  // through it, so what this first visit showed is kept for a visit without a connection.
  workbox.addEventListener('controlling', (event) => {
    if (!event.isUpdate) window.dispatchEvent(new Event(FIRST_CONTROL_EVENT));
  });
  void workbox.register();
}
