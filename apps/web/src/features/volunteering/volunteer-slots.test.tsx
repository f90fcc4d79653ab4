import type { VolunteeredEvent } from '@tabang/shared';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { VolunteerSlots } from '../../components/volunteer-slots';
import { fakeServer, json, signedInAs } from '../../testing/fake-server';
import { event } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { VolunteerButton } from './volunteer-button';
import { WaitlistNotice } from './waitlist-notice';

const signedIn = signedInAs({ userID: 7, firstName: 'Maria', lastName: 'Santos', role: 'user' });

const entry = (fields: Partial<VolunteeredEvent>): VolunteeredEvent => ({
  eventID: 4,
  organizationID: 3,
  nameOfEvent: 'Cleanup',
  dateAndTimeStart: '2030-09-01T00:00:00.000Z',
  volunteeredAt: '2030-08-01T00:00:00.000Z',
  status: 'volunteered',
  position: null,
  ...fields,
});

const OnEventPage = ({ full }: { full: boolean }) => (
  <>
    <VolunteerButton target={{ kind: 'event', eventID: 4 }} full={full} />
    <WaitlistNotice eventID={4} />
  </>
);

beforeEach(() => localStorage.clear());

describe('VolunteerButton on an event with slots', () => {
  it('full: offers the waitlist, then says the place in the toast, on the button and in the notice', async () => {
    let mine: VolunteeredEvent[] = [];
    const server = fakeServer({
      ...signedIn,
      'GET /api/get/users/volunteered/events/7': () => json(mine),
      'POST /api/post/events/volunteer': () => {
        mine = [entry({ status: 'waitlisted', position: 3 })];
        return json({
          message: 'You’re on the waitlist — number 3.',
          volunteered: false,
          totalVolunteers: 10,
          status: 'waitlisted',
          position: 3,
        });
      },
    });
    const { user } = renderWithProviders(<OnEventPage full />);
    const button = await screen.findByRole('button', { name: 'Join the waitlist' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.getByTestId('waitlist-notice')).toBeEmptyDOMElement();

    await user.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent('You’re on the waitlist — number 3');
    await waitFor(() => expect(button).toHaveAccessibleName('On the waitlist'));
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('waitlist-notice')).toHaveTextContent('You’re on the waitlist — number 3');
    expect(server.posts().map((call) => call.path)).toEqual(['/api/post/events/volunteer']);
  });

  it('on a return visit shows the place, and a click leaves the waitlist', async () => {
    let mine = [entry({ status: 'waitlisted', position: 2 })];
    const server = fakeServer({
      ...signedIn,
      'GET /api/get/users/volunteered/events/7': () => json(mine),
      'POST /api/post/events/unvolunteer': () => {
        mine = [];
        return json({ message: 'You have unvolunteered.', volunteered: false, totalVolunteers: 10 });
      },
    });
    const { user } = renderWithProviders(<OnEventPage full />);
    const button = await screen.findByRole('button', { name: 'On the waitlist' });
    expect(screen.getByTestId('waitlist-notice')).toHaveTextContent('You’re on the waitlist — number 2');

    await user.click(button);
    expect(await screen.findByText('You have unvolunteered.')).toBeInTheDocument();
    await waitFor(() => expect(button).toHaveAccessibleName('Join the waitlist'));
    expect(screen.getByTestId('waitlist-notice')).toBeEmptyDOMElement();
    expect(server.posts().map((call) => call.path)).toEqual(['/api/post/events/unvolunteer']);
  });

  it('with a slot free, or once moved up, is the ordinary Volunteer / Volunteered button', async () => {
    fakeServer({ ...signedIn, 'GET /api/get/users/volunteered/events/7': () => json([entry({})]) });
    renderWithProviders(<OnEventPage full={false} />);
    const button = await screen.findByRole('button', { name: 'Volunteered' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('waitlist-notice')).toBeEmptyDOMElement();
  });
});

describe('VolunteerSlots', () => {
  let rendered = 0;
  const slotsText = async (fields: Parameters<typeof event>[1]) => {
    rendered += 1;
    const id = `slots-${rendered}`;
    renderWithProviders(
      <div data-testid={id}>
        <VolunteerSlots event={event(1, fields)} />
      </div>,
    );
    return (await screen.findByTestId(id)).textContent;
  };

  it('says how many slots are left, or that the event is full', async () => {
    expect(await slotsText({ volunteerCapacity: 10, volunteerCount: 3 })).toBe('7 of 10 slots left');
    // "slot" when there is one in all.
    expect(await slotsText({ volunteerCapacity: 1, volunteerCount: 0 })).toBe('1 of 1 slot left');
    expect(await slotsText({ volunteerCapacity: 2, volunteerCount: 2 })).toBe('Full — join the waitlist');
    // Slots lowered below the volunteers: still full.
    expect(await slotsText({ volunteerCapacity: 2, volunteerCount: 5 })).toBe('Full — join the waitlist');
  });

  it('says nothing for an unlimited or ended event', async () => {
    expect(await slotsText({ volunteerCapacity: null, volunteerCount: 40 })).toBe('');
    expect(
      await slotsText({
        volunteerCapacity: 10,
        dateAndTimeStart: '2020-01-01T00:00:00.000Z',
        dateAndTimeEnd: '2020-01-01T03:00:00.000Z',
      }),
    ).toBe('');
  });
});
