import type { AdminEventPermit, AdminOrganization, FailedJob } from '@tabang/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, json, listPage } from '../../testing/fake-server';
import { NO_DONEE, organization } from '../../testing/fixtures';
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
  ...NO_DONEE,
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

describe('AdminPage, failed jobs', () => {
  const JOBS = 'GET /api/admin/jobs?state=failed&limit=20';
  const job = (id: string, fields: Partial<FailedJob> = {}): FailedJob => ({
    id,
    kind: 'email',
    about: `Receipt TB-2026-00012${id.at(-1)} to d…@example.ph`,
    tries: 11,
    lastError: 'Invalid greeting. response=421 Service not available',
    failedAt: '2026-03-01T02:00:00.000Z',
    ...fields,
  });
  const first = job('00000000-0000-4000-8000-000000000001');
  const second = job('00000000-0000-4000-8000-000000000002', {
    kind: 'housekeeping',
    about: 'Deleting expired sessions, reset links and old login failures',
    tries: 1,
    lastError: null,
  });

  it('lists what failed with what it was for, its tries and last error, and retries one', async () => {
    let retried = false;
    const server = fakeServer({
      'GET /api/admin/organizations?status=pending': () => json([]),
      [JOBS]: () => listPage(retried ? [second] : [first, second]),
      [`POST /api/admin/jobs/${first.id}/retry`]: () => {
        retried = true;
        return json({ message: 'The job will be tried again.' });
      },
    });
    const { user } = renderWithProviders(<AdminPage />, { path: '/admin' });
    const section = await screen.findByRole('region', { name: 'Failed jobs' });
    const card = (await within(section).findByRole('article', { name: first.about })) as HTMLElement;
    expect(within(card).getByText('Email')).toBeInTheDocument();
    expect(card).toHaveTextContent('Tries11');
    expect(card).toHaveTextContent(`Last error${first.lastError}`);
    const other = within(section).getByRole('article', { name: second.about });
    expect(other).toHaveTextContent('Housekeeping');
    expect(other).toHaveTextContent('Last error(none recorded)');

    await user.click(within(card).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The job will be tried again.')).toBeInTheDocument();
    expect(server.posts()).toEqual([
      { method: 'POST', path: `/api/admin/jobs/${first.id}/retry`, body: undefined },
    ]);
    await waitFor(() => expect(within(section).queryByRole('article', { name: first.about })).toBeNull());
    expect(within(section).getByRole('article', { name: second.about })).toBeInTheDocument();
  });

  it('names the kinds of the reminders: a text message and the reminders’ run', async () => {
    const text = job('00000000-0000-4000-8000-000000000003', {
      kind: 'sms',
      about: 'Reminder text for Coastal clean-up to …4567',
      lastError: 'Semaphore answered 503: {"message":"Server Error"}',
    });
    const run = job('00000000-0000-4000-8000-000000000004', {
      kind: 'volunteer-reminders',
      about: 'Sending reminders to the volunteers of the next day’s events',
      tries: 1,
    });
    fakeServer({
      'GET /api/admin/organizations?status=pending': () => json([]),
      [JOBS]: () => listPage([text, run]),
    });
    renderWithProviders(<AdminPage />, { path: '/admin' });
    const section = await screen.findByRole('region', { name: 'Failed jobs' });
    expect(await within(section).findByRole('article', { name: text.about })).toHaveTextContent(
      'Text message',
    );
    expect(within(section).getByRole('article', { name: run.about })).toHaveTextContent(
      'Volunteer reminders',
    );
  });

  it("moves focus to the first new card's Retry after Load more (its cards have no link)", async () => {
    const next = '/api/admin/jobs?state=failed&limit=20&cursor=abc';
    const page = Array.from({ length: 20 }, (_, i) =>
      job(`00000000-0000-4000-8000-0000000001${String(i).padStart(2, '0')}`, { about: `Job ${i + 1}` }),
    );
    const more = job('00000000-0000-4000-8000-000000000201', { about: 'Job 21' });
    fakeServer({
      'GET /api/admin/organizations?status=pending': () => json([]),
      [JOBS]: () => listPage(page, next),
      [`GET ${next}`]: () => listPage([more]),
    });
    const { user } = renderWithProviders(<AdminPage />, { path: '/admin' });
    const section = await screen.findByRole('region', { name: 'Failed jobs' });
    await within(section).findByRole('article', { name: 'Job 1' });
    await user.click(within(section).getByRole('button', { name: 'Load more' }));
    const card = (await within(section).findByRole('article', { name: 'Job 21' })) as HTMLElement;
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Retry' })).toHaveFocus());
  });

  it('says why a retry was refused', async () => {
    fakeServer({
      'GET /api/admin/organizations?status=pending': () => json([]),
      [JOBS]: () => listPage([first]),
      [`POST /api/admin/jobs/${first.id}/retry`]: () =>
        json(
          {
            message:
              'This job has not failed (it is waiting, running or done), so there is nothing to retry.',
            code: 'job_not_failed',
          },
          409,
        ),
    });
    const { user } = renderWithProviders(<AdminPage />, { path: '/admin' });
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText(
        'Could not retry the job: This job has not failed (it is waiting, running or done), so there is nothing to retry.',
      ),
    ).toBeInTheDocument();
  });

  it('shows loading, then none; and an error with Try again when the list could not be loaded', async () => {
    let failing = true;
    fakeServer({
      'GET /api/admin/organizations?status=pending': () => json([]),
      [JOBS]: () =>
        failing ? json({ message: 'Something went wrong.', code: 'internal' }, 500) : listPage([]),
    });
    const { user } = renderWithProviders(<AdminPage />, { path: '/admin' });
    const section = await screen.findByRole('region', { name: 'Failed jobs' });
    expect(within(section).getByText('Loading failed jobs...')).toBeInTheDocument();
    expect(await within(section).findByText('Failed to load the failed jobs.')).toBeInTheDocument();
    failing = false;
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText('No failed jobs.')).toBeInTheDocument();
  });
});

