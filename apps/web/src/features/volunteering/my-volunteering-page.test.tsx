import type { MyVolunteering } from '@tabang/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, json, signedInAs } from '../../testing/fake-server';
import { renderWithProviders } from '../../testing/render';
import MyVolunteeringPage from './my-volunteering-page';

const LIST = 'GET /api/get/my/volunteering';
const SUMMARY = {
  'GET /api/get/my/volunteering/summary': () => json({ totalHours: 4.5, eventsAttended: 2 }),
};

// Upcoming whenever the test runs: a fixed date would turn into a past event (no calendar link) once it went by.
const upcoming = Date.now() + 30 * 24 * 60 * 60 * 1000;

function signUp(eventID: number, fields: Partial<MyVolunteering> = {}): MyVolunteering {
  return {
    eventID,
    nameOfEvent: `Event ${eventID}`,
    startDate: new Date(upcoming).toISOString(),
    endDate: new Date(upcoming + 3 * 60 * 60 * 1000).toISOString(),
    location: 'Times Beach, Davao City',
    organizationID: 1,
    organizationName: 'Davao Coastal Care',
    status: 'volunteered',
    position: null,
    checkInCode: `ABCDEF${String(eventID).padStart(2, '0')}`,
    checkedInAt: null,
    checkedOutAt: null,
    hours: 0,
    hoursState: 'served',
    hoursNote: null,
    past: false,
    cancelled: false,
    ...fields,
  };
}
const cards = () => screen.getAllByTestId('my-volunteering');

