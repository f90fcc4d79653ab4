import type { ContactsHiddenReason, Roster, RosterEntry } from '@tabang/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { fieldClass } from '../../components/form/controls';
import { fakeServer, json } from '../../testing/fake-server';
import { renderWithProviders } from '../../testing/render';
import RosterPage from './roster-page';

const ROSTER = '/api/get/dashboard/events/5/roster';
const EVENT = { 'GET /api/get/events/5': () => json([{ eventID: 5, nameOfEvent: 'Coastal cleanup' }]) };
// 01:02 UTC is 9:02 AM in Davao.
const CHECKED_IN = '2026-11-23T01:02:00.000Z';

function entry(userID: number, fields: Partial<RosterEntry> = {}): RosterEntry {
  return {
    userID,
    firstName: 'Maria',
    lastName: `Santos ${userID}`,
    email: `maria${userID}@example.ph`,
    contactNumber: '09171234567',
    status: 'volunteered',
    position: null,
    signedUpAt: '2026-11-20T02:30:00.000Z',
    checkedInAt: null,
    checkedOutAt: null,
    hours: 0,
    hoursState: 'served',
    hoursNote: null,
    hoursCorrectedAt: null,
    ...fields,
  };
}

/** The roster's answer: with contact details, or names only and why (the server nulls every entry's contacts). */
function roster(entries: RosterEntry[], hidden: ContactsHiddenReason | null = null): Roster {
  return {
    contactsVisible: hidden === null,
    contactsHiddenReason: hidden,
    entries: hidden ? entries.map((row) => ({ ...row, email: null, contactNumber: null })) : entries,
  };
}

const rows = () => screen.getAllByTestId('roster-row');
const render = () =>
  renderWithProviders(<p>elsewhere</p>, {
    path: '/dashboard/events/5/roster',
    routes: { '/dashboard/events/:id/roster': <RosterPage /> },
  });

