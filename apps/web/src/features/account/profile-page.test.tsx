import type { Profile } from '@tabang/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, json } from '../../testing/fake-server';
import { renderWithProviders } from '../../testing/render';
import ProfilePage from './profile-page';

const PROFILE: Profile = {
  userID: 7,
  firstName: 'Maria',
  lastName: 'Santos',
  username: 'maria',
  email: 'maria@example.ph',
  contactNumber: '09171234567',
  dob: '1990-05-01',
  location: 'Davao City',
  interestedIn: 'Education',
  smsOptIn: false,
};

/** The server's profile calls: the POST answers with what it was sent, as the real one saves it. */
function profileServer(profile: Profile) {
  return fakeServer({
    'GET /api/get/my/profile': () => json(profile),
    'POST /api/post/my/profile': (init) =>
      json({
        message: 'Your profile has been saved.',
        profile: { ...profile, ...JSON.parse(String(init?.body)) },
      }),
  });
}

const textsBox = () => screen.findByRole('checkbox', { name: 'Text me reminders (SMS)' });

describe('ProfilePage, text messages', () => {
  it('offers texts at the contact number with a hint, and saves the choice', async () => {
    const server = profileServer(PROFILE);
    const { user } = renderWithProviders(<ProfilePage />, { path: '/profile' });
    const box = await textsBox();
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(
      'A text to 09171234567 the day before each event you volunteer for, sent between 8 AM and 8 PM. You can turn this off at any time.',
    );

    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your profile has been saved.');
    expect(server.posts()).toEqual([
      expect.objectContaining({
        path: '/api/post/my/profile',
        body: expect.objectContaining({ smsOptIn: true }),
      }),
    ]);
    expect(await textsBox()).toBeChecked();
  });

  it('shows the number as it is typed, and opting out is always saved', async () => {
    const server = profileServer({ ...PROFILE, smsOptIn: true });
    const { user } = renderWithProviders(<ProfilePage />, { path: '/profile' });
    const box = await textsBox();
    expect(box).toBeChecked();
    const number = screen.getByRole('textbox', { name: 'Contact number' });
    await user.clear(number);
    await user.type(number, '09998887777');
    expect(box).toHaveAccessibleDescription(expect.stringContaining('A text to 09998887777 the day before'));

    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByRole('status');
    expect(server.posts()[0]!.body).toMatchObject({ contactNumber: '09998887777', smsOptIn: false });
    expect(await textsBox()).not.toBeChecked();
  });

  it('takes a number written with +63, spaces and dashes, and sends it as 09XXXXXXXXX', async () => {
    const server = profileServer(PROFILE);
    const { user } = renderWithProviders(<ProfilePage />, { path: '/profile' });
    await user.click(await textsBox());
    const number = screen.getByRole('textbox', { name: 'Contact number' });
    await user.clear(number);
    await user.type(number, '+63 998-888-7777');
    expect(number).toHaveValue('+63 998-888-7777');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your profile has been saved.');
    expect(server.posts()[0]!.body).toMatchObject({ contactNumber: '09988887777', smsOptIn: true });
  });

  it('refuses opting in with a number that is not a Philippine mobile, before asking the server', async () => {
    const server = profileServer(PROFILE);
    const { user } = renderWithProviders(<ProfilePage />, { path: '/profile' });
    await user.click(await textsBox());
    const number = screen.getByRole('textbox', { name: 'Contact number' });
    await user.clear(number);
    await user.type(number, '0822220000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'To get text messages, your contact number must be a Philippine mobile number, like 09171234567.',
    );
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(server.posts()).toEqual([]);
  });
});
