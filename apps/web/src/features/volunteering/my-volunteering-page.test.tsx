import type { MyVolunteering } from '@tabang/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, json } from '../../testing/fake-server';
import { renderWithProviders } from '../../testing/render';
import MyVolunteeringPage from './my-volunteering-page';

const LIST = 'GET /api/get/my/volunteering';
const SUMMARY = {
  'GET /api/get/my/volunteering/summary': () => json({ totalHours: 4.5, eventsAttended: 2 }),
};

function signUp(eventID: number, fields: Partial<MyVolunteering> = {}): MyVolunteering {
  return {
    eventID,
    nameOfEvent: `Event ${eventID}`,
    startDate: '2026-12-05T00:00:00.000Z',
    endDate: '2026-12-05T03:00:00.000Z',
    location: 'Times Beach, Davao City',
    organizationID: 1,
    organizationName: 'Davao Coastal Care',
    status: 'volunteered',
    position: null,
    checkInCode: `ABCDEF${String(eventID).padStart(2, '0')}`,
    checkedInAt: null,
    checkedOutAt: null,
    hours: 0,
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
