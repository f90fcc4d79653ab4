import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '../../testing/fake-server';
import { event } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { AddEventForm } from './add-event-form';
import EditEventPage from './edit-event-page';

const field = (label: string) => screen.getByLabelText(label, { exact: false });

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

const current = {
  ...event(7, {
    nameOfEvent: 'Coastal Cleanup',
    dateAndTimeStart: '2031-03-14T01:00:00.000Z',
    dateAndTimeEnd: '2031-03-14T03:00:00.000Z',
    eventImage: '/get/events/image/7',
    goalAmount: 50_000,
  }),
  volunteerCapacity: 10,
  permitScan: null,
};

describe('AddEventForm in edit mode', () => {
  it('is prefilled in Davao time, shows the current poster, and sends only what changed', async () => {
    const { calls } = fakeServer({
      'POST /api/post/event/update': () => json({ message: 'Event updated.', ...current }),
    });
    const onDone = vi.fn();
    const { user } = renderWithProviders(
      <AddEventForm charities={[]} editing={current} onDone={onDone} onCancel={() => {}} />,
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Coastal Cleanup');
    expect(field('Start date and time')).toHaveValue('2031-03-14T09:00');
    expect(field('Fundraising goal')).toHaveValue('50000');
    expect(field('Volunteer slots')).toHaveValue('10');
    expect(screen.getByRole('img', { name: 'Current Poster image' })).toHaveAttribute(
      'src',
      '/api/get/events/image/7',
    );

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Nothing has changed yet.')).toBeInTheDocument();
    expect(calls).toEqual([]);

    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Shore Cleanup');
    const slots = field('Volunteer slots');
    await user.clear(slots);
    await user.type(slots, '2');
    await user.clear(field('Fundraising goal'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    const form = calls[0]!.body as FormData;
    expect([...form.keys()].sort()).toEqual(['eventID', 'goalAmount', 'nameOfEvent', 'volunteerCapacity']);
    expect(form.get('eventID')).toBe('7');
    expect(form.get('nameOfEvent')).toBe('Shore Cleanup');
    expect(form.get('volunteerCapacity')).toBe('2');
    expect(form.get('goalAmount')).toBe('');
  });

  it('refuses bad slots and a text file named .png before sending anything', async () => {
    const { calls } = fakeServer({});
    const { user } = renderWithProviders(
      <AddEventForm charities={[]} editing={current} onDone={() => {}} onCancel={() => {}} />,
    );
    const slots = field('Volunteer slots');
    await user.clear(slots);
    await user.type(slots, '0');
    await user.upload(field('Poster image'), new File(['just text'], 'poster.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/Volunteer slots must be a whole number/)).toBeInTheDocument();
    expect(await screen.findByText('Only JPEG, PNG or WebP images are accepted.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

describe('EditEventPage', () => {
  it('says who may edit when the server answers 403', async () => {
    fakeServer({
      'GET /api/get/dashboard/events/7': () => json({ message: 'You are not allowed to do that.' }, 403),
    });
    renderWithProviders(null, {
      path: '/dashboard/events/7/edit',
      routes: { '/dashboard/events/:id/edit': <EditEventPage /> },
    });
    expect(
      await screen.findByText('Only the charity’s representative or an admin can edit this.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});
