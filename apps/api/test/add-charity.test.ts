import { CHARITY_FIELD_LABELS, philippineToday, t } from '@tabang/shared';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { images, organizationCategories, organizations } from '../src/db/schema';
import { assertCanAddCharity } from '../src/modules/charities/service';
import { createCategory, createOrganization } from './factories';
import { createTestApp, createUser, loginAs, type TestApp } from './helpers';
import { type FormFile, type FormValue, multipart, pngFile } from './multipart-form';

let ctx: TestApp;
let headers: { authorization: string };
let userId: number;
let logo: FormFile;
let feature: FormFile;

const blobKeys = () => (ctx.blobs as unknown as { keys(): string[] }).keys();
const countRows = async (table: typeof images | typeof organizations) =>
  (await ctx.db.select({ n: count() }).from(table))[0]!.n;

const validFields = (overrides: Record<string, string> = {}): Record<string, string> => ({
  organizationName: 'Davao Reading Circle',
  organizationAbbreviation: 'DRC',
  organizationAddress: 'San Pedro Street, Davao City',
  organizationPhoneNumber: '(082) 221 1234',
  representativeName: 'Liza Dizon',
  organizationEmail: 'hello@readingcircle.ph',
  representativeContactNumber: '09171112222',
  organizationDescription: 'Free reading lessons for children in Davao.',
  organizationType: 'educational',
  organizationFacebookLink: '',
  organizationInstagramLink: '',
  organizationMainWebsite: 'https://readingcircle.ph',
  categories: '[]',
  ...overrides,
});

function post(
  fields: Record<string, string>,
  files: Record<string, FormValue> | null = null,
  auth: { authorization: string; 'accept-language'?: string } = headers,
) {
  const form = multipart({
    ...fields,
    ...(files ?? { organizationProfilePicture: logo, organizationFeaturedPicture: feature }),
  });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/post/organizations/add',
    payload: form.payload,
    headers: { ...form.headers, ...auth },
  });
}

beforeAll(async () => {
  ctx = await createTestApp();
  logo = await pngFile(200, 200, 'logo.png');
  feature = await pngFile(1200, 600, 'feature.png');
});
// Each test adds charities as a member of its own, so none meets the daily limit because of another test.
beforeEach(async () => {
  const user = await createUser(ctx.db);
  userId = user.userID;
  ({ headers } = await loginAs(ctx.db, user));
});
afterAll(() => ctx.close());

