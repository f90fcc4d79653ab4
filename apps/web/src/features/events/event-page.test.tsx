import type { Event } from '@tabang/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, json, signedInAs, signedOut } from '../../testing/fake-server';
import { event, organization } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import EventPage from './event-page';

const HOUR = 60 * 60 * 1000;

function showEvent(fields: Partial<Event>, volunteers = 3, routes: Parameters<typeof fakeServer>[0] = {}) {
  const shown = event(5, { organizationID: 1, organizationName: 'Charity 1', ...fields });
  const server = fakeServer({
    ...signedOut,
    'GET /api/get/events/5': () => json([shown]),
    'GET /api/get/organizations/1': () => json([organization(1)]),
    'GET /api/get/events/volunteers/count/5': () => json({ totalVolunteers: volunteers }),
    ...routes,
  });
  renderWithProviders(null, { path: '/event/5', routes: { '/event/:eventID': <EventPage /> } });
  return server;
}

const hero = async () => (await screen.findByRole('heading', { level: 1, name: 'Event 5' })).parentElement!;

beforeEach(() => {
  localStorage.clear();
});

describe('EventPage: a cancelled event', () => {
  const cancelled = {
    cancelledAt: new Date(Date.now() - HOUR).toISOString(),
    cancelReason: 'Moved because of the typhoon; new date soon.',
    goalAmount: 5000,
    volunteerCapacity: 3,
    volunteerCount: 1,
  };

  it('shows the reason and the charity’s other events, and nothing that invites giving or volunteering', async () => {
    const others = [
      event(5, { organizationID: 1 }),
      event(6, { organizationID: 1, nameOfEvent: 'Rescheduled Clinic' }),
    ];
    showEvent(cancelled, 1, { 'GET /api/get/organizations/events/upcoming/1': () => json(others) });
    const top = await hero();
    expect(within(top).getByText('This event was cancelled')).toBeInTheDocument();
    expect(
      within(top).getByText('The charity’s reason: Moved because of the typhoon; new date soon.'),
    ).toBeInTheDocument();
    const list = await screen.findByRole('region', { name: 'Other events by Charity 1' });
    expect(await within(list).findByRole('link', { name: 'Rescheduled Clinic' })).toBeInTheDocument();
    // The cancelled event itself is not offered again.
    expect(within(list).queryByRole('link', { name: 'Event 5' })).not.toBeInTheDocument();
    for (const invite of [/slots? left/, 'Be the first to give', /^Volunteer/, 'Donate Now', /raised/])
      expect(within(top).queryByText(invite)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Volunteer/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Donate Now' })).not.toBeInTheDocument();
  });
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

describe('EventPage: the last volunteer slot', () => {
  const signedIn = signedInAs({ userID: 7, firstName: 'Maria', lastName: 'Santos', role: 'user' });
  const start = new Date(Date.now() + 48 * HOUR).toISOString();
  const mySignUp = (status: 'volunteered' | 'waitlisted', position: number | null = null) => ({
    eventID: 5,
    organizationID: 1,
    nameOfEvent: 'Event 5',
    dateAndTimeStart: start,
    volunteeredAt: new Date().toISOString(),
    status,
    position,
  });
  const myVolunteering = {
    eventID: 5,
    nameOfEvent: 'Event 5',
    startDate: start,
    endDate: null,
    location: 'Times Beach, Davao City',
    organizationID: 1,
    organizationName: 'Charity 1',
    status: 'volunteered',
    position: null,
    checkInCode: 'A1B2C3D4',
    checkedInAt: null,
    checkedOutAt: null,
    hours: 0,
    past: false,
    cancelled: false,
  };

  /** A 1-slot event on a server that keeps who holds the slot; `signIn` picks who reads the page. */
  function oneSlotEvent(signIn: Record<string, () => Response>, taken: boolean) {
    let holder = taken;
    const shown = () =>
      event(5, {
        organizationID: 1,
        organizationName: 'Charity 1',
        dateAndTimeStart: start,
        volunteerCapacity: 1,
        volunteerCount: holder ? 1 : 0,
      });
    const server = fakeServer({
      ...signIn,
      'GET /api/get/events/5': () => json([shown()]),
      'GET /api/get/organizations/1': () => json([organization(1)]),
      'GET /api/get/events/volunteers/count/5': () => json({ totalVolunteers: holder ? 1 : 0 }),
      'GET /api/get/users/volunteered/events/7': () => json(holder ? [mySignUp('volunteered')] : []),
      'GET /api/get/my/volunteering': () => json(holder ? [myVolunteering] : []),
      'POST /api/post/events/volunteer': () => {
        holder = true;
        return json({
          message: 'Thank you for volunteering!',
          volunteered: true,
          totalVolunteers: 1,
          status: 'volunteered',
        });
      },
      'POST /api/post/events/unvolunteer': () => {
        holder = false;
        return json({ message: 'You have unvolunteered.', volunteered: false, totalVolunteers: 0 });
      },
    });
    const rendered = renderWithProviders(null, {
      path: '/event/5',
      routes: { '/event/:eventID': <EventPage /> },
    });
    return { server, ...rendered };
  }

  it('tells whoever takes it "You’re in!" with their code, the calendar and a way out, never "Full"', async () => {
    const { user, server } = oneSlotEvent(signedIn, false);
    expect(await screen.findByText('1 of 1 slot left')).toBeInTheDocument();
    const volunteer = await screen.findByRole('button', { name: 'Volunteer' });
    await waitFor(() => expect(volunteer).toBeEnabled());
    await user.click(volunteer);

    const card = await screen.findByRole('region', { name: 'You’re in!' });
    // The event came back full (its slot is theirs), and still they are not told to join the waitlist.
    await waitFor(() => expect(server.calls.filter((c) => c.path === '/api/get/events/5')).toHaveLength(2));
    expect(await within(card).findByTestId('check-in-code')).toHaveTextContent('A1B2C3D4');
    expect(screen.queryByText('Full — join the waitlist')).not.toBeInTheDocument();
    expect(screen.queryByTestId('volunteer-slots')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volunteered' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(card).getByRole('link', { name: /Google Calendar/ })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /\.ics|Apple|Outlook/ })).toHaveAttribute(
      'href',
      '/api/get/events/5/calendar.ics',
    );

    // Can't make it? gives the slot back: the card goes, and the slot is offered again.
    const leave = within(card).getByRole('button', { name: 'Can’t make it?' });
    expect(leave).toHaveAccessibleDescription(
      'This takes you off the event, so someone else can have your slot.',
    );
    await user.click(leave);
    expect(await screen.findByText('You have unvolunteered.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('youre-in')).not.toBeInTheDocument());
    expect(await screen.findByText('1 of 1 slot left')).toBeInTheDocument();
    expect(server.posts().map((call) => call.path)).toEqual([
      '/api/post/events/volunteer',
      '/api/post/events/unvolunteer',
    ]);
  });

  it('shows "Full — join the waitlist" to everyone else, and no "You’re in!"', async () => {
    const visitor = signedInAs({ userID: 8, firstName: 'Jose', lastName: 'Rizal', role: 'user' });
    const { server } = oneSlotEvent(
      { ...visitor, 'GET /api/get/users/volunteered/events/8': () => json([]) },
      true,
    );
    expect(await screen.findByText('Full — join the waitlist')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Join the waitlist' })).toBeInTheDocument();
    expect(screen.queryByTestId('youre-in')).not.toBeInTheDocument();
    // Their code is nobody else's business: My volunteering is not even asked.
    expect(server.calls.map((call) => call.path)).not.toContain('/api/get/my/volunteering');
  });

  it('shows "Full — join the waitlist" to a visitor who is signed out', async () => {
    oneSlotEvent(signedOut, true);
    expect(await screen.findByText('Full — join the waitlist')).toBeInTheDocument();
    expect(screen.queryByTestId('youre-in')).not.toBeInTheDocument();
  });

  it('on a return visit to a full event, the volunteer holding a slot sees "You’re in!"', async () => {
    oneSlotEvent(signedIn, true);
    const card = await screen.findByRole('region', { name: 'You’re in!' });
    expect(await within(card).findByTestId('check-in-code')).toHaveTextContent('A1B2C3D4');
    expect(screen.queryByText('Full — join the waitlist')).not.toBeInTheDocument();
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

describe('EventPage: the solicitation permit', () => {
  const DAY = 24 * HOUR;
  /** A Philippine date `days` from now. */
  const day = (days: number) => new Date(Date.now() + days * DAY + 8 * HOUR).toISOString().slice(0, 10);
  const permit = {
    type: 'dswd-regional',
    number: 'DSWD-SB-SP-00123-2026',
    issuer: 'DSWD Field Office XI',
    validFrom: day(-10),
    validUntil: '2099-12-31',
    exemptReason: null,
    checked: false,
    valid: true,
  } as const;

  it('shows the DSWD permit under the title, not yet checked, and the Donate button while it holds', async () => {
    showEvent({ permit });
    const badge = await screen.findByRole('region', { name: 'Solicitation permit' });
    expect(badge).toHaveTextContent('DSWD Permit No. DSWD-SB-SP-00123-2026 · valid until Dec 31, 2099');
    expect(within(badge).getByText('Not yet checked by Tabang')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Donate Now' })).toBeInTheDocument();
  });

  it("names an LGU's permit by its issuer, and says when Tabang has checked it", async () => {
    showEvent({ permit: { ...permit, type: 'lgu', issuer: 'Davao City', checked: true } });
    const badge = await screen.findByRole('region', { name: 'Solicitation permit' });
    expect(badge).toHaveTextContent('Davao City Permit No. DSWD-SB-SP-00123-2026 · valid until Dec 31, 2099');
    expect(within(badge).getByText('Checked by Tabang')).toBeInTheDocument();
  });

  it('replaces Donate by the reason once the permit has lapsed, and before it starts', async () => {
    showEvent({ permit: { ...permit, validFrom: day(-40), validUntil: day(-2), valid: false } });
    const top = await hero();
    expect(
      await within(top).findByText(/^This drive's permit expired on .+: it takes no more donations\.$/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Donate Now' })).not.toBeInTheDocument();
  });

  it('says from when a permit not yet valid lets the drive take donations', async () => {
    showEvent({ permit: { ...permit, validFrom: day(5), valid: false } });
    expect(
      await screen.findByText(/^This drive's permit is valid from .+: it takes donations from that day\.$/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Donate Now' })).not.toBeInTheDocument();
  });

  it('shows no badge for an event without a permit', async () => {
    showEvent({ goalAmount: 5000 });
    await hero();
    expect(screen.queryByRole('region', { name: 'Solicitation permit' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Donate Now' })).toBeInTheDocument();
  });
});
