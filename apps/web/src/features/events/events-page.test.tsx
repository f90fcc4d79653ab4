import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '../../lib/use-url-search';
import { fakeServer, json, listPage, signedInAs } from '../../testing/fake-server';
import { event, range } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import EventsPage from './events-page';

const FIRST = '/api/get/events/all/upcoming?limit=24';
const events = (from: number, to: number) => range(from, to, (id) => event(id));
const cardNames = () =>
  screen.queryAllByTestId('event-card').map((card) => within(card).getByRole('link').textContent);
const listCalls = (calls: { path: string }[]) =>
  calls.filter((call) => call.path.startsWith('/api/get/events/all/upcoming')).map((call) => call.path);

/** Types `text` a key at a time, each key a little sooner than the debounce, and then lets the pause pass. */
function typeSlowly(box: HTMLElement, text: string, sent: () => string[]) {
  const before = sent();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    for (let length = 1; length <= text.length; length += 1) {
      fireEvent.change(box, { target: { value: text.slice(0, length) } });
      act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    }
    // Nothing is sent while the person is still typing.
    expect(sent()).toEqual(before);
    act(() => vi.advanceTimersByTime(50));
  } finally {
    vi.useRealTimers();
  }
}

describe('EventsPage', () => {
  it('shows the first page, and Load more appends the page at the Link URL', async () => {
    const next = '/api/get/events/all/upcoming?limit=24&cursor=xyz';
    const server = fakeServer({
      [`GET ${FIRST}`]: () => listPage(events(1, 24), next),
      [`GET ${next}`]: () => listPage(events(25, 40)),
    });
    const { user } = renderWithProviders(<EventsPage />, { path: '/events' });
    await screen.findByText('Event 1');
    expect(screen.getAllByTestId('event-card')).toHaveLength(24);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('event-card')).toHaveLength(40));
    expect(cardNames()[24]).toBe('Event 25');
    expect(screen.getByRole('link', { name: 'Event 25' })).toHaveFocus();
    expect(screen.getByText('16 more loaded')).toBeInTheDocument();
    expect(screen.getByText('You have reached the end of the list.')).toBeInTheDocument();
    expect(listCalls(server.calls)).toEqual([FIRST, next]);
  });

  it('searches on the server once typing pauses, with the search in the URL, and says when nothing matches', async () => {
    const searched = '/api/get/events/all/upcoming?limit=24&q=Buhangin';
    const server = fakeServer({
      [`GET ${FIRST}`]: () => listPage(events(1, 3)),
      [`GET ${searched}`]: () => listPage([event(9, { nameOfEvent: 'Feeding Day' })]),
      'GET /api/get/events/all/upcoming?limit=24&q=zumba': () => listPage([]),
    });
    const { user, router } = renderWithProviders(<EventsPage />, { path: '/events' });
    await screen.findByText('Event 1');
    const box = screen.getByRole('searchbox', { name: 'Search events' });

    typeSlowly(box, ' Buhangin ', () => listCalls(server.calls));
    await screen.findByText('Feeding Day');
    expect(cardNames()).toEqual(['Feeding Day']);
    expect(router.state.location.search).toBe('?q=Buhangin');
    expect(screen.getByText('Events found: 1')).toBeInTheDocument();
    expect(listCalls(server.calls)).toEqual([FIRST, searched]);

    await user.clear(box);
    await user.type(box, 'zumba');
    expect(await screen.findByText('No events match your search')).toBeInTheDocument();
    expect(screen.queryByText('No Upcoming Events')).not.toBeInTheDocument();

    // Clearing the search shows every upcoming event again, from the first page.
    await user.clear(box);
    await screen.findByText('Event 1');
    expect(router.state.location.search).toBe('');
  });

  it('opens with the search of the URL', async () => {
    const path = '/api/get/events/all/upcoming?limit=24&q=reef';
    const server = fakeServer({ [`GET ${path}`]: () => listPage([event(5, { nameOfEvent: 'Reef Dive' })]) });
    renderWithProviders(<EventsPage />, { path: '/events?q=reef' });
    await screen.findByText('Reef Dive');
    expect(screen.getByRole('searchbox', { name: 'Search events' })).toHaveValue('reef');
    expect(listCalls(server.calls)).toEqual([path]);
  });

  it("says 'No Upcoming Events' when there are none and no search", async () => {
    fakeServer({ [`GET ${FIRST}`]: () => listPage([]) });
    renderWithProviders(<EventsPage />, { path: '/events' });
    expect(await screen.findByText('No Upcoming Events')).toBeInTheDocument();
    expect(screen.queryByText('No events match your search')).not.toBeInTheDocument();
  });

  it('shows an error with Try again, which loads the list', async () => {
    let fail = true;
    fakeServer({
      [`GET ${FIRST}`]: () =>
        fail ? json({ message: 'Something went wrong on our side.' }, 500) : listPage(events(1, 1)),
    });
    const { user } = renderWithProviders(<EventsPage />, { path: '/events' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load events');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Event 1')).toBeInTheDocument();
  });
});