describe('RosterPage', () => {
  it('shows volunteers and the waitlist with contacts, attendance, hours and totals', async () => {
    fakeServer({
      ...EVENT,
      [`GET ${ROSTER}`]: () =>
        json(
          roster([
            entry(1, { checkedInAt: CHECKED_IN, checkedOutAt: '2026-11-23T03:32:00.000Z', hours: 2.5 }),
            entry(2),
            entry(3, { status: 'waitlisted', position: 1 }),
          ]),
        ),
    });
    render();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Roster: Coastal cleanup' }),
    ).toBeInTheDocument();
    expect(rows()).toHaveLength(3);
    const volunteers = screen.getByRole('table', { name: 'Volunteers' });
    expect(within(volunteers).getByText('maria1@example.ph')).toHaveAttribute(
      'href',
      'mailto:maria1@example.ph',
    );
    expect(within(rows()[0]!).getByTestId('roster-attendance')).toHaveTextContent('In 9:02 AMOut 11:32 AM');
    expect(within(rows()[0]!).getByTestId('roster-hours')).toHaveTextContent('2.5 h');
    expect(
      within(screen.getByRole('table', { name: 'Waitlist' })).getByText('Waitlist #1'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('roster-total-volunteers')).toHaveTextContent('2');
    expect(screen.getByTestId('roster-total-checked-in')).toHaveTextContent('1');
    expect(screen.getByTestId('roster-total-hours')).toHaveTextContent('2.5');
    // The waitlist has no check-in buttons; the one checked out has none left either.
    expect(
      screen
        .getAllByRole('button', { name: /^Check (in|out) Maria/ })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Check in Maria Santos 2']);
    expect(screen.queryByTestId('contacts-hidden')).not.toBeInTheDocument();
  });

  it.each([
    ['charity_unverified', 'Contact details appear once an admin verifies your charity.'],
    ['charity_suspended', 'Contact details are hidden while your charity is suspended.'],
  ] as const)(
    'says why contacts are hidden (%s) and shows names without a Contact column',
    async (reason, said) => {
      const server = fakeServer({
        ...EVENT,
        [`GET ${ROSTER}`]: () =>
          json(roster([entry(1), entry(2, { status: 'waitlisted', position: 1 })], reason)),
        'POST /api/post/events/checkin': () =>
          json({ ...entry(1, { checkedInAt: CHECKED_IN, hours: 3 }), email: null, contactNumber: null }),
      });
      const { user } = render();
      expect(await screen.findByTestId('contacts-hidden')).toHaveTextContent(said);
      const volunteers = screen.getByRole('table', { name: 'Volunteers' });
      expect(within(volunteers).getByRole('rowheader', { name: 'Maria Santos 1' })).toBeInTheDocument();
      expect(within(volunteers).queryByRole('columnheader', { name: 'Contact' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /@|^null$/ })).not.toBeInTheDocument();
      expect(screen.getByRole('table', { name: 'Waitlist' })).toHaveTextContent('Waitlist #1');
      // Checking someone in still works on a names-only roster.
      await user.click(screen.getByRole('button', { name: 'Check in Maria Santos 1' }));
      expect(await screen.findByText('Maria Santos 1 checked in at 9:02 AM.')).toBeInTheDocument();
      expect(server.posts()).toHaveLength(1);
      expect(document.body).not.toHaveTextContent('null');
    },
  );

  it('labels hours not served yet as expected and counts only served ones in the total', async () => {
    fakeServer({
      ...EVENT,
      [`GET ${ROSTER}`]: () =>
        json(
          roster([
            entry(1, { checkedInAt: CHECKED_IN, hours: 3, hoursState: 'expected' }),
            entry(2, { hours: 1.5, hoursState: 'corrected', hoursNote: 'Helped set up, no check-in' }),
          ]),
        ),
    });
    render();
    await screen.findByRole('table', { name: 'Volunteers' });
    expect(within(rows()[0]!).getByTestId('roster-hours')).toHaveTextContent('3 h expected');
    expect(within(rows()[1]!).getByTestId('roster-hours')).toHaveTextContent(
      '1.5 h (corrected)Note: Helped set up, no check-in',
    );
    expect(screen.getByTestId('roster-total-hours')).toHaveTextContent('1.5');
    expect(screen.getByTestId('roster-total-hours-expected')).toHaveTextContent('+ 3 h expected');
  });

  it('lets the organiser correct hours with a note, checking them first, and announces the change', async () => {
    const server = fakeServer({
      ...EVENT,
      [`GET ${ROSTER}`]: () => json(roster([entry(1, { checkedInAt: CHECKED_IN, hours: 3 })])),
      'POST /api/post/events/hours': () =>
        json(
          entry(1, { checkedInAt: CHECKED_IN, hours: 2.5, hoursState: 'corrected', hoursNote: 'Left early' }),
        ),
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Edit the hours of Maria Santos 1' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit the hours of Maria Santos 1' }));
    const hours = dialog.getByLabelText(/Hours served/);
    expect(hours).toHaveValue('3');
    await user.clear(hours);
    await user.type(hours, '200');
    await user.click(dialog.getByRole('button', { name: 'Save hours' }));
    expect(hours).toHaveAccessibleDescription(/Hours must be a number from 0 to 168\./);
    expect(dialog.getByLabelText(/Note: why the hours changed/)).toHaveAccessibleDescription(
      /Add a short note saying why the hours changed\./,
    );
    expect(server.posts()).toHaveLength(0);

    await user.clear(hours);
    await user.type(hours, '2.5');
    await user.type(dialog.getByLabelText(/Note: why the hours changed/), 'Left early');
    await user.click(dialog.getByRole('button', { name: 'Save hours' }));
    expect(await screen.findByText('Hours of Maria Santos 1 saved: 2.5 h.')).toBeInTheDocument();
    expect(server.posts().map((call) => call.body)).toEqual([
      { eventID: 5, userID: 1, hours: 2.5, note: 'Left early' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(rows()[0]!).getByTestId('roster-hours')).toHaveTextContent(
      '2.5 h (corrected)Note: Left early',
    );
  });

  it('checks a typed code in, announces it and updates the row', async () => {
    const server = fakeServer({
      ...EVENT,
      [`GET ${ROSTER}`]: () => json(roster([entry(1)])),
      'POST /api/post/events/checkin': () => json(entry(1, { checkedInAt: CHECKED_IN, hours: 3 })),
    });
    const { user } = render();
    await screen.findByTestId('roster-row');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(screen.getByRole('alert')).toHaveTextContent("Type the volunteer's check-in code first.");
    expect(server.posts()).toHaveLength(0);

    await user.type(screen.getByLabelText('Check-in code'), 'abcdef12{Enter}');
    expect(await screen.findByText('Maria Santos 1 checked in at 9:02 AM.')).toHaveAttribute(
      'role',
      'status',
    );
    // Ready for the next code: the field has the focus again, the code selected to be typed over.
    const code = screen.getByLabelText<HTMLInputElement>('Check-in code');
    await waitFor(() => expect(code).toHaveFocus());
    expect([code.selectionStart, code.selectionEnd]).toEqual([0, 8]);
    await user.keyboard('0000');
    expect(code).toHaveValue('0000');
    expect(server.posts()).toEqual([
      { method: 'POST', path: '/api/post/events/checkin', body: { eventID: 5, code: 'abcdef12' } },
    ]);
    expect(within(rows()[0]!).getByTestId('roster-hours')).toHaveTextContent('3 h');
    expect(screen.getByTestId('roster-total-checked-in')).toHaveTextContent('1');
  });

  it('shows the code as a bordered form field, and after a tapped Check in takes the focus back', async () => {
    fakeServer({
      ...EVENT,
      [`GET ${ROSTER}`]: () => json(roster([entry(1), entry(2)])),
      'POST /api/post/events/checkin': () => json(entry(1, { checkedInAt: CHECKED_IN, hours: 3 })),
    });
    const { user } = render();
    await screen.findAllByTestId('roster-row');
    const code = screen.getByLabelText<HTMLInputElement>('Check-in code');
    // The same frame as every form's fields (there is no `.input` style), in large monospace letters.
    expect(code.className).toContain(fieldClass);
    expect(code).toHaveClass('font-mono', 'text-2xl');
    expect(code).not.toHaveClass('input');

    // A tap on a button takes the focus there; a missing code or the server's answer brings it back to the field.
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(screen.getByRole('alert')).toHaveTextContent("Type the volunteer's check-in code first.");
    expect(code).toHaveFocus();
    await user.type(code, 'ABCDEF12');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('Maria Santos 1 checked in at 9:02 AM.')).toBeInTheDocument();
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveValue('ABCDEF12');
    expect([code.selectionStart, code.selectionEnd]).toEqual([0, 8]);
  });

  it("says the server's refusal and checks out from a row by userID", async () => {
    const server = fakeServer({
      ...EVENT,
      [`GET ${ROSTER}`]: () => json(roster([entry(1, { checkedInAt: CHECKED_IN, hours: 3 })])),
      'POST /api/post/events/checkin': () =>
        json({ message: 'No one signed up for this event has that check-in code.' }, 404),
      'POST /api/post/events/checkout': () =>
        json(entry(1, { checkedInAt: CHECKED_IN, checkedOutAt: '2026-11-23T02:02:00.000Z', hours: 1 })),
    });
    const { user } = render();
    await screen.findByTestId('roster-row');
    await user.type(screen.getByLabelText('Check-in code'), '00000000{Enter}');
    expect(
      await screen.findByText('No one signed up for this event has that check-in code.'),
    ).toBeInTheDocument();
    // The refused code keeps the focus, selected, so the next one is typed straight over it.
    const code = screen.getByLabelText<HTMLInputElement>('Check-in code');
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveValue('00000000');
    expect([code.selectionStart, code.selectionEnd]).toEqual([0, 8]);

    await user.click(screen.getByRole('button', { name: 'Check out Maria Santos 1' }));
    expect(await screen.findByText('Maria Santos 1 checked out at 10:02 AM (1 h).')).toBeInTheDocument();
    expect(server.posts().at(-1)).toEqual({
      method: 'POST',
      path: '/api/post/events/checkout',
      body: { eventID: 5, userID: 1 },
    });
  });

  it('scans a QR with BarcodeDetector and checks the person in', async () => {
    const server = fakeServer({
      ...EVENT,
      [`GET ${ROSTER}`]: () => json(roster([entry(1)])),
      'POST /api/post/events/checkin': () => json(entry(1, { checkedInAt: CHECKED_IN, hours: 3 })),
    });
    const stop = vi.fn();
    vi.stubGlobal(
      'BarcodeDetector',
      class {
        detect = vi.fn(async () => [{ rawValue: ' abcdef12 ' }]);
      },
    );
    const getUserMedia = vi.fn(async () => ({ getTracks: () => [{ stop }] }));
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'mediaDevices');
      play.mockRestore();
    });

    const { user } = render();
    await screen.findByTestId('roster-row');
    await user.click(screen.getByRole('button', { name: 'Scan QR' }));
    expect(await screen.findByText('Maria Santos 1 checked in at 9:02 AM.')).toBeInTheDocument();
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' }, audio: false });
    // The same code held in front of the camera is sent once.
    expect(server.posts()).toEqual([
      { method: 'POST', path: '/api/post/events/checkin', body: { eventID: 5, code: 'ABCDEF12' } },
    ]);
    await user.click(screen.getByRole('button', { name: 'Stop scanning' }));
    expect(stop).toHaveBeenCalled();
  });

  it('says when the camera is blocked and keeps the typed code', async () => {
    fakeServer({ ...EVENT, [`GET ${ROSTER}`]: () => json(roster([entry(1)])) });
    const getUserMedia = vi.fn(async () => {
      throw new DOMException('Permission denied', 'NotAllowedError');
    });
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'mediaDevices');
    });
    const { user } = render();
    await screen.findByTestId('roster-row');
    await user.click(screen.getByRole('button', { name: 'Scan QR' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The camera is blocked.');
    expect(screen.getByLabelText('Check-in code')).toBeEnabled();
  });

  it("says so when the event is another charity's or does not exist", async () => {
    fakeServer({
      ...EVENT,
      [`GET ${ROSTER}`]: () => json({ message: 'You are not allowed to do that.' }, 403),
    });
    render();
    expect(await screen.findByText(/You can't manage this event/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('shows that no one signed up yet', async () => {
    fakeServer({ ...EVENT, [`GET ${ROSTER}`]: () => json(roster([])) });
    render();
    expect(await screen.findByText(/No one has signed up yet/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Roster: Coastal cleanup · Tabang'));
  });
});
