import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { authQueryKey } from '../lib/session';
import { renderWithProviders } from '../testing/render';
import { OfflineBanner, OfflineGate } from './offline-shell';
import { FIRST_CONTROL_EVENT } from './update-state';

const offline = () => new ApiError("Can't reach Tabang.", 0);

/** A page with two reads: one answers (or fails offline), the other always fails offline. */
function Page({ kept }: { kept: boolean }) {
  const first = useQuery({
    queryKey: ['first'],
    queryFn: () => (kept ? Promise.resolve('kept answer') : Promise.reject(offline())),
  });
  useQuery({ queryKey: ['second'], queryFn: () => Promise.reject(offline()) });
  return <h1>{first.data ?? 'A page'}</h1>;
}

describe('OfflineGate', () => {
  it('shows the offline page, with Try again, when every read failed for want of a connection', async () => {
    renderWithProviders(
      <OfflineGate>
        <Page kept={false} />
      </OfflineGate>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    // The page stays mounted underneath (so Try again can ask its reads again), hidden.
    expect(screen.getByRole('heading', { level: 1, name: 'A page', hidden: true })).not.toBeVisible();
  });

  it('shows the page when one of its reads has something kept, even if another failed', async () => {
    renderWithProviders(
      <OfflineGate>
        <Page kept />
      </OfflineGate>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'kept answer' })).toBeVisible();
    expect(screen.queryByText("You're offline")).toBeNull();
  });
});

/** How often each read of `Reads` was asked. */
const asked = { first: 0, second: 0, auth: 0 };
/** A page with two reads, and the sign-in check. */
function Reads() {
  useQuery({ queryKey: ['first'], queryFn: () => Promise.resolve(++asked.first) });
  useQuery({ queryKey: ['second'], queryFn: () => Promise.resolve(++asked.second) });
  useQuery({ queryKey: authQueryKey, queryFn: () => Promise.resolve(++asked.auth) });
  return <h1>A page</h1>;
}

describe('OfflineGate when the first service worker takes control', () => {
  it("asks each of the page's reads again, one per task, and not the sign-in", async () => {
    renderWithProviders(
      <OfflineGate>
        <Reads />
      </OfflineGate>,
    );
    await waitFor(() => expect(asked).toEqual({ first: 1, second: 1, auth: 1 }));
    act(() => {
      window.dispatchEvent(new Event(FIRST_CONTROL_EVENT));
    });
    // The first read at once, the next in a task of its own.
    expect(asked).toEqual({ first: 2, second: 1, auth: 1 });
    await waitFor(() => expect(asked).toEqual({ first: 2, second: 2, auth: 1 }));
  });
});

describe('OfflineBanner', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says the person is offline only while the browser says so', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProviders(<OfflineBanner />);
    expect(screen.getByRole('status')).toHaveTextContent("You're offline — showing what you saw last");
    // Back online: the browser's online event takes the banner away.
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText(/You're offline/)).toBeNull();
  });
});
