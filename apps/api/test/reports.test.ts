import { t, ZOrganizationStats } from '@tabang/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventVolunteers, users } from '../src/db/schema';
import { CSV_BATCH_ROWS } from '../src/modules/reports/service';
import { createDonation, createEvent, createOrganization } from './factories';
import { createTestApp, createUser, loginAs, type TestApp } from './helpers';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const BOM = '\uFEFF';
const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

/** A signed-in person with the bearer headers. */
async function person(fields: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(ctx.db, fields);
  return { user, headers: (await loginAs(ctx.db, user)).headers };
}

/** A charity with its representative signed in, and one event. */
async function charityWithRepresentative(fields: Parameters<typeof createOrganization>[1] = {}) {
  const representative = await person();
  const charity = await createOrganization(ctx.db, {
    representativeUserId: representative.user.userID,
    ...fields,
  });
  const event = await createEvent(ctx.db, charity.id);
  return { representative, charity, event };
}

/** RFC 4180 records (quoted fields may hold commas, quotes and line breaks); the BOM must come first. */
function parseCsv(body: string): string[][] {
  expect(body.startsWith(BOM)).toBe(true);
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  const text = body.slice(1);
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 1;
    } else field += char;
  }
  expect(field).toBe('');
  expect(record).toEqual([]);
  return records;
}

/** The Manila calendar date of an instant, YYYY-MM-DD. */
const manilaDate = (at: Date) => at.toLocaleDateString('en-CA', { timeZone: 'Asia/Manila' });
/** The instant of a Manila wall-clock time (Manila is UTC+8 all year). */
const manila = (date: string, time: string) => new Date(`${date}T${time}:00+08:00`);

describe('who may read the reports', () => {
  it('gives them to the representative and admins only: 401, 403, 404 otherwise', async () => {
    const { representative, charity, event } = await charityWithRepresentative();
    const other = await charityWithRepresentative();
    const member = await person();
    const admin = await person({ role: 'admin' });
    const urls = [
      `/api/get/dashboard/organizations/${charity.id}/stats`,
      `/api/get/dashboard/organizations/${charity.id}/donations.csv`,
      `/api/get/dashboard/events/${event.id}/roster.csv`,
    ];
    for (const url of urls) {
      const signedOut = await get(url);
      expect(signedOut.statusCode, url).toBe(401);
      expect(signedOut.json()).toEqual({ message: t('errors.unauthorized'), code: 'unauthorized' });
      for (const stranger of [member, other.representative]) {
        const refused = await get(url, stranger.headers);
        expect(refused.statusCode, url).toBe(403);
        expect(refused.json()).toEqual({ message: t('errors.forbidden'), code: 'forbidden' });
      }
      for (const allowed of [representative, admin]) {
        const answer = await get(url, allowed.headers);
        expect(answer.statusCode, url).toBe(200);
        expect(answer.headers['cache-control']).toBe('private, no-store');
      }
    }
    for (const [url, message] of [
      ['/api/get/dashboard/organizations/999999/stats', t('charities.notFound')],
      ['/api/get/dashboard/organizations/999999/donations.csv', t('charities.notFound')],
      ['/api/get/dashboard/events/999999/roster.csv', t('events.notFound')],
    ] as const) {
      for (const who of [member, admin]) {
        const missing = await get(url, who.headers);
        expect(missing.statusCode, url).toBe(404);
        expect(missing.json()).toEqual({ message, code: 'not_found' });
      }
    }
    // A malformed id names nothing, as elsewhere in the API.
    const malformed = await get('/api/get/dashboard/organizations/abc/stats', admin.headers);
    expect(malformed.statusCode).toBe(404);
  });
});

