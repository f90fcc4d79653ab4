import { UNDO_TOAST_MS } from '@tabang/shared';
import { useEffect, useRef } from 'react';
import toast from 'react-hot-toast';

/** The timers of the Undo toasts on screen, by toast id: a toast raised again with its id starts a fresh one. */
const timers = new Map<string, ReturnType<typeof setTimeout>>();

export type UndoToast = {
  /** One toast per id: leaving the same event again replaces it. */
  id: string;
  message: string;
  undoLabel: string;
  onUndo: () => void;
  /** Put the focus on Undo (when the action came from the keyboard, so the button is one key away). */
  focusUndo?: boolean;
};

/** What the toast's body tells its toast: the pointer or the focus came or went, Undo or Escape. */
type Holds = {
  hover: (on: boolean) => void;
  focus: (on: boolean) => void;
  close: () => void;
};

function UndoToastBody({
  message,
  undoLabel,
  onUndo,
  focusUndo,
  holds,
}: Omit<UndoToast, 'id'> & { holds: Holds }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusUndo) button.current?.focus();
  }, [focusUndo]);
  return (
    // Pointer and focus hold the toast; the keys are the button's (Escape also closes it).
    // biome-ignore lint/a11y/noStaticElementInteractions: it only listens for hover and focus of what is inside
    <span
      className="flex flex-wrap items-center gap-x-3 gap-y-1"
      onMouseEnter={() => holds.hover(true)}
      onMouseLeave={() => holds.hover(false)}
      onFocus={() => holds.focus(true)}
      onBlur={() => holds.focus(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') holds.close();
      }}
    >
      <span>{message}</span>
      <button
        ref={button}
        type="button"
        className="min-h-11 rounded-lg px-3 font-semibold text-brand-800 underline underline-offset-2 hover:bg-brand-50"
        data-testid="undo"
        onClick={() => {
          holds.close();
          onUndo();
        }}
      >
        {undoLabel}
      </button>
    </span>
  );
}

/**
 * A success toast with an Undo button, for an action that takes something away. The toaster announces it (a polite
 * live region); Undo is a real button. It stays UNDO_TOAST_MS, and for as long as the pointer is on it or the focus
 * in it (WCAG 2.2.1); Escape closes it. When it closes with the focus inside, the focus goes back where it was.
 */
export function showUndoToast({ id, ...body }: UndoToast): void {
  const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  let hovered = false;
  let focused = false;
  const stop = () => clearTimeout(timers.get(id));
  const close = () => {
    stop();
    timers.delete(id);
    if (focused && returnTo?.isConnected) returnTo.focus();
    toast.dismiss(id);
  };
  const start = () => {
    stop();
    if (!hovered && !focused) timers.set(id, setTimeout(close, UNDO_TOAST_MS));
  };
  const holds: Holds = {
    hover: (on) => {
      hovered = on;
      start();
    },
    focus: (on) => {
      focused = on;
      start();
    },
    close,
  };
  stop();
  toast.success(() => <UndoToastBody {...body} holds={holds} />, { id, duration: Number.POSITIVE_INFINITY });
  start();
}
