import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkBoundary, lazyRetrying } from './chunk-boundary';

/** What Chromium throws when import() cannot fetch a chunk. */
const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/page-x.js');

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

// React reports every error a boundary catches on the console.
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

function Broken(): never {
  throw new Error('a bug');
}

describe('ChunkBoundary and lazyRetrying', () => {
  it('shows the offline message with Try again instead of a blank screen, and loads the chunk on Try again', async () => {
    setOnline(false);
    let reachable = false;
    const Page = lazyRetrying(async () => {
      if (!reachable) throw chunkError();
      return { default: () => <p>the page</p> };
    });
    render(
      <ChunkBoundary>
        <Suspense fallback={<p>loading</p>}>
          <Page />
        </Suspense>
      </ChunkBoundary>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: "You're offline" })).toBeInTheDocument();
    // Still unreachable: Try again shows the message again (a lazy component would keep its first failure for good).
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: "You're offline" })).toBeInTheDocument();
    reachable = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('the page')).toBeInTheDocument();
  });

  it('tries again by itself when the connection comes back', async () => {
    setOnline(false);
    let reachable = false;
    const Page = lazyRetrying(async () => {
      if (!reachable) throw chunkError();
      return { default: () => <p>back</p> };
    });
    render(
      <ChunkBoundary>
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      </ChunkBoundary>,
    );
    expect(await screen.findByText("You're offline")).toBeInTheDocument();
    reachable = true;
    setOnline(true);
    expect(await screen.findByText('back')).toBeInTheDocument();
  });

  it('passes on an error that is not a failed chunk', async () => {
    expect(() =>
      render(
        <ChunkBoundary>
          <Broken />
        </ChunkBoundary>,
      ),
    ).toThrow('a bug');
  });
});