describe('GET /api/get/dashboard/organizations/:id/donations.csv', () => {
  it('is the charity’s books: every donation, full names, Anonymous, Deleted user, Manila times, neutralised formulas', async () => {
    const { representative, charity } = await charityWithRepresentative();
    const event = await createEvent(ctx.db, charity.id, {
      name: '=HYPERLINK("http://evil.example","Rice, for Toril")',
    });
    const donor = await createUser(ctx.db, { firstName: 'Maria "Bing"', lastName: 'Dela Cruz' });
    const plotter = await createUser(ctx.db, { firstName: '@SUM(A1:A9)', lastName: 'Santos' });
    const leaver = await createUser(ctx.db, { firstName: 'Gone', lastName: 'Soon' });
    const completedAt = manila('2026-11-23', '14:05');
    await createDonation(ctx.db, {
      userId: donor.userID,
      organizationId: charity.id,
      eventId: event.id,
      amountCentavos: 125_000,
      status: 'completed',
      completedAt,
      receiptNumber: `TB-2026-${String(charity.id).padStart(6, '0')}`,
    });
    await createDonation(ctx.db, {
      userId: donor.userID,
      organizationId: charity.id,
      amountCentavos: 50_050,
      status: 'completed',
      completedAt,
      anonymous: true,
    });
    await createDonation(ctx.db, {
      userId: plotter.userID,
      organizationId: charity.id,
      status: 'pending',
      amountCentavos: 10_000,
      createdAt: manila('2026-11-22', '23:59'),
    });
    await createDonation(ctx.db, { userId: leaver.userID, organizationId: charity.id, status: 'failed' });
    await ctx.db.execute(sql`update ${users} set deleted_at = now() where id = ${leaver.userID}`);
    // Another charity's gift is not in this file.
    const other = await createOrganization(ctx.db);
    await createDonation(ctx.db, { userId: donor.userID, organizationId: other.id, status: 'completed' });

    const response = await get(
      `/api/get/dashboard/organizations/${charity.id}/donations.csv`,
      representative.headers,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="tabang-donations-${charity.id}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toContain('\r\n');
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual(['Date', 'Amount (PHP)', 'Donor', 'Event', 'Status', 'Receipt number']);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toEqual([
      '2026-11-23 14:05',
      '1250.00',
      'Maria "Bing" Dela Cruz',
      `'=HYPERLINK("http://evil.example","Rice, for Toril")`,
      'completed',
      `TB-2026-${String(charity.id).padStart(6, '0')}`,
    ]);
    expect(rows[1]).toEqual(['2026-11-23 14:05', '500.50', 'Anonymous', '', 'completed', '']);
    expect(rows[2]).toEqual(['2026-11-22 23:59', '100.00', `'@SUM(A1:A9) Santos`, '', 'pending', '']);
    // A donor who deleted the account stays in the books as "Deleted user" (decision 011).
    expect(rows[3]![2]).toBe('Deleted user');
    expect(rows[3]![4]).toBe('failed');
    // The raw text quotes the event name and prefixes the formula inside the quotes.
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil.example"",""Rice, for Toril"")"`);
  });

  it('streams 20,000 rows in batches, reading the database only as the reader takes the bytes', async () => {
    const { representative, charity } = await charityWithRepresentative();
    const donor = await createUser(ctx.db, { firstName: 'Bulk', lastName: 'Giver' });
    // Twenty batches: enough to tell a stream that pulls batches as the reader goes from one read of everything.
    const rows = 20 * CSV_BATCH_ROWS;
    await ctx.db.execute(sql`
      insert into donations (req_id, user_id, organization_id, amount_centavos, description, provider, expires_at,
                             status, completed_at)
      select 'bulk-' || ${charity.id}::text || '-' || g, ${donor.userID}, ${charity.id}, 10000 + g,
             'Bulk donation', 'sandbox', now() + interval '1 hour', 'completed', now()
      from generate_series(1, ${rows}::int) as g`);
    // As autovacuum would after a bulk load (PGlite has none), so the planner knows the table's size.
    await ctx.db.execute(sql`analyze donations`);

    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/get/dashboard/organizations/${charity.id}/donations.csv`,
      headers: representative.headers,
      payloadAsStream: true,
    });
    expect(response.statusCode).toBe(200);
    const stream = response.stream();
    const iterator = stream[Symbol.asyncIterator]();
    const first = await iterator.next();
    expect(first.done).toBe(false);
    // The reader has taken one chunk and waits. A donation added now has the highest id: a server that read every
    // row before sending would not have it; a stream that pulls batches as the reader goes will.
    await createDonation(ctx.db, {
      userId: donor.userID,
      organizationId: charity.id,
      amountCentavos: 4_242,
      status: 'completed',
    });
    const parts: Buffer[] = [Buffer.from(first.value as Buffer)];
    let chunks = 1;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      parts.push(Buffer.from(next.value as Buffer));
      chunks += 1;
    }
    const body = Buffer.concat(parts).toString('utf8');
    const records = body.slice(1).split('\r\n');
    expect(records.pop()).toBe('');
    expect(records).toHaveLength(1 + rows + 1);
    expect(records[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2},100\.01,Bulk Giver,,completed,$/);
    expect(records.at(-1)).toMatch(/,42\.42,Bulk Giver,,completed,$/);
    // It came in many pieces, about one per batch, not as one buffer.
    expect(chunks).toBeGreaterThanOrEqual(rows / CSV_BATCH_ROWS);
  }, 120_000);
});

describe('GET /api/get/dashboard/events/:id/roster.csv', () => {
  it('lists the volunteers, then the waitlist in order, with attendance and hours', async () => {
    const { representative, charity } = await charityWithRepresentative();
    const startsAt = new Date(Date.now() - 5 * HOUR);
    const event = await createEvent(ctx.db, charity.id, {
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3 * HOUR),
    });
    const [ana, ben, cy, dee] = await Promise.all([
      createUser(ctx.db, { firstName: 'Ana', lastName: 'Reyes', contactNumber: '+639171234567' }),
      createUser(ctx.db, { firstName: 'Ben', lastName: 'Cruz' }),
      createUser(ctx.db, { firstName: '-Cy', lastName: 'Lim' }),
      createUser(ctx.db, { firstName: 'Dee', lastName: 'Tan' }),
    ]);
    const signedUp = new Date(Date.now() - 2 * DAY);
    await ctx.db.insert(eventVolunteers).values([
      {
        userId: ana!.userID,
        targetId: event.id,
        createdAt: signedUp,
        checkedInAt: startsAt,
        checkedOutAt: new Date(startsAt.getTime() + 90 * MINUTE),
      },
      {
        userId: ben!.userID,
        targetId: event.id,
        createdAt: new Date(signedUp.getTime() + MINUTE),
        checkedInAt: startsAt,
      },
      // The waitlist: Dee signed up before Cy, so Dee is first.
      {
        userId: cy!.userID,
        targetId: event.id,
        createdAt: new Date(signedUp.getTime() + 3 * MINUTE),
        status: 'waitlisted',
      },
      {
        userId: dee!.userID,
        targetId: event.id,
        createdAt: new Date(signedUp.getTime() + 2 * MINUTE),
        status: 'waitlisted',
      },
    ]);

    const response = await get(`/api/get/dashboard/events/${event.id}/roster.csv`, representative.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="tabang-roster-\d+-[\d-]+\.csv"$/,
    );
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual([
      'First name',
      'Last name',
      'Email',
      'Contact number',
      'Status',
      'Waitlist position',
      'Signed up',
      'Checked in',
      'Checked out',
      'Hours',
      'Hours are',
      'Hours note',
    ]);
    const minute = (at: Date) =>
      `${manilaDate(at)} ${at.toLocaleTimeString('en-GB', { timeZone: 'Asia/Manila', hour: '2-digit', minute: '2-digit' })}`;
    expect(rows).toEqual([
      [
        'Ana',
        'Reyes',
        ana!.email,
        `'+639171234567`,
        'volunteered',
        '',
        minute(signedUp),
        minute(startsAt),
        minute(new Date(startsAt.getTime() + 90 * MINUTE)),
        '1.5',
        'served',
        '',
      ],
      [
        'Ben',
        'Cruz',
        ben!.email,
        '09171234567',
        'volunteered',
        '',
        minute(new Date(signedUp.getTime() + MINUTE)),
        minute(startsAt),
        '',
        '3',
        'served',
        '',
      ],
      [
        'Dee',
        'Tan',
        dee!.email,
        '09171234567',
        'waitlisted',
        '1',
        minute(new Date(signedUp.getTime() + 2 * MINUTE)),
        '',
        '',
        '0',
        'served',
        '',
      ],
      [
        "'-Cy",
        'Lim',
        cy!.email,
        '09171234567',
        'waitlisted',
        '2',
        minute(new Date(signedUp.getTime() + 3 * MINUTE)),
        '',
        '',
        '0',
        'served',
        '',
      ],
    ]);
  });

  it('carries an organiser’s corrected hours with the note, and marks expected hours, in the reader’s language', async () => {
    const { representative, charity } = await charityWithRepresentative();
    const event = await createEvent(ctx.db, charity.id, {
      startsAt: new Date(Date.now() - HOUR),
      endsAt: new Date(Date.now() + 2 * HOUR),
    });
    const [ana, ben] = await Promise.all([
      createUser(ctx.db, { firstName: 'Ana', lastName: 'Reyes' }),
      createUser(ctx.db, { firstName: 'Ben', lastName: 'Cruz' }),
    ]);
    await ctx.db.insert(eventVolunteers).values([
      { userId: ana!.userID, targetId: event.id, createdAt: new Date(Date.now() - DAY) },
      {
        userId: ben!.userID,
        targetId: event.id,
        createdAt: new Date(Date.now() - DAY + MINUTE),
        checkedInAt: event.startsAt,
      },
    ]);
    const corrected = await ctx.app.inject({
      method: 'POST',
      url: '/api/post/events/hours',
      payload: { eventID: event.id, userID: ana!.userID, hours: 2.5, note: '=Helped, "without" checking in' },
      headers: representative.headers,
    });
    expect(corrected.statusCode).toBe(200);

    const response = await get(`/api/get/dashboard/events/${event.id}/roster.csv`, {
      ...representative.headers,
      'accept-language': 'fil',
    });
    const [header, ...rows] = parseCsv(response.body);
    expect(header!.slice(-3)).toEqual(['Oras', 'Uri ng oras', 'Tala sa oras']);
    expect(rows.map((row) => row.slice(-3))).toEqual([
      ['2.5', 'itinama', `'=Helped, "without" checking in`],
      ['3', 'inaasahan', ''],
    ]);
  });

  it('is only the header for an event nobody signed up for', async () => {
    const { representative, event } = await charityWithRepresentative();
    const response = await get(`/api/get/dashboard/events/${event.id}/roster.csv`, representative.headers);
    expect(parseCsv(response.body)).toHaveLength(1);
  });
});

