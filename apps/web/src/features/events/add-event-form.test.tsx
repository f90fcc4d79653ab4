import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '../../testing/fake-server';
import { renderWithProviders } from '../../testing/render';
import { AddEventForm } from './add-event-form';

/** A labelled control; labels of required fields end with a star that screen readers skip. */
const field = (label: string) => screen.getByLabelText(label, { exact: false });

const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

beforeEach(() => {
  // jsdom has no object URLs; the previews only need a string.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

describe('AddEventForm', () => {
  const charities = [{ organizationID: 5, organizationName: 'Davao Reading Circle' }];

  it('refuses an end before the start and sends the times with their zone', async () => {
    const { calls } = fakeServer({
      'POST /api/post/event/add': () => json({ message: 'Event added successfully!', eventID: 8 }, 201),
    });
    const { user } = renderWithProviders(
      <AddEventForm charities={charities} onDone={() => {}} onCancel={() => {}} />,
    );
    expect(field('Charity')).toHaveValue('5');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Storytelling');
    await user.type(field('Description'), 'Stories.');
    await user.type(field('Location'), 'Rizal Park');
    await user.type(field('Who can join'), 'Children');
    const start = field('Start date and time');
    const end = field('End date and time');
    await user.type(start, '2031-03-14T09:00');
    await user.type(end, '2031-03-14T08:00');
    await user.upload(field('Poster image'), png('poster.png'));
    await user.click(screen.getByRole('button', { name: 'Add event' }));
    expect(
      await screen.findByText('End date and time must be after start date and time.'),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.clear(end);
    await user.type(end, '2031-03-14T11:00');
    await user.click(screen.getByRole('button', { name: 'Add event' }));
    expect(await screen.findAllByText('Event added successfully!')).toHaveLength(2);
    const form = calls[0]!.body as FormData;
    expect(form.get('organizationID')).toBe('5');
    // 09:00 in Davao.
    expect(form.get('dateAndTimeStart')).toBe('2031-03-14T01:00:00.000Z');
    expect(form.get('dateAndTimeEnd')).toBe('2031-03-14T03:00:00.000Z');
    expect(form.get('donationsAfterEnd')).toBe('false');
  });

  it('refuses an event that has already ended, on the end field, and sends the donations-after-end choice', async () => {
    const { calls } = fakeServer({
      'POST /api/post/event/add': () => json({ message: 'Event added successfully!', eventID: 8 }, 201),
    });
    const { user } = renderWithProviders(
      <AddEventForm charities={charities} onDone={() => {}} onCancel={() => {}} />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Storytelling');
    await user.type(field('Description'), 'Stories.');
    await user.type(field('Location'), 'Rizal Park');
    await user.type(field('Who can join'), 'Children');
    await user.type(field('Start date and time'), '2021-03-14T09:00');
    const end = field('End date and time');
    await user.type(end, '2021-03-14T11:00');
    await user.upload(field('Poster image'), png('poster.png'));
    const keepDonations = screen.getByRole('checkbox', {
      name: 'Keep taking donations after the event ends',
    });
    expect(keepDonations).not.toBeChecked();
    await user.click(keepDonations);
    await user.click(screen.getByRole('button', { name: 'Add event' }));
    const message =
      'End date and time must be in the future: an event that has already ended cannot be added.';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(end).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(calls).toEqual([]);

    await user.clear(field('Start date and time'));
    await user.type(field('Start date and time'), '2031-03-14T09:00');
    await user.clear(end);
    await user.type(end, '2031-03-14T11:00');
    await user.click(screen.getByRole('button', { name: 'Add event' }));
    expect(await screen.findAllByText('Event added successfully!')).toHaveLength(2);
    expect((calls[0]!.body as FormData).get('donationsAfterEnd')).toBe('true');
  });

  it("shows 'Error submitting event. Please try again.' when the server refuses", async () => {
    fakeServer({ 'POST /api/post/event/add': () => json({ message: 'Not allowed.' }, 500) });
    const { user } = renderWithProviders(
      <AddEventForm charities={charities} onDone={() => {}} onCancel={() => {}} />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Storytelling');
    await user.type(field('Description'), 'Stories.');
    await user.type(field('Location'), 'Rizal Park');
    await user.type(field('Who can join'), 'Children');
    await user.type(field('Start date and time'), '2031-03-14T09:00');
    await user.type(field('End date and time'), '2031-03-14T10:00');
    await user.upload(field('Poster image'), png('poster.png'));
    await user.click(screen.getByRole('button', { name: 'Add event' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error submitting event. Please try again.');
  });

  it('takes an optional fundraising goal in pesos: refused under the field when wrong, sent when right', async () => {
    const { calls } = fakeServer({
      'POST /api/post/event/add': () => json({ message: 'Event added successfully!', eventID: 8 }, 201),
    });
    const { user } = renderWithProviders(
      <AddEventForm charities={charities} onDone={() => {}} onCancel={() => {}} />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Storytelling');
    await user.type(field('Description'), 'Stories.');
    await user.type(field('Location'), 'Rizal Park');
    await user.type(field('Who can join'), 'Children');
    await user.type(field('Start date and time'), '2031-03-14T09:00');
    await user.type(field('End date and time'), '2031-03-14T10:00');
    await user.upload(field('Poster image'), png('poster.png'));
    const goal = screen.getByRole('textbox', { name: 'Fundraising goal (optional)' });
    expect(goal).not.toBeRequired();
    expect(goal).toHaveAccessibleDescription(expect.stringContaining('In pesos, like 50000 or 50000.50.'));

    for (const [typed, message] of [
      [
        '50000.505',
        'Fundraising goal must be an amount in pesos with at most 2 decimals, like 50000 or 50000.50.',
      ],
      ['0', 'Fundraising goal must be more than ₱0.'],
      ['100000001', 'Fundraising goal can be at most ₱100,000,000.00.'],
    ] as const) {
      await user.clear(goal);
      await user.type(goal, typed);
      await user.click(screen.getByRole('button', { name: 'Add event' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(goal).toHaveAttribute('aria-invalid', 'true');
      expect(goal).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(calls).toEqual([]);

    await user.clear(goal);
    await user.type(goal, '50000.50');
    // A goal asks the public for money: it needs a permit or an exemption.
    await user.click(screen.getByRole('button', { name: 'Add event' }));
    expect(
      await screen.findByText(
        'An event that asks for donations needs its solicitation permit (DSWD or LGU), or the reason it is exempt.',
      ),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.selectOptions(field('Kind of permit'), 'exempt');
    await user.type(field('Why it is exempt'), 'A project of Barangay 23-C.');
    await user.click(screen.getByRole('button', { name: 'Add event' }));
    expect(await screen.findAllByText('Event added successfully!')).toHaveLength(2);
    const form = calls[0]!.body as FormData;
    expect(form.get('goalAmount')).toBe('50000.5');
    expect(form.get('permitType')).toBe('exempt');
    expect(form.get('permitExemptReason')).toBe('A project of Barangay 23-C.');
    expect(form.has('permitNumber')).toBe(false);
  });

  it("asks a DSWD or LGU permit's number, issuer, dates and scan, and sends only that kind's fields", async () => {
    const { calls } = fakeServer({
      'POST /api/post/event/add': () => json({ message: 'Event added successfully!', eventID: 9 }, 201),
    });
    const { user } = renderWithProviders(
      <AddEventForm charities={charities} onDone={() => {}} onCancel={() => {}} />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Relief drive');
    await user.type(field('Description'), 'Food packs.');
    await user.type(field('Location'), 'Bajada');
    await user.type(field('Who can join'), 'Everyone');
    await user.type(field('Start date and time'), '2031-03-14T09:00');
    await user.type(field('End date and time'), '2031-03-14T10:00');
    await user.upload(field('Poster image'), png('poster.png'));
    await user.type(screen.getByRole('textbox', { name: 'Fundraising goal (optional)' }), '20000');

    // Only the kind's own fields show: none before a kind is chosen.
    expect(screen.getByRole('group', { name: 'Solicitation permit' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Permit number', { exact: false })).toBeNull();
    await user.selectOptions(field('Kind of permit'), 'exempt');
    await user.type(field('Why it is exempt'), 'Typed, then changed kind');
    await user.selectOptions(field('Kind of permit'), 'dswd-regional');
    expect(screen.queryByLabelText('Why it is exempt', { exact: false })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add event' }));
    for (const message of [
      'Enter the permit number.',
      'Enter the office that issued the permit.',
      'Enter the first day the permit is valid.',
      'Enter the last day the permit is valid.',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(
      await screen.findByText('Add a photo or scan of the permit (JPEG, PNG or WebP).'),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.type(field('Permit number'), 'DSWD-SB-SP-00123-2031');
    await user.type(field('Issued by'), 'DSWD Field Office XI');
    await user.type(field('Valid from'), '2031-03-01');
    await user.type(field('Valid until'), '2031-02-01');
    await user.upload(field('Photo or scan of the permit'), png('permit.png'));
    await user.click(screen.getByRole('button', { name: 'Add event' }));
    expect(
      await screen.findByText("The permit's last day cannot come before its first."),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.clear(field('Valid until'));
    await user.type(field('Valid until'), '2031-05-31');
    await user.click(screen.getByRole('button', { name: 'Add event' }));
    expect(await screen.findAllByText('Event added successfully!')).toHaveLength(2);
    const form = calls[0]!.body as FormData;
    expect(
      Object.fromEntries(
        [...form.entries()]
          .filter(([key]) => key.startsWith('permit'))
          .map(([key, value]) => [key, typeof value === 'string' ? value : 'file']),
      ),
    ).toEqual({
      permitType: 'dswd-regional',
      permitNumber: 'DSWD-SB-SP-00123-2031',
      permitIssuer: 'DSWD Field Office XI',
      permitValidFrom: '2031-03-01',
      permitValidUntil: '2031-05-31',
      permitScan: 'file',
    });
  });

  it('sends no goal when the field is left empty', async () => {
    const { calls } = fakeServer({
      'POST /api/post/event/add': () => json({ message: 'Event added successfully!', eventID: 8 }, 201),
    });
    const { user } = renderWithProviders(
      <AddEventForm charities={charities} onDone={() => {}} onCancel={() => {}} />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Storytelling');
    await user.type(field('Description'), 'Stories.');
    await user.type(field('Location'), 'Rizal Park');
    await user.type(field('Who can join'), 'Children');
    await user.type(field('Start date and time'), '2031-03-14T09:00');
    await user.type(field('End date and time'), '2031-03-14T10:00');
    await user.upload(field('Poster image'), png('poster.png'));
    await user.click(screen.getByRole('button', { name: 'Add event' }));
    expect(await screen.findAllByText('Event added successfully!')).toHaveLength(2);
    expect((calls[0]!.body as FormData).has('goalAmount')).toBe(false);
    // No slots typed: unlimited, so none are sent.
    expect((calls[0]!.body as FormData).has('volunteerCapacity')).toBe(false);
  });

  it('takes an optional number of volunteer slots: refused under the field when wrong, sent when right', async () => {
    const { calls } = fakeServer({
      'POST /api/post/event/add': () => json({ message: 'Event added successfully!', eventID: 8 }, 201),
    });
    const { user } = renderWithProviders(
      <AddEventForm charities={charities} onDone={() => {}} onCancel={() => {}} />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Feeding program');
    await user.type(field('Description'), 'Hot meals.');
    await user.type(field('Location'), 'Matina');
    await user.type(field('Who can join'), 'Everyone');
    await user.type(field('Start date and time'), '2031-03-14T09:00');
    await user.type(field('End date and time'), '2031-03-14T10:00');
    await user.upload(field('Poster image'), png('poster.png'));
    const slots = screen.getByRole('textbox', { name: 'Volunteer slots (optional)' });
    expect(slots).not.toBeRequired();
    expect(slots).toHaveAccessibleDescription(expect.stringContaining('Leave it empty for no limit'));

    const message = 'Volunteer slots must be a whole number from 1 to 10,000.';
    for (const typed of ['0', '2.5', '10001']) {
      await user.clear(slots);
      await user.type(slots, typed);
      await user.click(screen.getByRole('button', { name: 'Add event' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(slots).toHaveAttribute('aria-invalid', 'true');
    }
    expect(calls).toEqual([]);

    await user.clear(slots);
    await user.type(slots, '25');
    await user.click(screen.getByRole('button', { name: 'Add event' }));
    expect(await screen.findAllByText('Event added successfully!')).toHaveLength(2);
    expect((calls[0]!.body as FormData).get('volunteerCapacity')).toBe('25');
  });
});
