import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, json, listPage } from '../../testing/fake-server';
import { event, organization, range } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import HomePage from './home-page';

describe('HomePage', () => {
  it('asks for 3 charities, a few of the soonest events, the urgent drives and the leaderboard, never a whole list', async () => {
    const server = fakeServer({
      'GET /api/get/organizations?limit=3': () =>
        listPage(
          range(1, 3, (id) => organization(id, { totalDonationCollected: id === 2 ? 500 : 10 })),
          '/api/get/organizations?limit=3&cursor=abc',
        ),
      'GET /api/get/events/all/upcoming?limit=6': () =>
        listPage([event(1, { nameOfEvent: 'Coastal Cleanup', dateAndTimeStart: new Date().toISOString() })]),
      'GET /api/get/events/all/upcoming?urgent=1&limit=3': () =>
        json([event(8, { nameOfEvent: 'Quake relief', reliefDrive: true, urgent: true })]),
      'GET /api/get/leaderboard': () => json([]),
    });
    renderWithProviders(<HomePage />);
    const urgent = await screen.findByRole('region', { name: 'Urgent' });
    expect(within(urgent).getByRole('link', { name: 'Quake relief' })).toHaveAttribute('href', '/event/8');
    const charities = await screen.findByTestId('home-charities');
    expect(within(charities).getAllByTestId('charity-card')).toHaveLength(3);
    expect(await screen.findByText('Coastal Cleanup')).toBeInTheDocument();
    // The spotlight is the one of the three that has collected the most.
    expect(screen.getByRole('link', { name: 'Visit Charity 2' })).toBeInTheDocument();
    expect(await screen.findByText(/No donation data available yet/)).toBeInTheDocument();

    const lists = server.calls.filter((call) =>
      /\/(organizations|events\/all\/upcoming)(\?|$)/.test(call.path),
    );
    expect(lists.map((call) => call.path).sort()).toEqual([
      '/api/get/events/all/upcoming?limit=6',
      '/api/get/events/all/upcoming?urgent=1&limit=3',
      '/api/get/organizations?limit=3',
    ]);
    // Every list Home asks for is bounded (the leaderboard is capped by the server).
    for (const call of lists)
      expect(new URL(call.path, location.origin).searchParams.get('limit')).toMatch(/^\d$/);
  });
});

describe('HomePage when the API is down', () => {
  it('says the spotlight could not be loaded, with Try again, instead of an empty card', async () => {
    let up = false;
    fakeServer({
      'GET /api/get/organizations?limit=3': () =>
        up ? listPage([organization(1, { organizationName: 'Davao Food Bank' })]) : json({}, 503),
      'GET /api/get/events/all/upcoming?limit=6': () => json({}, 503),
      'GET /api/get/leaderboard': () => json({}, 503),
    });
    const { user } = renderWithProviders(<HomePage />);
    const spotlight = await screen.findByRole('region', { name: 'Charity spotlight' });
    expect(await within(spotlight).findByRole('alert')).toHaveTextContent(
      "The charity spotlight couldn't be loaded.",
    );
    up = true;
    await user.click(within(spotlight).getByRole('button', { name: 'Try again' }));
    expect(await within(spotlight).findByRole('link', { name: 'Visit Davao Food Bank' })).toBeInTheDocument();
  });
});
