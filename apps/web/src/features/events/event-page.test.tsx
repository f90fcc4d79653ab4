import type { Event } from '@tabang/shared';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, json, signedOut } from '../../testing/fake-server';
import { event, organization } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import EventPage from './event-page';

const HOUR = 60 * 60 * 1000;

function showEvent(fields: Partial<Event>, volunteers = 3) {
  const shown = event(5, { organizationID: 1, organizationName: 'Charity 1', ...fields });
  const server = fakeServer({
    ...signedOut,
    'GET /api/get/events/5': () => json([shown]),
    'GET /api/get/organizations/1': () => json([organization(1)]),
    'GET /api/get/events/volunteers/count/5': () => json({ totalVolunteers: volunteers }),
  });
  renderWithProviders(null, { path: '/event/5', routes: { '/event/:eventID': <EventPage /> } });
  return server;
}

const hero = async () => (await screen.findByRole('heading', { level: 1, name: 'Event 5' })).parentElement!;

beforeEach(() => {
  localStorage.clear();
});

describe('EventPage: an event that has ended', () => {
  const ended = {
    dateAndTimeStart: new Date(Date.now() - 5 * HOUR).toISOString(),
    dateAndTimeEnd: new Date(Date.now() - 2 * HOUR).toISOString(),
  };

  it('says so, offers no Volunteer, and offers a donation to the charity instead', async () => {
    showEvent(ended);
    const top = await hero();
    expect(within(top).getByText('Ended')).toBeInTheDocument();
    expect(within(top).getByText(/^This event ended on /)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Volunteer/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Donate Now' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Donate to Charity 1' })).toHaveAttribute('href', '/charity/1');
    // The volunteers it had are still counted.
    expect(await screen.findByText('3 volunteers')).toBeInTheDocument();
  });

  it('keeps Donate when the event takes donations after it ends', async () => {
    showEvent({ ...ended, donationsAfterEnd: true });
    const top = await hero();
    expect(within(top).getByText('Ended')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Donate Now' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Donate to Charity 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Volunteer/ })).not.toBeInTheDocument();
  });

  it('counts an event without an end as ended once it has started', async () => {
    showEvent({ dateAndTimeStart: new Date(Date.now() - HOUR).toISOString(), dateAndTimeEnd: null });
    expect(within(await hero()).getByText('Ended')).toBeInTheDocument();
  });
});

describe('EventPage: an upcoming event', () => {
  it('has a labelled Volunteer toggle with the volunteer count, and no Ended badge', async () => {
    showEvent({}, 1);
    const volunteer = await screen.findByRole('button', { name: 'Volunteer' });
    expect(volunteer).toHaveAttribute('aria-pressed', 'false');
    expect(volunteer).toHaveTextContent('Volunteer');
    expect(await screen.findByText('1 volunteer')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Donate Now' })).toBeInTheDocument();
    expect(screen.queryByText('Ended')).not.toBeInTheDocument();
    expect(screen.queryByText('Pending verification')).not.toBeInTheDocument();
  });

  it('shows "Pending verification" while its charity is not verified', async () => {
    showEvent({ organizationVerified: false });
    expect(within(await hero()).getByText('Pending verification')).toBeInTheDocument();
  });

  it('says beside Volunteer that a verified charity will see my name, email and phone number', async () => {
    showEvent({ organizationVerified: true });
    expect(await screen.findByRole('button', { name: 'Volunteer' })).toHaveAccessibleDescription(
      'The organiser will see your name, email and phone number.',
    );
  });

  it('says beside Volunteer that an unverified charity will see my name only, until it is verified', async () => {
    showEvent({ organizationVerified: false });
    expect(await screen.findByRole('button', { name: 'Volunteer' })).toHaveAccessibleDescription(
      'The organiser will see your name only. Once an admin verifies this charity, they will also see your email and phone number.',
    );
  });
});

describe('EventPage: when the event cannot be loaded', () => {
  it('says "Failed to load event details" once, what to do next, and offers to try again', async () => {
    fakeServer({ ...signedOut, 'GET /api/get/events/5': () => json({ message: 'Server error' }, 500) });
    renderWithProviders(null, { path: '/event/5', routes: { '/event/:eventID': <EventPage /> } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Failed to load event details' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Failed to load event details')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Check your connection and try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
