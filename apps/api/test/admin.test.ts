import { randomUUID } from 'node:crypto';
import { type FailedJob, t } from '@tabang/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, organizations } from '../src/db/schema';
import type { JobHandlers } from '../src/jobs/kinds';
import { createJobQueue } from '../src/jobs/queue';
import { createCategory, createEvent, createOrganization } from './factories';
import { changesHeard, createTestApp, createUser, jobsOf, loginAs, type TestApp } from './helpers';
import { multipart, pngFile } from './multipart-form';

let ctx: TestApp;
let adminHeaders: { authorization: string };
let userHeaders: { authorization: string };
let rep: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  ctx = await createTestApp();
  const admin = await createUser(ctx.db, { role: 'admin' });
  rep = await createUser(ctx.db, { firstName: 'Liza', lastName: 'Dizon' });
  ({ headers: adminHeaders } = await loginAs(ctx.db, admin));
  ({ headers: userHeaders } = await loginAs(ctx.db, rep));
});
afterAll(() => ctx.close());

const list = (status?: string, headers: Record<string, string> = adminHeaders) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/admin/organizations${status ? `?status=${status}` : ''}`,
    headers,
  });
const act = (id: number | string, action: string, headers: Record<string, string> = adminHeaders) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/organizations/${id}/${action}`, headers });
const ids = (body: Array<{ organizationID: number }>) => body.map((c) => c.organizationID);

describe('admin charity review', () => {
  it('refuses visitors (401) and members who are not admins (403)', async () => {
    const charity = await createOrganization(ctx.db, { verified: false });
    expect((await list('pending', {})).statusCode).toBe(401);
    const forbidden = await list('pending', userHeaders);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: t('errors.forbidden'), code: 'forbidden' });
    for (const action of ['verify', 'suspend', 'unsuspend']) {
      expect((await act(charity.id, action, {})).statusCode).toBe(401);
      expect((await act(charity.id, action, userHeaders)).statusCode).toBe(403);
    }
    const [row] = await ctx.db.select().from(organizations).where(eq(organizations.id, charity.id));
    expect(row).toMatchObject({ verified: false, suspended: false });
  });

  it('lists a charity added through the dashboard as pending, with its details', async () => {
    const category = await createCategory(ctx.db, 'Literacy');
    const image = await pngFile(100, 100);
    const form = multipart({
      organizationName: 'Davao Reading Circle',
      organizationAbbreviation: 'DRC',
      organizationAddress: 'San Pedro Street, Davao City',
      organizationPhoneNumber: '(082) 221 1234',
      representativeName: 'Liza Dizon',
      organizationEmail: 'hello@readingcircle.ph',
      representativeContactNumber: '09171112222',
      organizationDescription: 'Free reading lessons.',
      organizationType: 'educational',
      categories: JSON.stringify([category.id]),
      organizationProfilePicture: image,
      organizationFeaturedPicture: image,
    });
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/post/organizations/add',
      payload: form.payload,
      headers: { ...form.headers, ...userHeaders },
    });
    const id = added.json().organizationID as number;

    const pending = await list();
    expect(pending.statusCode).toBe(200);
    const entry = pending.json().find((c: { organizationID: number }) => c.organizationID === id);
    expect(entry).toMatchObject({
      organizationName: 'Davao Reading Circle',
      representativeContactNumber: '09171112222',
      verified: false,
      suspended: false,
      organizationProfilePicture: `/get/organizations/logo/${id}`,
      organizationFeaturePicture: `/get/organizations/image/${id}`,
      categories: [{ categoryID: category.id, category: 'Literacy' }],
      representativeAccount: { userID: rep.userID, firstName: 'Liza', lastName: 'Dizon', email: rep.email },
    });
    expect(ids((await list('verified')).json())).not.toContain(id);
  });

  it('verifies, suspends and lifts a suspension; suspending deletes nothing', async () => {
    const charity = await createOrganization(ctx.db, { verified: false });
    const event = await createEvent(ctx.db, charity.id);

    const verified = await act(charity.id, 'verify');
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ organizationID: charity.id, verified: true, suspended: false });
    expect(ids((await list('pending')).json())).not.toContain(charity.id);
    expect(ids((await list('verified')).json())).toContain(charity.id);
    // The day it was verified, shown by the public Verified badge; verifying again keeps it.
    const publicCharity = async () => {
      await changesHeard(ctx.app);
      return (await ctx.app.inject({ url: `/api/get/organizationsByID/${charity.id}` })).json()[0];
    };
    const [first] = await ctx.db.select().from(organizations).where(eq(organizations.id, charity.id));
    const verifiedAt = first!.verifiedAt;
    expect(Date.now() - verifiedAt!.getTime()).toBeLessThan(60_000);
    expect((await publicCharity()).verifiedAt).toBe(verifiedAt!.toISOString());
    expect((await act(charity.id, 'verify')).statusCode).toBe(200);
    const [again] = await ctx.db.select().from(organizations).where(eq(organizations.id, charity.id));
    expect(again!.verifiedAt).toEqual(verifiedAt);

    const suspended = await act(charity.id, 'suspend');
    expect(suspended.json()).toMatchObject({ verified: true, suspended: true });
    expect(ids((await list('verified')).json())).not.toContain(charity.id);
    expect(ids((await list('suspended')).json())).toContain(charity.id);
    expect(ids((await list('all')).json())).toContain(charity.id);
    // Hidden from the platform totals' charity count, but still there.
    const [row] = await ctx.db.select().from(organizations).where(eq(organizations.id, charity.id));
    expect(row).toBeDefined();
    const mineForAdmin = await ctx.app.inject({
      method: 'GET',
      url: '/api/get/dashboard/mine',
      headers: adminHeaders,
    });
    expect(ids(mineForAdmin.json().eventCharities)).not.toContain(charity.id);

    // Gone from the public list and page, and it takes no donations.
    const publicIds = async () => {
      await changesHeard(ctx.app);
      return ids((await ctx.app.inject({ method: 'GET', url: '/api/get/organizations' })).json());
    };
    expect(await publicIds()).not.toContain(charity.id);
    const page = await ctx.app.inject({ method: 'GET', url: `/api/get/organizationsByID/${charity.id}` });
    expect(page.statusCode).toBe(404);
    const donate = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/post/donation/create',
        headers: userHeaders,
        payload: { amount: 100, organizationID: charity.id, eventID: null, description: 'Tabang - Donation' },
      });
    expect((await donate()).statusCode).toBe(404);

    const lifted = await act(charity.id, 'unsuspend');
    expect(lifted.json()).toMatchObject({ verified: true, suspended: false });
    expect(ids((await list('verified')).json())).toContain(charity.id);
    // Its event survived the suspension and is back.
    const [kept] = await ctx.db.select().from(events).where(eq(events.id, event.id));
    expect(kept).toMatchObject({ organizationId: charity.id, status: 0 });
    expect(await publicIds()).toContain(charity.id);
    expect((await donate()).statusCode).toBeLessThan(300);
  });

  it('is idempotent and gives 404 for unknown or malformed ids', async () => {
    const charity = await createOrganization(ctx.db, { verified: false });
    expect((await act(charity.id, 'verify')).statusCode).toBe(200);
    expect((await act(charity.id, 'verify')).statusCode).toBe(200);
    expect((await act(2147483000, 'verify')).statusCode).toBe(404);
    expect((await act('abc', 'suspend')).statusCode).toBe(404);
  });

  it('refuses an unknown status filter', async () => {
    const response = await list('deleted');
    expect(response.statusCode).toBe(400);
  });
});

