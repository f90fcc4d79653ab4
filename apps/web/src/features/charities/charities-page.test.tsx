import type { Category } from '@tabang/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '../../lib/use-url-search';
import { fakeServer, json, listPage } from '../../testing/fake-server';
import { organization, range } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import CharitiesPage from './charities-page';

const education: Category = { categoryID: 3, category: 'Education' };
const charity = organization;
const charities = (from: number, to: number) => range(from, to, (id) => organization(id));

const FIRST = '/api/get/organizations?limit=24';
const categories = { 'GET /api/get/categories/all': () => json([education]) };
const cardNames = () =>
  screen.queryAllByTestId('charity-card').map((card) => within(card).getByRole('link').textContent);
const listCalls = (calls: { path: string }[]) =>
  calls.filter((call) => call.path.startsWith('/api/get/organizations')).map((call) => call.path);

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

describe('CharitiesPage', () => {
  it('shows the first page, and Load more appends the page at the Link URL, focusing the first new card', async () => {
    const next = '/api/get/organizations?limit=24&cursor=abc';
    const server = fakeServer({
      ...categories,
      [`GET ${FIRST}`]: () => listPage(charities(1, 24), next),
      [`GET ${next}`]: () => listPage(charities(25, 30)),
    });
    const { user } = renderWithProviders(<CharitiesPage />, { path: '/charities' });
    await screen.findByText('Charity 1');
    expect(screen.getAllByTestId('charity-card')).toHaveLength(24);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('charity-card')).toHaveLength(30));
    expect(cardNames().slice(23, 26)).toEqual(['Charity 24', 'Charity 25', 'Charity 26']);
    expect(screen.getByRole('link', { name: 'Charity 25' })).toHaveFocus();
    expect(screen.getByText('6 more loaded')).toBeInTheDocument();
    // The last page: no button, the end of the list instead.
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('You have reached the end of the list.')).toBeInTheDocument();
    expect(listCalls(server.calls)).toEqual([FIRST, next]);
  });

  it('loads the next page when the end of the list scrolls into view', async () => {
    const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        targets: Element[] = [];
        constructor(callback: IntersectionObserverCallback) {
          observers.push({ callback, targets: this.targets });
        }
        observe(target: Element) {
          this.targets.push(target);
        }
        disconnect() {
          this.targets.length = 0;
        }
      },
    );
    const next = '/api/get/organizations?limit=24&cursor=abc';
    fakeServer({
      ...categories,
      [`GET ${FIRST}`]: () => listPage(charities(1, 24), next),
      [`GET ${next}`]: () => listPage(charities(25, 26)),
    });
    renderWithProviders(<CharitiesPage />, { path: '/charities' });
    await screen.findByText('Charity 1');
    // The end of the list is watched from an effect, which may run after the cards are on screen.
    const watching = await waitFor(() => {
      const observer = observers.find((candidate) => candidate.targets.length > 0);
      expect(observer).toBeDefined();
      return observer!;
    });
    watching.callback(
      [{ isIntersecting: true, target: watching.targets[0]! } as IntersectionObserverEntry],
      {} as IntersectionObserver,
    );
    await waitFor(() => expect(screen.getAllByTestId('charity-card')).toHaveLength(26));
    // Scrolling does not move focus.
    expect(screen.getByRole('link', { name: 'Charity 25' })).not.toHaveFocus();
  });

  it('searches on the server once typing pauses, trimmed, and keeps the search and category in the URL', async () => {
    const searched = '/api/get/organizations?limit=24&q=reef';
    const both = '/api/get/organizations?limit=24&q=reef&category=3';
    const server = fakeServer({
      ...categories,
      [`GET ${FIRST}`]: () => listPage(charities(1, 3)),
      [`GET ${searched}`]: () => listPage([charity(7, { organizationName: 'Reef Guardians' })]),
      [`GET ${both}`]: () =>
        listPage([charity(7, { organizationName: 'Reef Guardians', categories: [education] })]),
    });
    const { user, router } = renderWithProviders(<CharitiesPage />, { path: '/charities' });
    await screen.findByText('Charity 1');

    const box = screen.getByRole('searchbox', { name: 'Search charities' });
    typeSlowly(box, '  reef ', () => listCalls(server.calls));
    await screen.findByText('Reef Guardians');
    expect(screen.queryByText('Charity 1')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=reef');
    // One search for the whole word, not one per key.
    expect(listCalls(server.calls)).toEqual([FIRST, searched]);

    await user.click(await screen.findByRole('button', { name: 'Education' }));
    await waitFor(() => expect(listCalls(server.calls)).toContain(both));
    expect(new URLSearchParams(router.state.location.search).get('category')).toBe('3');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('reef');
    expect(await screen.findByText('Showing charities in Education')).toBeInTheDocument();
  });

  it('opens with the search and category of the URL', async () => {
    const path = '/api/get/organizations?limit=24&q=reef&category=3';
    const server = fakeServer({ ...categories, [`GET ${path}`]: () => listPage([charity(7)]) });
    renderWithProviders(<CharitiesPage />, { path: '/charities?q=reef&category=3' });
    await screen.findByText('Charity 7');
    expect(screen.getByRole('searchbox', { name: 'Search charities' })).toHaveValue('reef');
    expect(listCalls(server.calls)).toEqual([path]);
  });

  it('says which list is empty: a search, a category, or no charities at all', async () => {
    fakeServer({
      ...categories,
      [`GET ${FIRST}`]: () => listPage([]),
      'GET /api/get/organizations?limit=24&category=3': () => listPage([]),
      'GET /api/get/organizations?limit=24&q=zumba': () => listPage([]),
    });
    const { router } = renderWithProviders(<CharitiesPage />, { path: '/charities' });
    expect(await screen.findByText('No charities yet.')).toBeInTheDocument();
    await router.navigate('/charities?category=3');
    expect(await screen.findByText('No charities in this category yet.')).toBeInTheDocument();
    await router.navigate('/charities?q=zumba');
    expect(await screen.findByText('No charities match your search')).toBeInTheDocument();
    // A URL changed from outside (Back, a link) shows in the search box.
    expect(screen.getByRole('searchbox', { name: 'Search charities' })).toHaveValue('zumba');
  });

  it('shows an error with Try again, which loads the list', async () => {
    let fail = true;
    fakeServer({
      ...categories,
      [`GET ${FIRST}`]: () =>
        fail ? json({ message: 'Something went wrong on our side.' }, 500) : listPage([charity(1)]),
    });
    const { user } = renderWithProviders(<CharitiesPage />, { path: '/charities' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load charities');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Charity 1')).toBeInTheDocument();
  });

  it('keeps the loaded cards when the next page fails, and Load more tries again', async () => {
    const next = '/api/get/organizations?limit=24&cursor=abc';
    let fail = true;
    fakeServer({
      ...categories,
      [`GET ${FIRST}`]: () => listPage(charities(1, 24), next),
      [`GET ${next}`]: () =>
        fail ? json({ message: 'Something went wrong on our side.' }, 500) : listPage([charity(25)]),
    });
    const { user } = renderWithProviders(<CharitiesPage />, { path: '/charities' });
    await screen.findByText('Charity 1');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Could not load more. Try again.')).toBeInTheDocument();
    expect(screen.getAllByTestId('charity-card')).toHaveLength(24);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('charity-card')).toHaveLength(25));
    expect(screen.queryByText('Could not load more. Try again.')).not.toBeInTheDocument();
  });
});