describe('EventsPage: filters', () => {
  it('filters by date, category and open slots on the server, keeps them in the URL, and Back undoes one', async () => {
    const weekend = '/api/get/events/all/upcoming?limit=24&date=weekend';
    const combined = '/api/get/events/all/upcoming?limit=24&date=weekend&category=6&openSlots=1';
    const server = fakeServer({
      [`GET ${FIRST}`]: () => listPage(events(1, 3)),
      'GET /api/get/categories/all': () =>
        json([
          { categoryID: 6, category: 'Feeding Program' },
          { categoryID: 2, category: 'Animal Welfare' },
        ]),
      [`GET ${weekend}`]: () => listPage([event(8, { nameOfEvent: 'Saturday Feeding' })]),
      [`GET ${combined}`]: () => listPage([]),
    });
    const { user, router } = renderWithProviders(<EventsPage />, { path: '/events' });
    await screen.findByText('Event 1');
    expect(screen.getByRole('button', { name: 'Any date' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'This weekend' }));
    await screen.findByText('Saturday Feeding');
    expect(router.state.location.search).toBe('?date=weekend');
    expect(screen.getByRole('button', { name: 'This weekend' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Events found: 1')).toBeInTheDocument();

    const category = screen.getByRole('combobox', { name: 'Category' });
    await waitFor(() => expect(category).toBeEnabled());
    await user.selectOptions(category, 'Feeding Program');
    await user.click(screen.getByRole('checkbox', { name: 'Open volunteer slots' }));
    // Nothing matches: it says what to do, and Clear filters brings every event back.
    expect(await screen.findByText(/No upcoming events match these filters/)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?date=weekend&category=6&openSlots=1');
    expect(listCalls(server.calls)).toContain(combined);

    // Back undoes the last choice (open slots): the category stays.
    act(() => void router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe('?date=weekend&category=6'));
    expect(screen.getByRole('checkbox', { name: 'Open volunteer slots' })).not.toBeChecked();
    act(() => void router.navigate(1));
    await screen.findByText(/No upcoming events match these filters/);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByText('Event 1');
    expect(router.state.location.search).toBe('');
  });

  it('opens with the filters of the URL', async () => {
    const path = '/api/get/events/all/upcoming?limit=24&date=today&openSlots=1';
    const server = fakeServer({ [`GET ${path}`]: () => listPage([event(5, { nameOfEvent: 'Reef Dive' })]) });
    renderWithProviders(<EventsPage />, { path: '/events?date=today&openSlots=1' });
    await screen.findByText('Reef Dive');
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('checkbox', { name: 'Open volunteer slots' })).toBeChecked();
    expect(listCalls(server.calls)).toEqual([path]);
  });
});

describe('EventsPage: full events', () => {
  it('shows "Full — join the waitlist" on a full event\'s card, but not to the volunteer who holds one of its slots', async () => {
    const start = new Date(Date.now() + 48 * 60 * 60 * 1000).toISOString();
    const full = { volunteerCapacity: 1, volunteerCount: 1, dateAndTimeStart: start };
    fakeServer({
      ...signedInAs({ userID: 7, firstName: 'Maria', lastName: 'Santos', role: 'user' }),
      [`GET ${FIRST}`]: () => listPage([event(1, full), event(2, full)]),
      'GET /api/get/users/volunteered/events/7': () =>
        json([
          {
            eventID: 1,
            organizationID: 1,
            nameOfEvent: 'Event 1',
            dateAndTimeStart: start,
            volunteeredAt: new Date().toISOString(),
            status: 'volunteered',
            position: null,
          },
        ]),
    });
    renderWithProviders(<EventsPage />, { path: '/events' });
    const card = async (name: string) =>
      (await screen.findByRole('link', { name })).closest('[data-testid="event-card"]') as HTMLElement;
    const theirs = await card('Event 1');
    // Once their sign-ups have loaded, their event's card says nothing about the slots (the slot is theirs).
    await waitFor(() => expect(within(theirs).queryByTestId('volunteer-slots')).not.toBeInTheDocument());
    expect(within(await card('Event 2')).getByText('Full — join the waitlist')).toBeInTheDocument();
    expect(screen.getAllByText('Full — join the waitlist')).toHaveLength(1);
  });
});
