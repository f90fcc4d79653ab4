import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '../../testing/fake-server';
import { event } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { AddEventForm } from '../events/add-event-form';

const current = {
  ...event(7, {
    dateAndTimeStart: '2031-03-14T01:00:00.000Z',
    dateAndTimeEnd: '2031-03-14T03:00:00.000Z',
    whoCanJoin: 'Anyone',
  }),
  permitScan: null,
};

describe("the event form's relief drive fields", () => {
  it('reveal Urgent and What we accept once ticked, and send only what changed', async () => {
    const { calls } = fakeServer({
      'POST /api/post/event/update': () => json({ message: 'Event updated.', ...current }),
    });
    const onDone = vi.fn();
    const { user } = renderWithProviders(
      <AddEventForm charities={[]} editing={current} onDone={onDone} onCancel={() => {}} />,
    );
    expect(screen.queryByLabelText('Urgent')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('This event is a relief drive (it collects goods)'));
    await user.click(screen.getByLabelText('Urgent'));
    await user.type(screen.getByLabelText('What we accept'), 'No used clothing.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    const form = calls[0]!.body as FormData;
    expect(Object.fromEntries(form)).toEqual({
      eventID: '7',
      reliefDrive: 'true',
      urgent: 'true',
      acceptanceRules: 'No used clothing.',
    });
  });

  it('untick Urgent with the drive, so a drive no longer is urgent when it stops being a drive', async () => {
    const drive = { ...current, reliefDrive: true, urgent: true };
    const { calls } = fakeServer({
      'POST /api/post/event/update': () => json({ message: 'Event updated.', ...drive }),
    });
    const onDone = vi.fn();
    const { user } = renderWithProviders(
      <AddEventForm charities={[]} editing={drive} onDone={onDone} onCancel={() => {}} />,
    );
    expect(screen.getByLabelText('Urgent')).toBeChecked();
    await user.click(screen.getByLabelText('This event is a relief drive (it collects goods)'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(Object.fromEntries(calls[0]!.body as FormData)).toEqual({
      eventID: '7',
      reliefDrive: 'false',
      urgent: 'false',
    });
  });
});
