import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, json } from '../../testing/fake-server';
import { event } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { EventActions } from './event-actions';

describe('EventActions: cancelling an event', () => {
  it('sends the optional reason, trimmed, with the cancellation', async () => {
    const { posts } = fakeServer({
      'POST /api/post/event/cancel': () => json({ message: 'Event cancelled.', ...event(4) }),
    });
    const { user } = renderWithProviders(
      <>
        <span id="name-4">Event 4</span>
        <EventActions
          event={{ eventID: 4, nameOfEvent: 'Event 4', cancelledAt: null }}
          describedBy="name-4"
        />
      </>,
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel event' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel “Event 4”?' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason (optional)' });
    expect(reason).toHaveAccessibleDescription(/At most 300 characters/);
    expect(reason).toHaveAttribute('maxlength', '300');
    await user.type(reason, '  Moved because of the typhoon.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel event' }));
    await waitFor(() =>
      expect(posts()).toEqual([
        {
          method: 'POST',
          path: '/api/post/event/cancel',
          body: { eventID: 4, reason: 'Moved because of the typhoon.' },
        },
      ]),
    );
  });

  it('sends no reason when none is written', async () => {
    const { posts } = fakeServer({
      'POST /api/post/event/cancel': () => json({ message: 'Event cancelled.', ...event(4) }),
    });
    const { user } = renderWithProviders(
      <EventActions event={{ eventID: 4, nameOfEvent: 'Event 4', cancelledAt: null }} describedBy="x" />,
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel event' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel “Event 4”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel event' }));
    await waitFor(() =>
      expect(posts()).toEqual([{ method: 'POST', path: '/api/post/event/cancel', body: { eventID: 4 } }]),
    );
  });
});
