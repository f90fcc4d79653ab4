import { type RefObject, useEffect } from 'react';

/**
 * Closes an open popup (a menu, a disclosure) on a tap or click outside `container`, or on Escape, which also gives
 * the focus back to the `button` that opened it.
 */
export function useDismiss(
  open: boolean,
  setOpen: (open: boolean) => void,
  container: RefObject<HTMLElement | null>,
  button: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, setOpen, container, button]);
}