describe('admin check of registration details', () => {
  const details = {
    secRegistrationNumber: 'CN201912345',
    dswdRegistrationNumber: 'DSWD-SB-SP-00023-2026',
    dswdValidUntil: '2099-12-31',
  };
  const publicRegistration = async (id: number) => {
    await changesHeard(ctx.app);
    return (await ctx.app.inject({ method: 'GET', url: `/api/get/organizationsByID/${id}` })).json()[0]
      .registration;
  };

  it('shows the details for review, and once checked the public page shows them', async () => {
    const charity = await createOrganization(ctx.db, { verified: false, ...details });
    const entry = (await list())
      .json()
      .find((c: { organizationID: number }) => c.organizationID === charity.id);
    expect(entry).toMatchObject({
      registrationDetails: details,
      registrationCheckedAt: null,
      registration: null,
    });
    expect(await publicRegistration(charity.id)).toBeNull();

    const checked = await act(charity.id, 'check-registration');
    expect(checked.statusCode).toBe(200);
    const checkedAt = checked.json().registrationCheckedAt as string;
    expect(Date.now() - Date.parse(checkedAt)).toBeLessThan(60_000);
    // Checking the details does not verify the charity: that is its own decision.
    expect(checked.json()).toMatchObject({ verified: false, registrationDetails: details });
    expect(await publicRegistration(charity.id)).toEqual({ ...details, checkedAt });
  });

  it('refuses a charity with no details (400), an unknown one (404), visitors (401) and members (403)', async () => {
    const charity = await createOrganization(ctx.db, { verified: false, ...details });
    expect((await act(charity.id, 'check-registration', {})).statusCode).toBe(401);
    const member = await act(charity.id, 'check-registration', userHeaders);
    expect(member.statusCode).toBe(403);
    expect(member.json()).toEqual({ message: t('errors.forbidden'), code: 'forbidden' });
    const [row] = await ctx.db.select().from(organizations).where(eq(organizations.id, charity.id));
    expect(row!.registrationCheckedAt).toBeNull();

    const bare = await createOrganization(ctx.db, { verified: false });
    const refused = await act(bare.id, 'check-registration');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: 'This charity gave no registration details to check.',
      code: 'invalid_request',
    });
    expect((await act(2147483000, 'check-registration')).statusCode).toBe(404);
  });
});