describe('AdminPage: permits to check', () => {
  const entry: AdminEventPermit = {
    eventID: 12,
    nameOfEvent: 'Relief Drive for Baganga',
    organizationID: 3,
    organizationName: 'Mindanao Disaster Response Network',
    dateAndTimeStart: '2031-03-14T01:00:00.000Z',
    permit: {
      type: 'dswd-regional',
      number: 'DSWD-SB-SP-00123-2031',
      issuer: 'DSWD Field Office XI',
      validFrom: '2031-03-01',
      validUntil: '2031-05-31',
      exemptReason: null,
      checked: false,
      valid: true,
    },
    permitScan: '/admin/images/44',
    permitCheckedAt: null,
    permitVersion: 'v12',
  };

  it('lists each permit with its scan and marks it checked as reviewed; it then leaves the list', async () => {
    let checked = false;
    const server = fakeServer({
      'GET /api/admin/organizations?status=pending': () => json([]),
      'GET /api/admin/events/permits?status=unchecked': () => json(checked ? [] : [entry]),
      'POST /api/admin/events/12/check-permit': () => {
        checked = true;
        return json({ ...entry, permit: { ...entry.permit, checked: true } });
      },
    });
    const { user } = renderWithProviders(<AdminPage />, { path: '/admin' });
    const section = await screen.findByRole('region', { name: 'Permits to check' });
    const card = await within(section).findByRole('listitem', { name: 'Relief Drive for Baganga' });
    expect(card).toHaveTextContent('DSWD Permit No. DSWD-SB-SP-00123-2031 · valid until May 31, 2031');
    expect(within(card).getByRole('link', { name: 'Open the scan' })).toHaveAttribute(
      'href',
      '/api/admin/images/44',
    );

    await user.click(within(card).getByRole('button', { name: 'Mark as checked' }));
    expect(
      await screen.findByText('The permit of Relief Drive for Baganga is marked as checked.'),
    ).toBeInTheDocument();
    expect(server.posts()).toEqual([
      { method: 'POST', path: '/api/admin/events/12/check-permit', body: { permitVersion: 'v12' } },
    ]);
    expect(await within(section).findByText('No permit is waiting for a check.')).toBeInTheDocument();
  });
});
