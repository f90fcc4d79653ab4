import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { event } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render';
import { EventGrid } from './event-card';
import { OfflineTotal } from './offline-total';

describe('OfflineTotal', () => {
  it('says the offline cash beside the online total, not added into it', async () => {
    renderWithProviders(<OfflineTotal online={12_000} offline={3_500} />);
    expect(await screen.findByTestId('offline-total')).toHaveTextContent(
      '₱12,000.00 online · ₱3,500.00 recorded by the charity',
    );
  });

  it('shows nothing when the charity recorded no cash', async () => {
    renderWithProviders(
      <>
        <p>page</p>
        <OfflineTotal online={12_000} offline={0} />
      </>,
    );
    await screen.findByText('page');
    expect(screen.queryByTestId('offline-total')).toBeNull();
  });

  it('leaves an event card’s goal bar at the online total', async () => {
    renderWithProviders(
      <EventGrid events={[event(1, { goalAmount: 20_000, raisedAmount: 12_000, offlineAmount: 3_500 })]} />,
    );
    expect(await screen.findByTestId('offline-total')).toHaveTextContent(
      '₱12,000.00 online · ₱3,500.00 recorded by the charity',
    );
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '12000');
    expect(screen.getByTestId('goal-percent')).toHaveTextContent('60%');
  });

  it('is not on a card without offline cash', async () => {
    renderWithProviders(<EventGrid events={[event(2, { raisedAmount: 500, offlineAmount: 0 })]} />);
    await screen.findByTestId('event-card');
    expect(screen.queryByTestId('offline-total')).toBeNull();
  });
});
