import { TOAST_ERROR_MS, TOAST_POSITION, TOAST_SUCCESS_MS } from '@tabang/shared';
import { Toaster } from 'react-hot-toast';

/** The toasts' place on screen; a lazy chunk, since no first screen shows a toast. */
export default function AppToaster() {
  // react-hot-toast holds at most 20 toasts at once.
  return (
    <Toaster
      position={TOAST_POSITION}
      toastOptions={{ success: { duration: TOAST_SUCCESS_MS }, error: { duration: TOAST_ERROR_MS } }}
    />
  );
}