describe('POST /api/post/organizations/add', () => {
  it('refuses visitors who are not signed in', async () => {
    const response = await post(validFields(), null, {} as typeof headers);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: t('errors.unauthorized'), code: 'unauthorized' });
  });

  it('adds a pending charity with its images and categories; the adder is its representative', async () => {
    const education = await createCategory(ctx.db);
    const children = await createCategory(ctx.db);
    const response = await post(validFields({ categories: JSON.stringify([education.id, children.id]) }));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ message: 'Charity added successfully!', organizationID: expect.any(Number) });

    const [row] = await ctx.db.select().from(organizations).where(eq(organizations.id, body.organizationID));
    expect(row).toMatchObject({
      name: 'Davao Reading Circle',
      abbreviation: 'DRC',
      representativeUserId: userId,
      verified: false,
      suspended: false,
      type: 'educational',
      // Stored as the address a browser follows.
      websiteLink: 'https://readingcircle.ph/',
      facebookLink: null,
      instagramLink: null,
      totalDonationCentavos: 0,
    });
    expect(row!.logoImageId).not.toBeNull();
    expect(row!.featureImageId).not.toBeNull();
    const links = await ctx.db
      .select({ categoryId: organizationCategories.categoryId })
      .from(organizationCategories)
      .where(eq(organizationCategories.organizationId, row!.id));
    expect(links.map((link) => link.categoryId).sort()).toEqual([education.id, children.id].sort());

    // Both images were re-encoded to WebP and their bytes are in the blob store.
    const stored = await ctx.db.select().from(images);
    const mine = stored.filter((image) => [row!.logoImageId, row!.featureImageId].includes(image.id));
    expect(mine).toHaveLength(2);
    for (const image of mine) {
      expect(image.contentType).toBe('image/webp');
      const bytes = await ctx.blobs.get(image.storageKey);
      expect(bytes?.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }
    // The feature picture keeps its proportions and is capped at 1600 px by the re-encoding.
    const featureImage = mine.find((image) => image.id === row!.featureImageId)!;
    expect([featureImage.width, featureImage.height]).toEqual([1200, 600]);

    // The new charity is on the user's dashboard at once, pending verification.
    const dashboard = await ctx.app.inject({ method: 'GET', url: '/api/get/dashboard/mine', headers });
    expect(dashboard.json().charities).toContainEqual(
      expect.objectContaining({ organizationID: row!.id, verified: false, suspended: false }),
    );
  });

  it('drops duplicate category ids instead of failing', async () => {
    const category = await createCategory(ctx.db);
    const response = await post(
      validFields({ organizationName: 'Twice', categories: `[${category.id}, ${category.id}]` }),
    );
    expect(response.statusCode).toBe(201);
    const links = await ctx.db
      .select()
      .from(organizationCategories)
      .where(eq(organizationCategories.organizationId, response.json().organizationID));
    expect(links).toHaveLength(1);
  });

  const required = [
    ['organizationName', 'Name is required'],
    ['organizationAbbreviation', 'Abbreviation is required'],
    ['organizationAddress', 'Address is required'],
    ['organizationPhoneNumber', 'Phone number is required'],
    ['representativeName', 'Representative name is required'],
    ['organizationEmail', 'Email is required'],
    ['representativeContactNumber', 'Representative contact number is required'],
    ['organizationDescription', 'Description is required'],
    ['organizationType', 'Organization type is required'],
  ] as const;

  it.each(required)('refuses a charity without %s (absent or blank): "%s"', async (field, message) => {
    const before = {
      orgs: await countRows(organizations),
      images: await countRows(images),
      blobs: blobKeys(),
    };
    const absent = validFields();
    delete absent[field];
    for (const fields of [absent, validFields({ [field]: '   ' })]) {
      const response = await post(fields);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, code: 'validation_failed' });
    }
    expect(await countRows(organizations)).toBe(before.orgs);
    expect(await countRows(images)).toBe(before.images);
    expect(blobKeys()).toEqual(before.blobs);
  });

  it('names every field by its form label', () => {
    expect(CHARITY_FIELD_LABELS.representativeContactNumber).toBe('Representative contact number');
  });

  it('refuses an organization type outside the four', async () => {
    const response = await post(validFields({ organizationType: 'church' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(t('charities.invalidType'));
  });

  it('refuses a malformed email', async () => {
    const response = await post(validFields({ organizationEmail: 'not-an-email' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(t('dashboard.validation.invalidEmail'));
  });

  it('refuses control characters (PostgreSQL cannot store a NUL) with a 400, not a 500', async () => {
    const response = await post(validFields({ organizationName: 'Davao\u0000Reading' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Name contains characters that are not allowed.');
    const url = await post(validFields({ organizationMainWebsite: 'https://example.ph/\u0000' }));
    expect(url.statusCode).toBe(400);
    // Line breaks in a description are fine.
    const lines = await post(
      validFields({ organizationName: 'Lines', organizationDescription: 'One.\r\nTwo.\tThree.' }),
    );
    expect(lines.statusCode).toBe(201);
  });

  it('refuses a field longer than its limit', async () => {
    const response = await post(validFields({ organizationAbbreviation: 'A'.repeat(21) }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Abbreviation must be at most 20 characters.');
  });

  it.each([
    ['organizationFacebookLink', 'Facebook', 'javascript:alert(1)'],
    ['organizationInstagramLink', 'Instagram', 'ftp://files.example.ph/ig'],
    ['organizationMainWebsite', 'Website', 'data:text/html,<script>alert(1)</script>'],
    ['organizationMainWebsite', 'Website', 'readingcircle'],
    ['organizationFacebookLink', 'Facebook', 'https://localhost'],
  ])('refuses %s = %s that is not an http(s) web address', async (field, label, value) => {
    const before = await countRows(organizations);
    const response = await post(validFields({ [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`${label} must be a web address starting with http:// or https://`);
    expect(await countRows(organizations)).toBe(before);
  });

  it.each([
    ['https:evil.com', 'https://evil.com/'],
    ['https://evil.com\\@good.com', 'https://evil.com/@good.com'],
    ['HTTPS://Example.PH/a page', 'https://example.ph/a%20page'],
  ])('stores the link %s as the address a browser follows, %s', async (entered, followed) => {
    const response = await post(
      validFields({ organizationName: `Link ${entered}`, organizationMainWebsite: entered }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await ctx.db
      .select({ websiteLink: organizations.websiteLink })
      .from(organizations)
      .where(eq(organizations.id, response.json().organizationID));
    expect(row!.websiteLink).toBe(followed);
    expect(new URL(row!.websiteLink!, 'https://tabang.ph/charity/1').href).toBe(followed);
  });

  it.each([
    ['a user name that looks like the host', 'https://good.com@evil.com'],
    ['a user name and password', 'https://user:secret@readingcircle.ph'],
    ['a line break the parser would drop', 'https://reading\ncircle.ph'],
  ])('refuses a link with %s', async (_what, value) => {
    const before = await countRows(organizations);
    const response = await post(validFields({ organizationMainWebsite: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Website must be a web address starting with http:// or https://');
    expect(await countRows(organizations)).toBe(before);
  });

  it('accepts http and https links', async () => {
    const response = await post(
      validFields({
        organizationName: 'Linked',
        organizationFacebookLink: 'https://www.facebook.com/readingcircle',
        organizationInstagramLink: 'http://instagram.com/readingcircle',
      }),
    );
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ['an unknown id', '[2147483000]'],
    ['a text id', '["1"]'],
    ['not JSON', '[1,'],
    ['not a list', '{"id":1}'],
    ['a negative id', '[-4]'],
    ['a boolean', '[true]'],
  ])('refuses categories with %s and stores nothing', async (_what, categories) => {
    const before = {
      orgs: await countRows(organizations),
      images: await countRows(images),
      blobs: blobKeys(),
    };
    const response = await post(validFields({ categories }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(t('charities.invalidCategories'));
    expect(await countRows(organizations)).toBe(before.orgs);
    expect(await countRows(images)).toBe(before.images);
    expect(blobKeys()).toEqual(before.blobs);
  });

  it('refuses a known category mixed with an unknown one, keeping nothing', async () => {
    const category = await createCategory(ctx.db);
    const before = {
      orgs: await countRows(organizations),
      images: await countRows(images),
      blobs: blobKeys(),
    };
    const response = await post(validFields({ categories: JSON.stringify([category.id, 2147483001]) }));
    expect(response.statusCode).toBe(400);
    expect(await countRows(organizations)).toBe(before.orgs);
    expect(await countRows(images)).toBe(before.images);
    expect(blobKeys()).toEqual(before.blobs);
  });

  it('refuses more than 20 categories', async () => {
    const ids = Array.from({ length: 21 }, (_, i) => i + 1);
    const response = await post(validFields({ categories: JSON.stringify(ids) }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(t('dashboard.validation.tooManyCategories', { max: 20 }));
  });

  it.each([
    ['organizationProfilePicture', 'Logo is required'],
    ['organizationFeaturedPicture', 'Featured picture is required'],
  ])('refuses a charity without %s', async (missing, message) => {
    const before = {
      orgs: await countRows(organizations),
      images: await countRows(images),
      blobs: blobKeys(),
    };
    const files: Record<string, FormValue> = {
      organizationProfilePicture: logo,
      organizationFeaturedPicture: feature,
    };
    delete files[missing];
    const response = await post(validFields(), files);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: 'invalid_request' });
    // An empty file input (no name, no bytes) is a missing file too.
    files[missing] = { filename: '', contentType: 'application/octet-stream', bytes: Buffer.alloc(0) };
    const empty = await post(validFields(), files);
    expect(empty.json()).toEqual({ message, code: 'invalid_request' });
    expect(await countRows(organizations)).toBe(before.orgs);
    expect(await countRows(images)).toBe(before.images);
    expect(blobKeys()).toEqual(before.blobs);
  });
});

describe('charities per member per day', () => {
  const HOUR = 60 * 60 * 1000;
  const notAnImage = {
    filename: 'logo.png',
    contentType: 'image/png',
    bytes: Buffer.from('not an image at all'),
  };

  it('refuses one more than the limit in 24 hours with 429, before any image is read, storing nothing', async () => {
    const max = ctx.app.config.limits.charitiesPerDay;
    const member = await createUser(ctx.db);
    const auth = (await loginAs(ctx.db, member)).headers;
    // One added a day and an hour ago no longer counts.
    await createOrganization(ctx.db, {
      representativeUserId: member.userID,
      createdAt: new Date(Date.now() - 25 * HOUR),
    });
    for (let i = 1; i < max; i += 1)
      await createOrganization(ctx.db, { representativeUserId: member.userID });
    expect((await post(validFields({ organizationName: 'Last of today' }), null, auth)).statusCode).toBe(201);

    const before = {
      orgs: await countRows(organizations),
      images: await countRows(images),
      blobs: blobKeys(),
    };
    const refused = await post(validFields({ organizationName: 'One too many' }), null, auth);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: t('charities.dailyLimit', { max }), code: 'rate_limited' });
    // Retry when the oldest of the day's charities is 24 hours old.
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    // A file that is no image gets the same answer: the limit is checked before images are looked at.
    const junk = await post(
      validFields(),
      { organizationProfilePicture: notAnImage, organizationFeaturedPicture: notAnImage },
      auth,
    );
    expect(junk.statusCode).toBe(429);
    expect(await countRows(organizations)).toBe(before.orgs);
    expect(await countRows(images)).toBe(before.images);
    expect(blobKeys()).toEqual(before.blobs);
  });

  it('lets only one of two additions at the same moment take the last place', async () => {
    const max = ctx.app.config.limits.charitiesPerDay;
    const member = await createUser(ctx.db);
    const user = { ...member, sessionHash: '' };
    for (let i = 1; i < max; i += 1)
      await createOrganization(ctx.db, { representativeUserId: member.userID });
    let added!: () => void;
    let commit!: () => void;
    const addedNow = new Promise<void>((resolve) => (added = resolve));
    const mayCommit = new Promise<void>((resolve) => (commit = resolve));
    // The first takes the last place and holds its transaction open.
    const first = ctx.db.transaction(async (tx) => {
      await assertCanAddCharity(tx, user, max);
      await createOrganization(tx, { representativeUserId: member.userID });
      added();
      await mayCommit;
    });
    await addedNow;
    const second = ctx.db
      .transaction((tx) => assertCanAddCharity(tx, user, max))
      .then(
        () => 'allowed',
        (error: unknown) => (error as { statusCode?: number }).statusCode,
      );
    let secondDone = false;
    void second.then(() => {
      secondDone = true;
    });
    // On PostgreSQL the second must wait for the first (a lock) rather than count before the first commits; the
    // embedded database runs one transaction at a time anyway.
    const waitsForTheFirst = async () => {
      if (ctx.database.kind !== 'postgres') return true;
      const deadline = Date.now() + 20_000;
      while (!secondDone && Date.now() < deadline) {
        const result = await ctx.db.execute(
          sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if ((result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n > 0) return true;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return false;
    };
    const waited = await waitsForTheFirst();
    commit();
    await first;
    expect(waited).toBe(true);
    expect(await second).toBe(429);
  });

  it('does not limit admins', async () => {
    const admin = await createUser(ctx.db, { role: 'admin' });
    const auth = (await loginAs(ctx.db, admin)).headers;
    for (let i = 0; i < ctx.app.config.limits.charitiesPerDay; i += 1)
      await createOrganization(ctx.db, { representativeUserId: admin.userID });
    expect((await post(validFields({ organizationName: 'Admin adds' }), null, auth)).statusCode).toBe(201);
  });
});

describe('registration details (optional)', () => {
  const inAYear = philippineToday(Date.now() + 365 * 24 * 60 * 60 * 1000);

  it('stores the SEC and DSWD numbers and the validity date, trimmed, and keeps them off the public page', async () => {
    const response = await post(
      validFields({
        organizationName: 'Registered Circle',
        secRegistrationNumber: '  CN201912345 ',
        dswdRegistrationNumber: 'DSWD-SB-SP-00023-2026',
        dswdValidUntil: inAYear,
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().organizationID as number;
    const [row] = await ctx.db.select().from(organizations).where(eq(organizations.id, id));
    expect(row).toMatchObject({
      secRegistrationNumber: 'CN201912345',
      dswdRegistrationNumber: 'DSWD-SB-SP-00023-2026',
      dswdValidUntil: inAYear,
      registrationCheckedAt: null,
    });
    // Not shown to the public until an admin has checked them.
    const page = await ctx.app.inject({ method: 'GET', url: `/api/get/organizationsByID/${id}` });
    expect(page.json()[0].registration).toBeNull();
    expect(page.body).not.toContain('CN201912345');
  });

  it('stores none when the fields are blank or absent', async () => {
    const response = await post(
      validFields({ organizationName: 'Unregistered', secRegistrationNumber: ' ', dswdValidUntil: '' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await ctx.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, response.json().organizationID));
    expect(row).toMatchObject({
      secRegistrationNumber: null,
      dswdRegistrationNumber: null,
      dswdValidUntil: null,
    });
  });

  const numberRule = (field: string) =>
    `The ${field} may hold only letters, digits, spaces, dots, slashes and hyphens, with at least one digit (3 to 40 characters).`;
  it.each([
    [{ secRegistrationNumber: 'CN<script>' }, numberRule('SEC registration number')],
    [{ secRegistrationNumber: 'ABCDEF' }, numberRule('SEC registration number')],
    [{ secRegistrationNumber: '12' }, numberRule('SEC registration number')],
    [{ dswdRegistrationNumber: `DSWD-${'1'.repeat(40)}` }, numberRule('DSWD number')],
    [
      { dswdRegistrationNumber: 'DSWD-1', dswdValidUntil: '2026-02-30' },
      "The DSWD permit's validity must be a date (YYYY-MM-DD).",
    ],
    [
      { dswdRegistrationNumber: 'DSWD-1', dswdValidUntil: '2020-01-31' },
      'The DSWD permit has expired: enter a permit that is still valid.',
    ],
    [{ dswdValidUntil: '2099-12-31' }, 'Enter the DSWD number that the validity date belongs to.'],
  ])('refuses %o with a 400, storing nothing', async (fields, message) => {
    const before = await countRows(organizations);
    const response = await post(validFields({ organizationName: 'Bad details', ...fields }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: 'validation_failed' });
    expect(await countRows(organizations)).toBe(before);
  });

  // Each field has its own whole sentence per language: no label is put into a sentence.
  const expiredPermit = { dswdRegistrationNumber: 'DSWD-1', dswdValidUntil: '2020-01-31' };
  const impossibleDate = { dswdRegistrationNumber: 'DSWD-1', dswdValidUntil: '2026-02-30' };
  it.each([
    ['fil', expiredPermit, 'Lipas na ang DSWD permit: maglagay ng permit na may bisa pa.'],
    ['ceb', expiredPermit, 'Expired na ang DSWD permit: isulod ang permit nga balido pa.'],
    ['fil', impossibleDate, 'Dapat petsa (YYYY-MM-DD) ang bisa ng DSWD permit.'],
    ['ceb', impossibleDate, 'Kinahanglan petsa (YYYY-MM-DD) ang validity sa DSWD permit.'],
    [
      'fil',
      { secRegistrationNumber: 'ABCDEF' },
      'Ang numero ng rehistro sa SEC ay puwedeng may letra, numero, espasyo, tuldok, slash at gitling lang, na may kahit isang numero (3 hanggang 40 karakter).',
    ],
    [
      'ceb',
      { organizationType: 'church' },
      'Ang klase sa organisasyon kinahanglan usa sa Non-profit, Komunidad, Pang-edukasyon o Uban pa',
    ],
    [
      'fil',
      { organizationType: 'church' },
      'Ang uri ng organisasyon ay dapat isa sa Non-profit, Komunidad, Pang-edukasyon o Iba pa',
    ],
    ['fil', { representativeName: ' ' }, 'Kailangan ang pangalan ng kinatawan'],
    ['ceb', { representativeName: ' ' }, 'Kinahanglan ang ngalan sa representante'],
    [
      'fil',
      { organizationAbbreviation: 'A'.repeat(21) },
      'Hanggang 20 character lang ang pinaikling pangalan.',
    ],
    [
      'ceb',
      { organizationAbbreviation: 'A'.repeat(21) },
      'Hangtod 20 ka character lang ang mubo nga ngalan.',
    ],
    [
      'ceb',
      { organizationFacebookLink: 'javascript:alert(1)' },
      'Ang link sa Facebook kinahanglan web address nga nagsugod sa http:// o https://',
    ],
  ])('in %s, refuses %o with a whole sentence', async (language, fields, message) => {
    const response = await post(validFields({ organizationName: 'Bad details', ...fields }), null, {
      ...headers,
      'accept-language': language,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: 'validation_failed' });
  });

  it.each([
    ['fil', 'Pumili ng logo ng charity'],
    ['ceb', 'Pili og logo sa charity'],
  ])('in %s, asks for the missing logo in a whole sentence', async (language, message) => {
    const response = await post(
      validFields({ organizationName: 'No logo' }),
      { organizationFeaturedPicture: feature },
      {
        ...headers,
        'accept-language': language,
      },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('accepts a permit valid until today (Philippine time)', async () => {
    const response = await post(
      validFields({
        organizationName: 'Last day',
        dswdRegistrationNumber: 'DSWD-SB-L-00012-2025',
        dswdValidUntil: philippineToday(),
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
  });
});