describe('GET /api/get/dashboard/organizations/:id/stats', () => {
  it('groups completed donations by Manila day and month, every day present, and sums volunteering', async () => {
    const { representative, charity, event } = await charityWithRepresentative();
    const donor = await createUser(ctx.db);
    // Two days ago in Davao: one gift just before its midnight, one just after. Both fall on the same UTC day
    // (15:30 and 16:30 UTC), so only grouping in Manila time splits them.
    const today = manilaDate(new Date());
    const twoDaysAgo = manilaDate(new Date(manila(today, '12:00').getTime() - 2 * DAY));
    const dayAfter = manilaDate(new Date(manila(twoDaysAgo, '12:00').getTime() + DAY));
    const give = (amountCentavos: number, completedAt: Date, status: 'completed' | 'pending' = 'completed') =>
      createDonation(ctx.db, {
        userId: donor.userID,
        organizationId: charity.id,
        amountCentavos,
        status,
        completedAt,
      });
    await give(10_000, manila(twoDaysAgo, '23:30'));
    await give(25_050, manila(dayAfter, '00:30'));
    await give(5_000, manila(dayAfter, '09:00'));
    await give(99_900, manila(dayAfter, '10:00'), 'pending');
    // Older than 90 days but within the year: in the monthly chart only.
    const longAgo = new Date(manila(today, '12:00').getTime() - 120 * DAY);
    await give(70_000, longAgo);

    const volunteer = await createUser(ctx.db);
    const waiting = await createUser(ctx.db);
    await ctx.db.insert(eventVolunteers).values([
      {
        userId: volunteer.userID,
        targetId: event.id,
        checkedInAt: event.startsAt,
        checkedOutAt: new Date(event.startsAt.getTime() + 2 * HOUR),
      },
      { userId: donor.userID, targetId: event.id },
      { userId: waiting.userID, targetId: event.id, status: 'waitlisted' },
    ]);
    const quiet = await createEvent(ctx.db, charity.id, {
      startsAt: new Date(event.startsAt.getTime() - DAY),
    });

    const response = await get(
      `/api/get/dashboard/organizations/${charity.id}/stats`,
      representative.headers,
    );
    expect(response.statusCode).toBe(200);
    const stats = ZOrganizationStats.parse(response.json());
    expect(stats.organizationName).toBe(charity.name);
    expect(stats.daily).toHaveLength(90);
    expect(stats.daily.at(-1)!.date).toBe(today);
    const dates = stats.daily.map((day) => day.date);
    expect(new Set(dates).size).toBe(90);
    expect([...dates].sort()).toEqual(dates);
    const on = (date: string) => stats.daily.find((day) => day.date === date);
    expect(on(twoDaysAgo)).toEqual({ date: twoDaysAgo, amount: 100, count: 1 });
    expect(on(dayAfter)).toEqual({ date: dayAfter, amount: 300.5, count: 2 });
    expect(stats.daily.reduce((sum, day) => sum + day.count, 0)).toBe(3);

    expect(stats.monthly).toHaveLength(12);
    expect(stats.monthly.at(-1)!.month).toBe(today.slice(0, 7));
    expect(stats.monthly.reduce((sum, month) => sum + month.amount, 0)).toBeCloseTo(1_100.5);
    expect(stats.monthly.find((month) => month.month === manilaDate(longAgo).slice(0, 7))).toMatchObject({
      amount: 700,
      count: 1,
    });

    expect(stats.events).toEqual([
      {
        eventID: event.id,
        nameOfEvent: event.name,
        startDate: event.startsAt.toISOString(),
        volunteerCount: 2,
        checkedInCount: 1,
        hours: 2,
        expectedHours: 0,
      },
      {
        eventID: quiet.id,
        nameOfEvent: quiet.name,
        startDate: quiet.startsAt.toISOString(),
        volunteerCount: 0,
        checkedInCount: 0,
        hours: 0,
        expectedHours: 0,
      },
    ]);
  });
});