describe('failed jobs', () => {
  /** Jobs of this test that fail at once: scheduled kinds are not retried, so their first failure is their last. */
  async function failedJobs(count: number) {
    const failing: JobHandlers = {
      email: async () => {},
      sms: async () => {},
      housekeeping: async () => {},
      'volunteer-reminders': async () => {},
      'update-emails': async () => {},
      'monthly-giving': async () => {},
      'monthly-charge': async () => {},
      'reconcile-donations': async () => {
        throw new Error('the gateway said no');
      },
    };
    const queue = createJobQueue({
      database: ctx.database,
      handlers: failing,
      now: Date.now,
      log: { info: () => {}, warn: () => {}, error: () => {} },
    });
    for (let i = 0; i < count; i += 1)
      await ctx.db.transaction((tx) => ctx.app.jobs.enqueue(tx, 'reconcile-donations', {}));
    await queue.runDue();
    return (await jobsOf(ctx.db, 'reconcile-donations')).filter((job) => job.state === 'failed');
  }
  const jobs = (query = '', headers: Record<string, string> = adminHeaders) =>
    ctx.app.inject({ method: 'GET', url: `/api/admin/jobs${query}`, headers });
  const retry = (id: string, headers: Record<string, string> = adminHeaders) =>
    ctx.app.inject({ method: 'POST', url: `/api/admin/jobs/${id}/retry`, headers });

  it('are for admins only: 401 for visitors, 403 for members', async () => {
    const [job] = await failedJobs(1);
    expect((await jobs('', {})).statusCode).toBe(401);
    expect((await jobs('', userHeaders)).json()).toEqual({
      message: t('errors.forbidden'),
      code: 'forbidden',
    });
    expect((await retry(job!.id, {})).statusCode).toBe(401);
    expect((await retry(job!.id, userHeaders)).statusCode).toBe(403);
    expect((await jobsOf(ctx.db, 'reconcile-donations')).find((row) => row.id === job!.id)!.state).toBe(
      'failed',
    );
  });

  it('are listed newest failure first, a page at a time, with what each was for and its last error', async () => {
    const failed = await failedJobs(3);
    const first = await jobs('?state=failed&limit=2');
    expect(first.statusCode).toBe(200);
    const page = first.json() as FailedJob[];
    expect(page).toHaveLength(2);
    expect(page[0]).toEqual({
      id: expect.any(String),
      kind: 'reconcile-donations',
      about: t('admin.jobs.about.reconcile'),
      tries: 1,
      lastError: 'the gateway said no',
      failedAt: expect.any(String),
    });
    const link = /^<([^>]+)>; rel="next"$/.exec(first.headers.link as string)![1]!;
    const rest: FailedJob[] = [];
    for (let url = link; url; ) {
      const next = await ctx.app.inject({ method: 'GET', url, headers: adminHeaders });
      rest.push(...(next.json() as FailedJob[]));
      url = /^<([^>]+)>/.exec(String(next.headers.link ?? ''))?.[1] ?? '';
    }
    const listed = [...page, ...rest].map((job) => job.id);
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed).toEqual(expect.arrayContaining(failed.map((job) => job.id)));
    const times = [...page, ...rest].map((job) => Date.parse(job.failedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // Only failed jobs are listed; a cursor of another list or a made-up one is a 400.
    expect((await jobs('?state=queued')).statusCode).toBe(400);
    expect((await jobs('?cursor=abc')).json()).toEqual({
      message: t('lists.invalidCursor'),
      code: 'invalid_request',
    });
  });

  it('retry once: 200, then 409 while it is no longer failed; 404 for an unknown or malformed id', async () => {
    const [job] = await failedJobs(1);
    const retried = await retry(job!.id);
    expect(retried.json()).toEqual({ message: t('admin.jobs.retried') });
    expect((await jobsOf(ctx.db, 'reconcile-donations')).find((row) => row.id === job!.id)!.state).toBe(
      'retry',
    );
    const again = await retry(job!.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: t('admin.jobs.notFailed'), code: 'job_not_failed' });
    expect((await retry(randomUUID())).statusCode).toBe(404);
    expect((await retry('not-a-job')).statusCode).toBe(404);
  });
});
