import { act, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, json, signedInAs, signedOut } from '../../testing/fake-server';
import { renderWithProviders } from '../../testing/render';
import { VolunteerButton, VolunteerPrivacyNote } from './volunteer-button';
import { VolunteerCount } from './volunteer-count';

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

describe('VolunteerButton and VolunteerCount', () => {
  it('signed out: says to log in and sends nothing', async () => {
    const server = fakeServer({
      ...signedOut,
      'GET /api/get/organizations/volunteers/count/3': () => json({ totalVolunteers: 5 }),
    });
    const { user } = renderWithProviders(
      <>
        <VolunteerButton target={{ kind: 'charity', organizationID: 3 }} />
        <VolunteerButton target={{ kind: 'event', eventID: 4 }} />
      </>,
    );
    const [button, eventButton] = await screen.findAllByRole('button', { name: 'Volunteer' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button!);
    expect(await screen.findByText('Please log in to volunteer.')).toBeInTheDocument();
    act(() => toast.remove());
    await user.click(eventButton!);
    expect(await screen.findByText('Please log in to volunteer.')).toBeInTheDocument();
    expect(server.posts()).toEqual([]);
  });

  it("signed out: the toast's Log in link leads to /login and back to this page", async () => {
    act(() => toast.remove());
    fakeServer(signedOut);
    const { user, router } = renderWithProviders(
      <VolunteerButton target={{ kind: 'charity', organizationID: 3 }} />,
      { path: '/charity/3?from=list', routes: { '/login': <p>login page</p> } },
    );
    const volunteer = await screen.findByRole('button', { name: 'Volunteer' });
    await waitFor(() => expect(volunteer).toBeEnabled());
    await user.click(volunteer);
    const link = await screen.findByRole('link', { name: 'Log in' });
    expect(link).toHaveAttribute('href', '/login?returnTo=%2Fcharity%2F3%3Ffrom%3Dlist');
    await user.click(link);
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?returnTo=%2Fcharity%2F3%3Ffrom%3Dlist');
  });

  it('volunteers for a charity: the text and the count change with the click', async () => {
    const reply = deferred<Response>();
    const server = fakeServer({
      ...signedIn,
      'GET /api/get/users/volunteered/organizations/7': () =>
        json([{ organizationID: 9, organizationName: 'Other', volunteeredAt: '2026-01-01T00:00:00.000Z' }]),
      'GET /api/get/organizations/volunteers/count/3': () => json({ totalVolunteers: 1 }),
      'GET /api/get/organizations/volunteers/3': () => json([]),
      'POST /api/post/organizations/volunteer': () => reply.promise,
    });
    const { user } = renderWithProviders(
      <>
        <VolunteerButton target={{ kind: 'charity', organizationID: 3 }} />
        <VolunteerCount organizationID={3} />
      </>,
    );
    expect(await screen.findByText('1 volunteer')).toBeInTheDocument();
    const button = await screen.findByRole('button', { name: 'Volunteer' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveAttribute('aria-pressed', 'false');

    await user.click(button);
    expect(screen.getByRole('button', { name: 'Volunteered' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('2 volunteers')).toBeInTheDocument();
    // The server's total wins (someone else signed up meanwhile).
    reply.resolve(json({ message: 'Thank you for volunteering!', volunteered: true, totalVolunteers: 3 }));
    expect(await screen.findByText('3 volunteers')).toBeInTheDocument();
    expect(server.posts()).toEqual([
      {
        method: 'POST',
        path: '/api/post/organizations/volunteer',
        body: { userID: 7, organizationID: 3 },
      },
    ]);
  });

  it('rolls back the text and the count when the server refuses', async () => {
    fakeServer({
      ...signedIn,
      'GET /api/get/users/volunteered/organizations/7': () =>
        json([{ organizationID: 3, organizationName: 'This', volunteeredAt: '2026-01-01T00:00:00.000Z' }]),
      'GET /api/get/organizations/volunteers/count/3': () => json({ totalVolunteers: 4 }),
      'POST /api/post/organizations/unvolunteer': () => json({ message: 'Charity not found' }, 404),
    });
    const { user } = renderWithProviders(
      <>
        <VolunteerButton target={{ kind: 'charity', organizationID: 3 }} />
        <VolunteerCount organizationID={3} />
      </>,
    );
    const button = await screen.findByRole('button', { name: 'Volunteered' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(await screen.findByText('4 volunteers')).toBeInTheDocument();
    await user.click(button);
    expect(await screen.findByText('Error updating volunteer status.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volunteered' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('4 volunteers')).toBeInTheDocument();
  });

  it('on an event: thanks the user, then confirms unvolunteering', async () => {
    let volunteered = false;
    const server = fakeServer({
      ...signedIn,
      'GET /api/get/users/volunteered/events/7': () =>
        json(
          volunteered
            ? [
                {
                  eventID: 4,
                  organizationID: 3,
                  nameOfEvent: 'Cleanup',
                  dateAndTimeStart: '2026-09-01T00:00:00.000Z',
                  volunteeredAt: '2026-08-01T00:00:00.000Z',
                },
              ]
            : [],
        ),
      'GET /api/get/events/volunteers/4': () => json([]),
      'POST /api/post/events/volunteer': () => {
        volunteered = true;
        return json({ message: 'Thank you for volunteering!', volunteered: true, totalVolunteers: 1 });
      },
      'POST /api/post/events/unvolunteer': () => {
        volunteered = false;
        return json({ message: 'You have unvolunteered.', volunteered: false, totalVolunteers: 0 });
      },
    });
    const { user } = renderWithProviders(<VolunteerButton target={{ kind: 'event', eventID: 4 }} />);
    const button = await screen.findByRole('button', { name: 'Volunteer' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveAttribute('aria-pressed', 'false');

    await user.click(button);
    expect(await screen.findByText('Thank you for volunteering!')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy', 'true'));

    await user.click(button);
    expect(await screen.findByText('You have unvolunteered.')).toBeInTheDocument();
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(server.posts().map((call) => [call.path, call.body])).toEqual([
      ['/api/post/events/volunteer', { userID: 7, eventID: 4 }],
      ['/api/post/events/unvolunteer', { userID: 7, eventID: 4 }],
    ]);
  });

  it('on an event: leaving says so with an Undo, which puts someone who left the waitlist back at its end', async () => {
    let waiting = true;
    const server = fakeServer({
      ...signedIn,
      'GET /api/get/users/volunteered/events/7': () =>
        json(
          waiting
            ? [
                {
                  eventID: 4,
                  organizationID: 3,
                  nameOfEvent: 'Cleanup',
                  dateAndTimeStart: '2026-12-01T00:00:00.000Z',
                  volunteeredAt: '2026-11-01T00:00:00.000Z',
                  status: 'waitlisted',
                  position: 1,
                },
              ]
            : [],
        ),
      'POST /api/post/events/unvolunteer': () => {
        waiting = false;
        return json({ message: 'You have unvolunteered.', volunteered: false, totalVolunteers: 2 });
      },
      'POST /api/post/events/volunteer': () =>
        json({
          message: 'You’re on the waitlist — number 4.',
          volunteered: false,
          totalVolunteers: 2,
          status: 'waitlisted',
          position: 4,
        }),
    });
    const { user } = renderWithProviders(<VolunteerButton target={{ kind: 'event', eventID: 4 }} full />);
    await user.click(await screen.findByRole('button', { name: 'On the waitlist' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You have unvolunteered.Undo');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Undone: you’re back on the waitlist — number 4.')).toBeInTheDocument();
    expect(server.posts().map((call) => call.path)).toEqual([
      '/api/post/events/unvolunteer',
      '/api/post/events/volunteer',
    ]);
  });

  it('says when the count cannot be loaded', async () => {
    fakeServer({
      ...signedOut,
      'GET /api/get/organizations/volunteers/count/3': () => json({ message: 'Charity not found' }, 404),
    });
    renderWithProviders(<VolunteerCount organizationID={3} />);
    expect(await screen.findByText('Volunteer count unavailable')).toBeInTheDocument();
  });

  it.each([true, false])(
    "on a charity (verified: %s), says its volunteers' email and phone are not shared",
    async (verified) => {
      fakeServer(signedOut);
      const target = { kind: 'charity', organizationID: 3 } as const;
      renderWithProviders(
        <>
          <VolunteerButton target={target} describedBy="note" />
          <VolunteerPrivacyNote id="note" target={target} verified={verified} />
        </>,
      );
      expect(await screen.findByRole('button', { name: 'Volunteer' })).toHaveAccessibleDescription(
        'The charity will see your first name and last initial only, not your email or phone number.',
      );
    },
  );
});
