import { Workbox } from 'workbox-window';
import { baseHeaders, takeReadsAroundWorker } from '../lib/api-client';
import { offerUpdate } from './update-state';

/**
 * Asks each read that went around the first service worker again, through it, so it keeps them. Plain requests,
 * one per task, whose answers nobody reads: the page already shows them. Asked again through the page's queries
 * instead, they made one long task (Lighthouse gave it 60-150 ms of the Events page's blocking time).
 */
export function keepReadsForOffline() {
  const urls = takeReadsAroundWorker();
  const next = () => {
    const url = urls.shift();
    if (url === undefined) return;
    fetch(url, { headers: baseHeaders(), cache: 'no-cache' }).then(
      (response) => response.body?.cancel(),
      () => undefined,
    );
    setTimeout(next, 0);
  };
  next();
}

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
    if (!event.isUpdate) keepReadsForOffline();
  });
  void workbox.register();
}