describe('MyVolunteeringPage', () => {
  it('shows my hours, my code and its QR for what is coming, waitlist places, and hours for what is past', async () => {
    fakeServer({
      ...SUMMARY,
      [LIST]: () =>
        json([
          signUp(1),
          signUp(2, { status: 'waitlisted', position: 3 }),
          signUp(3, {
            past: true,
            startDate: '2026-10-05T00:00:00.000Z',
            checkedInAt: '2026-10-05T00:10:00.000Z',
            checkedOutAt: '2026-10-05T01:40:00.000Z',
            hours: 1.5,
          }),
          signUp(4, { past: true }),
        ]),
    });
    renderWithProviders(<MyVolunteeringPage />, { path: '/my/volunteering' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My volunteering' })).toBeInTheDocument();
    expect(await screen.findByTestId('volunteering-hours')).toHaveTextContent('4.5');
    expect(screen.getByTestId('volunteering-attended')).toHaveTextContent('2');

    await screen.findByText('Event 1');
    const upcoming = within(screen.getByRole('region', { name: 'Upcoming' }));
    const past = within(screen.getByRole('region', { name: 'Past' }));
    expect(upcoming.getAllByTestId('my-volunteering')).toHaveLength(2);
    expect(past.getAllByTestId('my-volunteering')).toHaveLength(2);

    const first = within(cards()[0]!);
    expect(first.getByTestId('check-in-code')).toHaveTextContent('ABCDEF01');
    expect(await first.findByRole('img', { name: 'QR code for check-in code ABCDEF01' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    // A waitlisted person has no code to show yet, only their place.
    const second = within(cards()[1]!);
    expect(second.getByText('Waitlist #3')).toBeInTheDocument();
    expect(second.getByText(/You are number 3 on the waitlist/)).toBeInTheDocument();
    expect(second.queryByTestId('check-in-code')).toBeNull();

    expect(within(cards()[2]!).getByTestId('event-hours')).toHaveTextContent('1.5 h served');
    expect(within(cards()[2]!).queryByTestId('check-in-code')).toBeNull();
    expect(within(cards()[3]!).getByText('Not checked in')).toBeInTheDocument();
  });

  it('offers a way out of each upcoming sign-up, with an Undo that volunteers again, and Add to calendar', async () => {
    let mine = [signUp(1), signUp(2, { status: 'waitlisted', position: 3 }), signUp(3, { past: true })];
    const server = fakeServer({
      ...signedInAs({ userID: 7, firstName: 'Maria', lastName: 'Santos', role: 'user' }),
      ...SUMMARY,
      [LIST]: () => json(mine),
      'POST /api/post/events/unvolunteer': () => {
        mine = mine.filter((entry) => entry.eventID !== 1);
        return json({ message: 'You have unvolunteered.', volunteered: false, totalVolunteers: 4 });
      },
      'POST /api/post/events/volunteer': () => {
        mine = [signUp(1, { status: 'waitlisted', position: 2 }), ...mine];
        return json({
          message: 'You’re on the waitlist — number 2.',
          volunteered: false,
          totalVolunteers: 5,
          status: 'waitlisted',
          position: 2,
        });
      },
    });
    const { user } = renderWithProviders(<MyVolunteeringPage />, { path: '/my/volunteering' });
    await screen.findByText('Event 1');
    const first = within(cards()[0]!);
    expect(first.getByRole('link', { name: /Download/ })).toHaveAttribute(
      'href',
      expect.stringContaining('/api/get/events/1/calendar.ics'),
    );
    // Waiting: no calendar yet, but a way off the waitlist; past events: neither.
    const second = within(cards()[1]!);
    expect(second.queryByRole('link', { name: /Download/ })).toBeNull();
    expect(second.getByRole('button', { name: 'Leave the waitlist Event 2' })).toBeInTheDocument();
    expect(within(cards()[2]!).queryByTestId('leave-event')).toBeNull();

    const leave = first.getByRole('button', { name: 'Can’t make it? Event 1' });
    expect(leave).toHaveAccessibleDescription(
      'This takes you off the event, so someone else can have your slot.',
    );
    await waitFor(() => expect(leave).toBeEnabled());
    await user.click(leave);
    expect(await screen.findByText('You have unvolunteered.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Event 1')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(
      await screen.findByText(
        'Undone, but your slot already went to the next person on the waitlist. You’re on the waitlist — number 2.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Event 1')).toBeInTheDocument();
    expect(server.posts().map((call) => [call.path, call.body])).toEqual([
      ['/api/post/events/unvolunteer', { userID: 7, eventID: 1 }],
      ['/api/post/events/volunteer', { userID: 7, eventID: 1 }],
    ]);
  });

  it('labels hours not served yet as expected, and shows an organiser’s correction with its note', async () => {
    fakeServer({
      ...SUMMARY,
      [LIST]: () =>
        json([
          signUp(1, {
            checkedInAt: new Date(upcoming - 40 * 60 * 1000).toISOString(),
            hours: 3,
            hoursState: 'expected',
          }),
          signUp(2, {
            past: true,
            hours: 2.5,
            hoursState: 'corrected',
            hoursNote: 'Stayed to pack relief goods',
          }),
        ]),
    });
    renderWithProviders(<MyVolunteeringPage />, { path: '/my/volunteering' });
    await screen.findByText('Event 1');
    const first = within(cards()[0]!);
    expect(first.getByTestId('event-hours')).toHaveTextContent('3 h expected');
    // Checked in, they made it: no way out that would lose the check-in.
    expect(first.queryByTestId('leave-event')).toBeNull();
    expect(first.getByText('They count as served once you check out or the event ends.')).toBeInTheDocument();
    const second = within(cards()[1]!);
    expect(second.getByTestId('event-hours')).toHaveTextContent('2.5 h served (corrected by the organiser)');
    expect(second.getByText('The organiser’s note: Stayed to pack relief goods')).toBeInTheDocument();
    expect(second.queryByText('Not checked in')).toBeNull();
  });

  it('invites me to find an event when I have none', async () => {
    fakeServer({ ...SUMMARY, [LIST]: () => json([]) });
    renderWithProviders(<MyVolunteeringPage />, { path: '/my/volunteering' });
    expect(await screen.findByText('You have not signed up to volunteer yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find an event to join' })).toHaveAttribute('href', '/events');
  });

  it('offers to try again when the list fails', async () => {
    fakeServer({ ...SUMMARY, [LIST]: () => json({ message: 'down' }, 500) });
    const { user } = renderWithProviders(<MyVolunteeringPage />, { path: '/my/volunteering' });
    expect(await screen.findByText(/Could not load your events/)).toBeInTheDocument();
    fakeServer({ ...SUMMARY, [LIST]: () => json([signUp(7)]) });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Event 7')).toBeInTheDocument();
  });
});
