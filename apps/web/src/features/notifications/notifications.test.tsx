import type { NotificationSettings } from '@tabang/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, json } from '../../testing/fake-server';
import { renderWithProviders } from '../../testing/render';
import NotificationsPage from './notifications-page';
import UnsubscribePage from './unsubscribe-page';

const SETTINGS: NotificationSettings = {
  charityUpdates: true,
  volunteerReminders: true,
  monthlyGiving: true,
  texts: false,
  contactNumber: '09171234567',
  textsPossible: true,
};

describe('the Notifications page', () => {
  it('saves a choice as it is ticked, and puts it back when the server refuses', async () => {
    let fail = false;
    const server = fakeServer({
      'GET /api/get/my/notifications': () => json(SETTINGS),
      'POST /api/post/my/notifications': (init) =>
        fail
          ? json({ message: 'The server is busy.' }, 503)
          : json({
              message: 'Your choices are saved.',
              settings: { ...SETTINGS, ...JSON.parse(String(init?.body)) },
            }),
    });
    const { user } = renderWithProviders(<NotificationsPage />, { path: '/profile/notifications' });
    const updates = await screen.findByRole('checkbox', { name: 'Updates from charities I support' });
    expect(updates).toHaveAccessibleDescription(
      'When a charity or event you gave to, volunteered for or liked posts an update.',
    );
    await user.click(updates);
    expect(await screen.findByText('Your choices are saved.')).toBeInTheDocument();
    expect(updates).not.toBeChecked();
    expect(server.posts()[0]).toMatchObject({
      path: '/api/post/my/notifications',
      body: { charityUpdates: false },
    });

    fail = true;
    const reminders = screen.getByRole('checkbox', { name: 'Volunteer reminders' });
    await user.click(reminders);
    expect(await screen.findByText(/Your choice was not saved/)).toBeInTheDocument();
    expect(reminders).toBeChecked();
    expect(screen.getByText('Text messages are off.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Turn texts on or off in My profile/ })).toHaveAttribute(
      'href',
      '/profile#texts',
    );
  });
});

describe('the unsubscribe page', () => {
  const token = '12.charityUpdates.abc';
  const query = `token=${encodeURIComponent(token)}`;

  it('changes nothing until asked, then turns the emails off, with an undo and the way to every choice', async () => {
    const server = fakeServer({
      [`GET /api/get/notifications/unsubscribe?${query}`]: () =>
        json({ topic: 'charityUpdates', subscribed: true, language: null }),
      [`POST /api/post/notifications/unsubscribe?${query}`]: () =>
        json({
          topic: 'charityUpdates',
          subscribed: false,
          language: null,
          message: 'Done. You will no longer get emails about updates from charities you support.',
        }),
    });
    const { user } = renderWithProviders(<UnsubscribePage />, { path: `/unsubscribe?${query}` });
    expect(
      await screen.findByText('Stop emails about updates from charities you support?'),
    ).toBeInTheDocument();
    expect(server.posts()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You will no longer get emails about updates',
    );
    expect(screen.getByRole('button', { name: 'Subscribe again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage all your email choices' })).toHaveAttribute(
      'href',
      '/profile/notifications',
    );
  });

  it('says a bad link is not valid', async () => {
    fakeServer({
      [`GET /api/get/notifications/unsubscribe?${query}`]: () =>
        json({ message: 'This unsubscribe link is not valid.', code: 'invalid_unsubscribe_link' }, 400),
    });
    renderWithProviders(<UnsubscribePage />, { path: `/unsubscribe?${query}` });
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
  });
});
