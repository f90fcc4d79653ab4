import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '../../testing/fake-server';
import { event } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { UrgentDrivesBanner } from './urgent-drives-banner';

const URGENT = 'GET /api/get/events/all/upcoming?urgent=1&limit=3';

describe('UrgentDrivesBanner', () => {
  it('lists the open urgent drives, one line each with its link', async () => {
    fakeServer({
      [URGENT]: () =>
        json([
          event(4, { nameOfEvent: 'Quake relief', reliefDrive: true, urgent: true }),
          event(5, { nameOfEvent: 'Flood relief', reliefDrive: true, urgent: true }),
        ]),
    });
    renderWithProviders(<UrgentDrivesBanner />);
    const banner = await screen.findByRole('region', { name: 'Urgent' });
    const links = within(banner).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Quake relief', '/event/4'],
      ['Flood relief', '/event/5'],
    ]);
  });

  it('shows nothing when there is no urgent drive', async () => {
    fakeServer({ [URGENT]: () => json([]) });
    const { client } = renderWithProviders(<UrgentDrivesBanner />);
    // Once the answer is in, not before: an empty screen while loading would prove nothing.
    await vi.waitFor(() => expect(client.getQueryCache().getAll()[0]?.state.status).toBe('success'));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
