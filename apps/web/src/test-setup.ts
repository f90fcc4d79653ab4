import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, vi } from 'vitest';
import { loadCatalogue } from './lib/i18n';

// The app fetches the pages' texts with the first page; a component under test gets them before it renders.
await loadCatalogue();

// jsdom lacks a few browser APIs the app uses; these stand-ins are just enough for components to run.

// react-hot-toast asks matchMedia about reduced motion.
if (!window.matchMedia)
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;

// The Modal is a native <dialog>.
if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

// findBy* and waitFor wait up to 5 s, not 1 s: on a busy machine a re-render can take longer than a second.
configure({ asyncUtilTimeout: 5_000 });

// Every test starts from an empty screen, no toasts, real timers and the real fetch.
afterEach(() => {
  act(() => toast.remove());
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
