import { useQuery } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { renderWithProviders } from '../testing/render';
import { OfflineBanner, OfflineGate } from './offline-shell';

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
