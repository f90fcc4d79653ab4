import type { UndoToast } from '../components/undo-toast';

/*
 * Toasts raised from what the public pages load (the like and volunteer buttons): react-hot-toast comes with the
 * toaster once the page has loaded (app/toaster.tsx), not with those pages, so these fetch it when first raised.
 */
const library = () => import('react-hot-toast').then((module) => module.default);

export const toastSuccess = (message: string) => void library().then((toast) => toast.success(message));
export const toastError = (message: string) => void library().then((toast) => toast.error(message));
export const undoToast = (toast: UndoToast) =>
  void import('../components/undo-toast').then((module) => module.showUndoToast(toast));
