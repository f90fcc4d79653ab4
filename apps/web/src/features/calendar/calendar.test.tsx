import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, json, signedInAs } from '../../testing/fake-server';
import { event } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { AddToCalendar } from './add-to-calendar';
import { CalendarFeed } from './calendar-feed';

const USER = { userID: 7, firstName: 'Maria', lastName: 'Santos', role: 'user' as const };
const FEED = 'https://tabang.example/api/get/my/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics';
const NEW_FEED = 'https://tabang.example/api/get/my/calendar/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB.ics';

describe('AddToCalendar', () => {
  it('offers the .ics download and Google Calendar with the same UTC times', () => {
    renderWithProviders(
      <AddToCalendar
        event={event(5, {
          nameOfEvent: 'Coastal clean-up & planting',
          dateAndTimeStart: '2099-12-05T00:30:00.000Z',
          dateAndTimeEnd: '2099-12-05T04:00:00.000Z',
        })}
      />,
    );
    const section = screen.getByRole('region', { name: 'Add to calendar' });
    const ics = within(section).getByRole('link', { name: 'Download .ics (Apple, Outlook)' });
    expect(ics).toHaveAttribute('href', '/api/get/events/5/calendar.ics');
    expect(ics).toHaveAttribute('download');
    const google = within(section).getByRole('link', { name: 'Google Calendar (opens in a new tab)' });
    expect(google).toHaveAttribute('target', '_blank');
    const url = new URL(google.getAttribute('href')!);
    expect(url.searchParams.get('text')).toBe('Coastal clean-up & planting');
    expect(url.searchParams.get('dates')).toBe('20991205T003000Z/20991205T040000Z');
    expect(url.searchParams.get('location')).toBe('Times Beach, Davao City');
    expect(url.searchParams.get('ctz')).toBe('Asia/Manila');
    expect(url.searchParams.get('details')).toContain(`${window.location.origin}/event/5`);
  });

  it('shows nothing for an event that has ended', () => {
    renderWithProviders(
      <AddToCalendar
        event={event(6, { dateAndTimeStart: '2020-01-01T00:00:00.000Z', dateAndTimeEnd: null })}
      />,
    );
    expect(screen.queryByRole('region', { name: 'Add to calendar' })).not.toBeInTheDocument();
  });
});

describe('CalendarFeed', () => {
  it('creates a link, shows it with copy, subscribe and Google links', async () => {
    const server = fakeServer({
      ...signedInAs(USER),
      'GET /api/get/my/calendar': () => json({ url: null }),
      'POST /api/post/my/calendar': () => json({ url: FEED }),
    });
    const { user } = renderWithProviders(<CalendarFeed />);
    await user.click(await screen.findByRole('button', { name: 'Create my calendar link' }));

    const input = await screen.findByRole('textbox', { name: 'Your calendar link' });
    expect(input).toHaveValue(FEED);
    expect(input).toHaveAttribute('readonly');
    expect(screen.getByRole('link', { name: 'Subscribe (Apple Calendar, Outlook)' })).toHaveAttribute(
      'href',
      'webcal://tabang.example/api/get/my/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics',
    );
    const google = screen.getByRole('link', { name: 'Add to Google Calendar (opens in a new tab)' });
    expect(new URL(google.getAttribute('href')!).searchParams.get('cid')).toBe(
      'webcal://tabang.example/api/get/my/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics',
    );
    expect(server.posts().map((call) => call.path)).toEqual(['/api/post/my/calendar']);

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Calendar link copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(FEED);
  });

  it('makes a new link only after confirming, and turns the link off', async () => {
    const server = fakeServer({
      ...signedInAs(USER),
      'GET /api/get/my/calendar': () => json({ url: FEED }),
      'POST /api/post/my/calendar': () => json({ url: NEW_FEED }),
      'POST /api/post/my/calendar/revoke': () => json({ message: 'Your calendar link is turned off.' }),
    });
    const { user } = renderWithProviders(<CalendarFeed />);
    expect(await screen.findByRole('textbox', { name: 'Your calendar link' })).toHaveValue(FEED);

    await user.click(screen.getByRole('button', { name: 'Make a new link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a new calendar link?' });
    expect(within(dialog).getByText(/old link stops working/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.posts()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Make a new link' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Make a new calendar link?' })).getByRole('button', {
        name: 'Make a new link',
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Your calendar link' })).toHaveValue(NEW_FEED),
    );
    expect(await screen.findByText(/The old one no longer works/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Turn off your calendar link?' })).getByRole(
        'button',
        {
          name: 'Turn off',
        },
      ),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Create my calendar link' })).toHaveFocus(),
    );
    expect(await screen.findByText('Your calendar link is turned off.')).toBeInTheDocument();
    expect(server.posts().map((call) => call.path)).toEqual([
      '/api/post/my/calendar',
      '/api/post/my/calendar/revoke',
    ]);
  });

  it('says when the link cannot be loaded or changed, with a way to try again', async () => {
    let fail = true;
    fakeServer({
      ...signedInAs(USER),
      'GET /api/get/my/calendar': () => (fail ? json({ message: 'Down' }, 500) : json({ url: null })),
      'POST /api/post/my/calendar': () => json({ message: 'Down' }, 500),
    });
    const { user } = renderWithProviders(<CalendarFeed />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your calendar link could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(await screen.findByRole('button', { name: 'Create my calendar link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That did not work. Please try again.');
  });
});
