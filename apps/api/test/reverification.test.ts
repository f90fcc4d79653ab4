import { readFile } from 'node:fs/promises';
import { type AdminOrganization, type CharityIdentityField, t, ZAdminOrganization } from '@tabang/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../src/db/schema';
import { identityOf } from '../src/modules/charities/identity';
import { createCategory, createOrganization } from './factories';
import { createTestApp, createUser, loginAs, type TestApp } from './helpers';
import { type FormValue, multipart, pngFile } from './multipart-form';

/*
 * A verified charity that changes who it is (name, contacts, links, logo, registration) goes back
 * to "pending verification" and takes no donations until an admin verifies it again; the admin sees what changed.
 */

type Headers = { authorization: string };
let h: TestApp;
let adminHeaders: Headers;
let rep: Awaited<ReturnType<typeof createUser>> & { headers: Headers };
let donor: Headers;

beforeAll(async () => {
  h = await createTestApp();
  ({ headers: adminHeaders } = await loginAs(h.db, await createUser(h.db, { role: 'admin' })));
  const user = await createUser(h.db);
  rep = { ...user, headers: (await loginAs(h.db, user)).headers };
  ({ headers: donor } = await loginAs(h.db, await createUser(h.db)));
});
afterAll(() => h.close());

/** A charity of `rep`, verified by an admin through the API (so its identity snapshot is taken). */
async function verifiedCharity(fields: Partial<typeof organizations.$inferInsert> = {}) {
  const charity = await createOrganization(h.db, {
    representativeUserId: rep.userID,
    verified: false,
    ...fields,
  });
  expect((await review(charity.id, 'verify')).statusCode).toBe(200);
  return charity;
}

const update = (id: number, fields: Record<string, FormValue>, headers: Headers = rep.headers) => {
  const form = multipart({ organizationID: String(id), ...fields });
  return h.app.inject({
    method: 'POST',
    url: '/api/post/organizations/update',
    payload: form.payload,
    headers: { ...form.headers, ...headers },
  });
};
const review = (id: number, action: string) =>
  h.app.inject({ method: 'POST', url: `/api/admin/organizations/${id}/${action}`, headers: adminHeaders });
const donate = (organizationID: number) =>
  h.app.inject({
    method: 'POST',
    url: '/api/post/donation/create',
    headers: donor,
    payload: { amount: 100, organizationID, eventID: null, description: 'Tabang - Donation' },
  });
const row = async (id: number) =>
  (await h.db.select().from(organizations).where(eq(organizations.id, id)))[0]!;
/** The charity as the admin's list shows it (every status). */
async function adminView(id: number): Promise<AdminOrganization> {
  const response = await h.app.inject({
    method: 'GET',
    url: '/api/admin/organizations?status=all',
    headers: adminHeaders,
  });
  const found = ZAdminOrganization.array()
    .parse(response.json())
    .find((charity) => charity.organizationID === id);
  return found!;
}

