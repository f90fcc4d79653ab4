import { renderHook, screen, waitFor, within } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endFirstVisit } from '../lib/first-visit';
import { useWindowWidth } from '../lib/use-window-width';
import { event } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render';
import { EventGrid } from './event-card';

const HOUR = 60 * 60 * 1000;
const card = (name: string) => screen.getByRole('link', { name }).closest('article')!;

describe('EventGrid cards', () => {
  it('mark an ended event "Ended" and an unverified charity\'s event "Pending verification"', async () => {
    renderWithProviders(
      <EventGrid
        events={[
          event(1, { nameOfEvent: 'Upcoming' }),
          event(2, {
            nameOfEvent: 'Over',
            dateAndTimeStart: new Date(Date.now() - 3 * HOUR).toISOString(),
            dateAndTimeEnd: new Date(Date.now() - HOUR).toISOString(),
          }),
          event(3, { nameOfEvent: 'New charity', organizationVerified: false }),
        ]}
      />,
    );
    await screen.findByRole('link', { name: 'Upcoming' });
    expect(within(card('Upcoming')).queryByText('Ended')).not.toBeInTheDocument();
    expect(within(card('Upcoming')).queryByText('Pending verification')).not.toBeInTheDocument();
    expect(within(card('Over')).getByText('Ended')).toBeInTheDocument();
    expect(within(card('New charity')).getByText('Pending verification')).toBeInTheDocument();
    expect(within(card('New charity')).queryByText('Ended')).not.toBeInTheDocument();
  });

  it('show the weekday with the start, in Philippine time', async () => {
    // 16:30 UTC on Friday is 00:30 on Saturday in Davao.
    renderWithProviders(
      <EventGrid
        events={[event(1, { nameOfEvent: 'Night walk', dateAndTimeStart: '2026-11-27T16:30:00.000Z' })]}
      />,
    );
    await screen.findByRole('link', { name: 'Night walk' });
    expect(within(card('Night walk')).getByText('Sat, Nov 28, 2026, 12:30 AM')).toBeInTheDocument();
  });
});

/** Counts the cards in the document when the grid beside it is committed (before the browser can paint). */
function CardsAtCommit({ seen }: { seen: number[] }) {
  useLayoutEffect(() => {
    seen.push(screen.queryAllByTestId('event-card').length);
  }, [seen]);
  return null;
}

/** The window's width is read as the app starts, then on resize: read it again, as a starting app would. */
const readWindowWidth = () => renderHook(() => useWindowWidth()).unmount();

describe('EventGrid with a first screen', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    readWindowWidth();
  });
  const many = Array.from({ length: 24 }, (_, i) => event(i + 1, { nameOfEvent: `Drive ${i + 1}` }));
  /** Draws the grid of 24 with two rows first; how many cards its first commit held. */
  const cardsFirstCommitted = () => {
    const seen: number[] = [];
    renderWithProviders(
      <>
        <EventGrid events={many} firstRows={2} />
        <CardsAtCommit seen={seen} />
      </>,
    );
    return seen[0];
  };

  it('commits the first screen of cards first on the page the app opened with, then draws them all', async () => {
    // Two rows of three, at this window's 1,024 px.
    expect(cardsFirstCommitted()).toBe(6);
    await waitFor(() => expect(screen.getAllByTestId('event-card')).toHaveLength(24));
  });

  it("commits a phone's first screen first: two rows of one card", async () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(412);
    readWindowWidth();
    expect(cardsFirstCommitted()).toBe(2);
    await waitFor(() => expect(screen.getAllByTestId('event-card')).toHaveLength(24));
  });

  it('draws every card at once on a later visit, so Back finds the place the reader scrolled to', () => {
    endFirstVisit();
    expect(cardsFirstCommitted()).toBe(24);
  });
});
