import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, json, signedInAs, signedOut } from '../../testing/fake-server';
import { renderWithProviders } from '../../testing/render';
import { LikeButton } from './like-button';

const USER = { userID: 7, firstName: 'Maria', lastName: 'Santos', role: 'user' as const };

const signedIn = signedInAs(USER);

/** A promise we resolve by hand, to look at the screen while a request is in flight. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

beforeEach(() => {
  localStorage.clear();
});

describe('LikeButton', () => {
  it('signed out: says to log in (charity and event) and sends nothing', async () => {
    const server = fakeServer(signedOut);
    const { user } = renderWithProviders(
      <>
        <LikeButton target={{ kind: 'charity', organizationID: 3 }} />
        <LikeButton target={{ kind: 'event', eventID: 4 }} />
      </>,
    );
    const [charityLike, eventLike] = await screen.findAllByRole('button', { name: 'Like' });
    await waitFor(() => expect(charityLike).toBeEnabled());
    await user.click(charityLike!);
    expect(await screen.findByText('Please log in to like this charity.')).toBeInTheDocument();
    await user.click(eventLike!);
    expect(await screen.findByText('Please log in to like this event.')).toBeInTheDocument();
    expect(server.posts()).toEqual([]);
    expect(server.calls.map((call) => call.path)).toEqual(['/auth/authenticated']);
  });

  it('is disabled while the sign-in check is running', async () => {
    const auth = deferred<Response>();
    fakeServer({ 'GET /auth/authenticated': () => auth.promise });
    renderWithProviders(<LikeButton target={{ kind: 'charity', organizationID: 3 }} />);
    expect(screen.getByRole('button', { name: 'Like' })).toBeDisabled();
    auth.resolve(json({ authenticated: false, user: null }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Like' })).toBeEnabled());
  });

  it('loads the liked state, then likes at once and unlikes', async () => {
    const likeReply = deferred<Response>();
    const server = fakeServer({
      ...signedIn,
      'GET /api/get/organizations/liked/7/3': () => json({ liked: false }),
      'POST /api/post/organizations/like': () => likeReply.promise,
      'POST /api/post/organizations/unlike': () =>
        json({ message: 'Like removed.', liked: false, totalLikes: 0 }),
    });
    const { user } = renderWithProviders(<LikeButton target={{ kind: 'charity', organizationID: 3 }} />);
    const button = await screen.findByRole('button', { name: 'Like' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveAttribute('aria-pressed', 'false');

    await user.click(button);
    // Shown as liked before the server has answered.
    expect(screen.getByRole('button', { name: 'Liked' })).toHaveAttribute('aria-pressed', 'true');
    likeReply.resolve(json({ message: 'Liked.', liked: true, totalLikes: 1 }));
    await waitFor(() => expect(server.posts()).toHaveLength(1));
    expect(server.posts()[0]).toEqual({
      method: 'POST',
      path: '/api/post/organizations/like',
      body: { userID: 7, organizationID: 3 },
    });

    await waitFor(() => expect(screen.getByRole('button', { name: 'Liked' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Liked' }));
    expect(await screen.findByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(server.posts()).toHaveLength(2));
    expect(server.posts()[1]!.path).toBe('/api/post/organizations/unlike');
  });

  it('rolls back and says so when the server refuses', async () => {
    fakeServer({
      ...signedIn,
      'GET /api/get/events/liked/7/4': () => json({ liked: true }),
      'POST /api/post/events/unlike': () => json({ message: 'Something went wrong' }, 500),
    });
    const { user } = renderWithProviders(<LikeButton target={{ kind: 'event', eventID: 4 }} />);
    const button = await screen.findByRole('button', { name: 'Liked' });
    await user.click(button);
    expect(await screen.findByText('Error updating like status.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Liked' })).toHaveAttribute('aria-pressed', 'true');
  });
});