describe('editing a verified charity', () => {
  it('a rename sends it back to pending: no donations (as for an unverified charity), pending everywhere', async () => {
    const charity = await verifiedCharity({ name: 'Davao Kids Fund' });
    expect((await donate(charity.id)).statusCode).toBeLessThan(300);

    const renamed = await update(charity.id, {
      organizationName: 'Philippine Red Cross - Davao Chapter',
      organizationEmail: 'davao@redcross.example.ph',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      message: t('editing.charityBackToVerification'),
      organizationName: 'Philippine Red Cross - Davao Chapter',
      verified: false,
    });
    expect(await row(charity.id)).toMatchObject({ verified: false, verifiedAt: null });

    const neverVerified = await createOrganization(h.db, { verified: false });
    const expected = await donate(neverVerified.id);
    expect(expected.statusCode).toBe(409);
    expect(expected.json()).toEqual({ message: t('charities.awaitingVerification'), code: 'conflict' });
    const refused = await donate(charity.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(expected.json());

    // The public page shows the pending badge at once (the public cache is emptied by the change).
    await expect
      .poll(async () => {
        const page = await h.app.inject({ method: 'GET', url: `/api/get/organizationsByID/${charity.id}` });
        return page.json()[0].verified;
      })
      .toBe(false);
    const pending = await h.app.inject({
      method: 'GET',
      url: '/api/admin/organizations?status=pending',
      headers: adminHeaders,
    });
    expect(pending.json().map((c: { organizationID: number }) => c.organizationID)).toContain(charity.id);
  });

  it('keeps it verified for the description, featured picture, categories, type and private contact number', async () => {
    const charity = await verifiedCharity();
    const category = await createCategory(h.db);
    const edited = await update(charity.id, {
      organizationDescription: 'Now also feeding programs in Bunawan.',
      organizationFeaturedPicture: await pngFile(600, 300, 'featured.png'),
      categories: `[${category.id}]`,
      organizationType: 'community',
      representativeContactNumber: '09179998888',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ message: t('editing.charityUpdated'), verified: true });
    expect(await row(charity.id)).toMatchObject({
      verified: true,
      description: 'Now also feeding programs in Bunawan.',
      type: 'community',
    });
    expect((await donate(charity.id)).statusCode).toBeLessThan(300);
  });

  it('keeps it verified when every identity field is resent unchanged', async () => {
    // Links as the add form stores them (each URL's href).
    const charity = await verifiedCharity({
      websiteLink: 'https://kids.example.ph/',
      facebookLink: 'https://facebook.com/kids',
      instagramLink: 'https://instagram.com/kids',
      secRegistrationNumber: 'CS201912345',
      dswdRegistrationNumber: 'DSWD-SB-SP-00023-2026',
      dswdValidUntil: '2099-12-31',
    });
    const same = await update(charity.id, {
      organizationName: charity.name,
      // Trimmed as when adding, so surrounding spaces are no change either.
      organizationAbbreviation: ` ${charity.abbreviation} `,
      organizationEmail: charity.email,
      organizationPhoneNumber: charity.phoneNumber,
      organizationAddress: charity.address,
      organizationMainWebsite: charity.websiteLink!,
      organizationFacebookLink: charity.facebookLink!,
      organizationInstagramLink: charity.instagramLink!,
      representativeName: charity.representativeName,
      secRegistrationNumber: charity.secRegistrationNumber!,
      dswdRegistrationNumber: charity.dswdRegistrationNumber!,
      dswdValidUntil: charity.dswdValidUntil!,
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({ message: t('editing.charityUpdated'), verified: true });
    expect((await row(charity.id)).verified).toBe(true);
  });

  const identityEdits: [CharityIdentityField, string, Partial<typeof organizations.$inferInsert>?][] = [
    ['organizationName', 'Another Name'],
    ['organizationAbbreviation', 'AN'],
    ['organizationEmail', 'someone-else@example.ph'],
    ['organizationPhoneNumber', '(082) 999 1111'],
    ['organizationAddress', 'Somewhere else, Tagum City'],
    ['organizationMainWebsite', 'https://another.example.ph'],
    ['organizationFacebookLink', 'https://facebook.com/another'],
    ['organizationInstagramLink', 'https://instagram.com/another'],
    ['representativeName', 'Someone Else'],
    ['secRegistrationNumber', 'CS202099999'],
    ['dswdRegistrationNumber', 'DSWD-SB-SP-00099-2026', { dswdRegistrationNumber: 'DSWD-SB-SP-00023-2026' }],
    ['dswdValidUntil', '2098-01-01', { dswdRegistrationNumber: 'DSWD-SB-SP-00023-2026' }],
    // Clearing a link is a change too.
    ['organizationMainWebsite', '', { websiteLink: 'https://kids.example.ph' }],
  ];
  it.each(identityEdits)(
    'sends it back to pending when %s changes to "%s"',
    async (field, value, start = {}) => {
      const charity = await verifiedCharity(start);
      const edited = await update(charity.id, { [field]: value });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()).toMatchObject({
        message: t('editing.charityBackToVerification'),
        verified: false,
      });
      expect((await row(charity.id)).verified).toBe(false);
      expect((await adminView(charity.id)).identityChanges?.map((change) => change.field)).toEqual([field]);
      expect((await donate(charity.id)).statusCode).toBe(409);
    },
  );

  it('sends it back to pending when the logo is replaced', async () => {
    const charity = await verifiedCharity();
    const edited = await update(charity.id, {
      organizationProfilePicture: await pngFile(200, 200, 'logo.png'),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().verified).toBe(false);
    expect((await donate(charity.id)).statusCode).toBe(409);
  });

  it('sends back a charity verified without a snapshot (the seed’s), comparing with its values until then', async () => {
    const charity = await createOrganization(h.db, { representativeUserId: rep.userID, name: 'Seeded Fund' });
    expect((await row(charity.id)).verifiedIdentity).toBeNull();
    await update(charity.id, { organizationName: 'Not The Seeded Fund' });
    expect((await adminView(charity.id)).identityChanges).toEqual([
      { field: 'organizationName', before: 'Seeded Fund', after: 'Not The Seeded Fund' },
    ]);
  });

  it('does the same for an admin’s edit', async () => {
    const charity = await verifiedCharity();
    const edited = await update(charity.id, { organizationName: 'Renamed by an admin' }, adminHeaders);
    expect(edited.json().verified).toBe(false);
  });
});

describe('the admin’s review of a charity sent back by an edit', () => {
  it('shows each change against the verified values, twice edited too; verifying again opens donations', async () => {
    const { headers: founder } = await loginAs(h.db, await createUser(h.db));
    const logo = await pngFile(120, 120, 'first-logo.png');
    const added = multipart({
      organizationName: 'Davao Kids Fund',
      organizationAbbreviation: 'DKF',
      organizationAddress: 'Bajada, Davao City',
      organizationPhoneNumber: '(082) 300 1234',
      representativeName: 'Ana Cruz',
      organizationEmail: 'hello@kidsfund.example.ph',
      representativeContactNumber: '09171234567',
      organizationDescription: 'School supplies for children.',
      organizationType: 'non-profit',
      organizationProfilePicture: logo,
      organizationFeaturedPicture: await pngFile(),
    });
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/post/organizations/add',
      payload: added.payload,
      // Its own representative: rep's many test charities count towards the daily limit of new ones.
      headers: { ...added.headers, ...founder },
    });
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().organizationID as number;
    // Never verified: nothing to compare with.
    expect((await adminView(id)).identityChanges).toBeNull();
    expect((await review(id, 'verify')).json()).toMatchObject({ verified: true, identityChanges: null });
    const firstLogo = (await row(id)).logoImageId!;

    await update(id, { organizationName: 'Philippine Red Cross - Davao Chapter' }, founder);
    await update(
      id,
      {
        organizationName: 'Philippine Red Cross - Davao',
        organizationEmail: 'davao@redcross.example.ph',
        organizationDescription: 'Not part of who it is.',
        organizationProfilePicture: await pngFile(150, 150, 'new-logo.png'),
      },
      founder,
    );
    const newLogo = (await row(id)).logoImageId!;
    const pending = await adminView(id);
    expect(pending.verified).toBe(false);
    expect(pending.identityChanges).toEqual([
      { field: 'organizationName', before: 'Davao Kids Fund', after: 'Philippine Red Cross - Davao' },
      { field: 'organizationEmail', before: 'hello@kidsfund.example.ph', after: 'davao@redcross.example.ph' },
      {
        field: 'organizationProfilePicture',
        before: `/admin/images/${firstLogo}`,
        after: `/admin/images/${newLogo}`,
      },
    ]);
    // The replaced logo is still there for the admin to compare, and only for admins.
    const before = await h.app.inject({
      method: 'GET',
      url: `/api/admin/images/${firstLogo}`,
      headers: adminHeaders,
    });
    expect(before.statusCode).toBe(200);
    expect(before.headers['content-type']).toBe('image/webp');
    expect(before.headers['cache-control']).toBe('private, no-store');
    expect((await h.app.inject({ method: 'GET', url: `/api/admin/images/${firstLogo}` })).statusCode).toBe(
      401,
    );
    expect(
      (await h.app.inject({ method: 'GET', url: `/api/admin/images/${firstLogo}`, headers: rep.headers }))
        .statusCode,
    ).toBe(403);

    const again = await review(id, 'verify');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ verified: true, identityChanges: null });
    expect((await donate(id)).statusCode).toBeLessThan(300);
    // The snapshot is now what was verified: the next change is compared with it.
    expect((await row(id)).verifiedIdentity).toMatchObject({
      name: 'Philippine Red Cross - Davao',
      email: 'davao@redcross.example.ph',
      logoImageId: newLogo,
    });
    await update(id, { organizationAbbreviation: 'PRC' }, founder);
    expect((await adminView(id)).identityChanges).toEqual([
      { field: 'organizationAbbreviation', before: 'DKF', after: 'PRC' },
    ]);
  });

  it('refuses a verify of values the admin did not see: an edit between the review and the click', async () => {
    const charity = await verifiedCharity({ name: 'Davao Kids Fund' });
    await update(charity.id, { organizationName: 'Davao Kids Fund Inc.' });
    const seen = await adminView(charity.id);
    // The organiser changes who it is again while the admin reads the first change.
    await update(charity.id, { organizationName: 'Philippine Red Cross - Davao Chapter' });
    const verifySeen = (identityVersion: string) =>
      h.app.inject({
        method: 'POST',
        url: `/api/admin/organizations/${charity.id}/verify`,
        headers: adminHeaders,
        payload: { identityVersion },
      });
    const stale = await verifySeen(seen.identityVersion);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: t('admin.identity.changedMeanwhile'), code: 'conflict' });
    expect((await row(charity.id)).verified).toBe(false);
    expect((await donate(charity.id)).statusCode).toBe(409);
    // Looked at again, it verifies; an edit that leaves who it is alone does not make the version stale.
    const fresh = await adminView(charity.id);
    expect(fresh.identityVersion).not.toBe(seen.identityVersion);
    await update(charity.id, { organizationDescription: 'Now with a longer story of what we do.' });
    expect((await verifySeen(fresh.identityVersion)).statusCode).toBe(200);
    expect((await row(charity.id)).verified).toBe(true);
  });

  it('migration 0011 gives the charities verified then their current identity', async () => {
    const verified = await createOrganization(h.db, {
      websiteLink: 'https://kids.example.ph',
      dswdRegistrationNumber: 'DSWD-SB-SP-00023-2026',
      dswdValidUntil: '2099-12-31',
    });
    const pending = await createOrganization(h.db, { verified: false });
    const migration = await readFile(
      new URL('../src/db/migrations/0011_verified-identity.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint').find((part) => part.includes('UPDATE'))!;
    await h.db.execute(sql.raw(backfill));
    expect((await row(verified.id)).verifiedIdentity).toEqual(identityOf(await row(verified.id)));
    expect((await row(pending.id)).verifiedIdentity).toBeNull();
  });
});
