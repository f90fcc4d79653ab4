import { UNDO_TOAST_MS } from '@tabang/shared';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, signedOut } from '../testing/fake-server';
import { renderWithProviders } from '../testing/render';
import { showUndoToast } from './undo-toast';

/** A page with a button that raises the toast, as leaving an event does. */
async function page(onUndo = vi.fn(), focusUndo = false) {
  fakeServer(signedOut);
  const rendered = renderWithProviders(
    <button
      type="button"
      onClick={() =>
        showUndoToast({
          id: 'left',
          message: 'You have unvolunteered.',
          undoLabel: 'Undo',
          onUndo,
          focusUndo,
        })
      }
    >
      Leave
    </button>,
  );
  const leave = await screen.findByRole('button', { name: 'Leave' });
  return { ...rendered, leave, onUndo };
}

describe('showUndoToast', () => {
  it('is announced with a real Undo button that runs the undo once and closes', async () => {
    const { user, leave, onUndo } = await page();
    await user.click(leave);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('You have unvolunteered.Undo');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onUndo).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull());
  });

  it('takes the focus when asked (a keyboard left), and gives it back on Escape', async () => {
    const { user, leave, onUndo } = await page(vi.fn(), true);
    leave.focus();
    await user.keyboard('{Enter}');
    const undo = await screen.findByRole('button', { name: 'Undo' });
    await waitFor(() => expect(undo).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(leave).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull());
    expect(onUndo).not.toHaveBeenCalled();
  });

  it('closes after UNDO_TOAST_MS, but not while the pointer is on it or the focus in it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, leave } = await page();
    await user.click(leave);
    const undo = await screen.findByRole('button', { name: 'Undo' });

    await user.hover(undo);
    act(() => vi.advanceTimersByTime(UNDO_TOAST_MS * 3));
    expect(undo).toBeInTheDocument();
    await user.unhover(undo);

    act(() => undo.focus());
    act(() => vi.advanceTimersByTime(UNDO_TOAST_MS * 3));
    expect(undo).toBeInTheDocument();
    act(() => undo.blur());

    act(() => vi.advanceTimersByTime(UNDO_TOAST_MS - 100));
    expect(undo).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull());
  });
});
