import type { AdminOrganization } from '@tabang/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, json } from '../../testing/fake-server';
import { organization } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import AdminPage from './admin-page';

const adminOrganization = (id: number, fields: Partial<AdminOrganization> = {}): AdminOrganization => ({
  ...organization(id),
  representativeContactNumber: '09171234567',
  suspended: false,
  createdAt: '2026-01-05T02:00:00.000Z',
  representativeAccount: null,
  registrationDetails: { secRegistrationNumber: null, dswdRegistrationNumber: null, dswdValidUntil: null },
  registrationCheckedAt: null,
  identityChanges: null,
  identityVersion: `v${id}`,
  ...fields,
});

describe('AdminPage', () => {
  it('shows what an edit changed since the charity was verified, before and after', async () => {
    fakeServer({
      'GET /api/admin/organizations?status=pending': () =>
        json([
          adminOrganization(7, {
            organizationName: 'Philippine Red Cross - Davao Chapter',
            verified: false,
            identityChanges: [
              {
                field: 'organizationName',
                before: 'Davao Kids Fund',
                after: 'Philippine Red Cross - Davao Chapter',
              },
              { field: 'organizationMainWebsite', before: null, after: 'https://redcross.example.ph/' },
              { field: 'organizationProfilePicture', before: '/admin/images/3', after: '/admin/images/9' },
            ],
          }),
          // Never verified: a new charity has nothing to compare with.
          adminOrganization(8, { organizationName: 'Brand New Charity', verified: false }),
        ]),
    });
    renderWithProviders(<AdminPage />, { path: '/admin' });
    const charity = (
      await screen.findByRole('heading', { name: 'Philippine Red Cross - Davao Chapter' })
    ).closest('li')!;
    const review = within(charity as HTMLElement).getByRole('region', {
      name: 'Changed since it was verified',
    });
    const [name, website, logo] = within(review).getAllByRole('listitem');
    expect(name).toHaveTextContent('Name: Before Davao Kids Fund → Now Philippine Red Cross - Davao Chapter');
    expect(within(name!).getByText('Davao Kids Fund').tagName).toBe('DEL');
    expect(within(name!).getByText('Philippine Red Cross - Davao Chapter').tagName).toBe('INS');
    expect(website).toHaveTextContent('Website: Before (none) → Now https://redcross.example.ph/');
    expect(within(logo!).getByRole('img', { name: 'Logo before' })).toHaveAttribute(
      'src',
      '/api/admin/images/3',
    );
    expect(within(logo!).getByRole('img', { name: 'Logo now' })).toHaveAttribute(
      'src',
      '/api/admin/images/9',
    );

    const fresh = (await screen.findByRole('heading', { name: 'Brand New Charity' })).closest('li')!;
    expect(within(fresh as HTMLElement).queryByTestId('identity-review')).toBeNull();
  });

  it('verifies the identity it showed, and says so when the charity changed meanwhile', async () => {
    const server = fakeServer({
      'GET /api/admin/organizations?status=pending': () =>
        json([adminOrganization(7, { organizationName: 'Davao Kids Fund', verified: false })]),
      'POST /api/admin/organizations/7/verify': () =>
        json(
          {
            message:
              "This charity's details changed while you were reviewing them. Check them again before verifying.",
            code: 'conflict',
          },
          409,
        ),
    });
    renderWithProviders(<AdminPage />, { path: '/admin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(server.posts()).toEqual([
      { method: 'POST', path: '/api/admin/organizations/7/verify', body: { identityVersion: 'v7' } },
    ]);
    expect(
      await screen.findByText(/changed while you were reviewing them\. Check them again before verifying\./),
    ).toBeInTheDocument();
  });
});
