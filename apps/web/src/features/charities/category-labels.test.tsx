import type { Category } from '@tabang/shared';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { fakeServer, json, listPage } from '../../testing/fake-server';
import { organization } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import CharitiesPage from './charities-page';

afterEach(async () => {
  await act(() => setLanguage('en'));
  localStorage.clear();
});

const education: Category = { categoryID: 3, category: 'Education' };
const elderly: Category = { categoryID: 8, category: 'Elderly Care' };
// A category an admin added under a name the catalogue has no label for is shown as stored.
const local: Category = { categoryID: 11, category: 'Barangay Sports' };

describe('category labels', () => {
  it('shows the chips, the filter and the heading in Cebuano, and filters by the category id', async () => {
    await act(() => setLanguage('ceb'));
    const server = fakeServer({
      'GET /api/get/categories/all': () => json([education, elderly, local]),
      'GET /api/get/organizations?limit=24': () =>
        listPage([organization(1, { categories: [education, elderly] })]),
      'GET /api/get/organizations?limit=24&category=8': () =>
        listPage([organization(1, { categories: [education, elderly] })]),
    });
    const { user } = renderWithProviders(<CharitiesPage />, { path: '/charities' });
    const card = await screen.findByTestId('charity-card');
    expect(within(card).getByText('Edukasyon')).toBeInTheDocument();
    expect(within(card).getByText('Pag-atiman sa mga tigulang')).toBeInTheDocument();
    expect(screen.queryByText('Elderly Care')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Barangay Sports' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pag-atiman sa mga tigulang' }));
    expect(await screen.findByText('Mga charity sa Pag-atiman sa mga tigulang')).toBeInTheDocument();
    expect(server.calls.map((call) => call.path)).toContain('/api/get/organizations?limit=24&category=8');
  });
});
