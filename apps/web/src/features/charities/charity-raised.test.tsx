import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, json } from '../../testing/fake-server';
import { organization } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { CharityRaised } from './charity-raised';

const donorCount = (id: number, count: number) => ({
  [`GET /api/get/organizations/donations/count/${id}`]: () => json([{ DonatorCount: count }]),
});

describe('CharityRaised', () => {
  it("says the charity's total and its donors in one sentence", async () => {
    fakeServer(donorCount(4, 14));
    renderWithProviders(<CharityRaised organization={organization(4, { totalDonationCollected: 12_500 })} />);
    expect(await screen.findByText('₱12,500.00 raised from 14 donors')).toBeInTheDocument();
  });

  it('says "1 donor" for one', async () => {
    fakeServer(donorCount(5, 1));
    renderWithProviders(<CharityRaised organization={organization(5, { totalDonationCollected: 250.5 })} />);
    expect(await screen.findByText('₱250.50 raised from 1 donor')).toBeInTheDocument();
  });

  it('shows the total alone when the donor count fails', async () => {
    fakeServer({});
    renderWithProviders(<CharityRaised organization={organization(6, { totalDonationCollected: 100 })} />);
    expect(await screen.findByTestId('charity-raised')).toHaveTextContent('₱100.00 raised');
  });

  it('invites the first gift when nothing has been given', async () => {
    fakeServer(donorCount(7, 0));
    renderWithProviders(<CharityRaised organization={organization(7)} />);
    expect(await screen.findByText('No donations yet. Be the first to give.')).toBeInTheDocument();
  });
});
