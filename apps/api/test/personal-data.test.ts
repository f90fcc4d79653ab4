import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { philippineMobile } from '@tabang/shared';
import { and, eq, getTableColumns, is, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ColumnKind,
  isExported,
  isKept,
  isPersonal,
  JOB_QUEUE_DATA,
  PERSONAL_DATA,
} from '../src/db/personal-data';
import * as schema from '../src/db/schema';
import { createSession } from '../src/lib/sessions';
import { createEvent, createOrganization } from './factories';
import { createTestApp, createUser, jobsOf, loginAs, type TestApp } from './helpers';
import { multipart } from './multipart-form';

// The data download (right of access) and the account deletion (right to erasure), driven by the classification of
// every column in src/db/personal-data.ts: a column added to the schema fails here until it is classified, and
// then the download must hold it, or docs/privacy.md must say why not, and the deletion must leave nothing of it.

const tables: PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
  is(value, PgTable),
);
const classified: Record<string, Record<string, ColumnKind>> = PERSONAL_DATA;

/** A table's columns by their names in the database, with the key drizzle gives them in a row. */
function columnsOf(table: PgTable) {
  return Object.entries(getTableColumns(table)).map(([key, column]) => ({
    key,
    column,
    name: column.name,
  }));
}
const tableName = (table: PgTable) => getTableConfig(table).name;

describe('the classification of personal data', () => {
  it('names every table and column of the schema, and nothing that is gone', () => {
    const inSchema = Object.fromEntries(
      tables.map((table) => [
        tableName(table),
        columnsOf(table)
          .map((c) => c.name)
          .sort(),
      ]),
    );
    const inMap = Object.fromEntries(
      Object.entries(classified).map(([name, columns]) => [name, Object.keys(columns).sort()]),
    );
    expect(inMap).toEqual(inSchema);
  });

  it('names every table and column of the job queue, and nothing that is gone', async () => {
    const result = (await h.db.execute(sql`
      select c.relname as table, a.attname as column
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      -- One table per queue is a partition of pgboss.job, with its columns.
      where n.nspname = 'pgboss' and c.relkind in ('r', 'p') and not c.relispartition`)) as unknown as {
      rows: { table: string; column: string }[];
    };
    const inDatabase: Record<string, string[]> = {};
    for (const { table, column } of result.rows) inDatabase[table] = [...(inDatabase[table] ?? []), column];
    for (const columns of Object.values(inDatabase)) columns.sort();
    const inMap = Object.fromEntries(
      Object.entries(JOB_QUEUE_DATA).map(([name, columns]) => [name, Object.keys(columns).sort()]),
    );
    expect(inMap).toEqual(inDatabase);
  });

  it('docs/privacy.md names every personal column the download leaves out or the deletion keeps', () => {
    const doc = readFileSync(join(import.meta.dirname, '../../../docs/privacy.md'), 'utf8');
    const named = (tables: Record<string, Record<string, ColumnKind>>, prefix = '') =>
      Object.entries(tables).flatMap(([table, columns]) =>
        Object.entries(columns)
          .filter(([, kind]) => isPersonal(kind) && (!isExported(kind) || isKept(kind)))
          .map(([column]) => `${prefix}${table}.${column}`),
      );
    const mustBeNamed = [...named(classified), ...named(JOB_QUEUE_DATA, 'pgboss.')];
    expect(mustBeNamed.filter((name) => !doc.includes(`\`${name}\``))).toEqual([]);
  });
});

let h: TestApp;
beforeAll(async () => {
  h = await createTestApp({ publicUrl: 'https://tabang.example' });
});
afterAll(() => h.close());

type Headers = Record<string, string>;
const post = (url: string, payload: object, headers: Headers = {}) =>
  h.app.inject({ method: 'POST', url, payload, headers });

/**
 * The rows of a table that are the person's, for every table with a personal column (the test below fails when one
 * has none here).
 */
function ownedBy(userId: number, email: string): Record<string, SQL> {
  const byUser = sql`${sql.identifier('user_id')} = ${userId}`;
  return {
    users: sql`${sql.identifier('id')} = ${userId}`,
    sessions: byUser,
    password_resets: byUser,
    // The throttle's counts of this account, from any address (`account:` and `pair:` keys).
    login_failures: sql`strpos(${sql.identifier('key')}, ${email.toLowerCase()}) > 0`,
    organizations: sql`${sql.identifier('representative_user_id')} = ${userId}`,
    events: sql`${sql.identifier('created_by_user_id')} = ${userId}`,
    organization_likes: byUser,
    event_likes: byUser,
    organization_volunteers: byUser,
    event_volunteers: byUser,
    donations: byUser,
    donor_totals: byUser,
    event_donors: byUser,
    calendar_feeds: byUser,
    tax_details: byUser,
    recurring_plans: byUser,
    drive_pledges: byUser,
    drive_receipts: sql`${sql.identifier('recorded_by_user_id')} = ${userId}`,
    updates: sql`${sql.identifier('author_user_id')} = ${userId}`,
    notification_preferences: byUser,
    offline_gifts: sql`${userId} in (${sql.identifier('recorded_by_user_id')}, ${sql.identifier('voided_by_user_id')})`,
    distributions: sql`${userId} in (${sql.identifier('recorded_by_user_id')}, ${sql.identifier('voided_by_user_id')})`,
    event_reports: sql`${sql.identifier('published_by_user_id')} = ${userId}`,
    event_report_notices: byUser,
  };
}

type Row = Record<string, unknown>;
/** The person's rows of every table with personal data, by table name. */
async function snapshot(owned: Record<string, SQL>) {
  const rows: Record<string, Row[]> = {};
  for (const table of tables) {
    const name = tableName(table);
    if (!Object.values(classified[name]!).some(isPersonal)) continue;
    rows[name] = (await h.db.select().from(table).where(owned[name])) as Row[];
  }
  return rows;
}

/** Every leaf of a JSON value, as text. */
function leaves(value: unknown): string[] {
  if (value === null || typeof value !== 'object') return [String(value)];
  return Object.values(value).flatMap(leaves);
}
const asText = (value: unknown) =>
  value instanceof Date
    ? value.toISOString()
    : typeof value === 'object' && value !== null
      ? JSON.stringify(value)
      : String(value);

describe('a fully used account', () => {
  it('downloads every personal item it has, then deletion leaves nothing of the person', async () => {
    const mark = randomBytes(3).toString('hex');
    const contactNumber = `09${String(Date.now()).slice(-9)}`;
    const user = await createUser(h.db, {
      firstName: `Zenaida${mark}`,
      lastName: `Quisumbing${mark}`,
      contactNumber,
      dob: '1987-03-14',
      location: 'Tagum City',
      interestedIn: 'Coral Reef',
      role: 'admin',
      language: 'ceb',
      smsOptIn: true,
    });
    const { headers, token } = await loginAs(h.db, user);
    await createSession(h.db, user.userID, true);
    // A failed login of theirs is counted against the account.
    const failed = await post('/auth/login', {
      email: user.email,
      password: 'not the password',
      rememberMe: false,
    });
    expect(failed.statusCode).toBe(401);
    await h.db.insert(schema.passwordResets).values({
      tokenHash: randomBytes(32).toString('hex'),
      userId: user.userID,
      expiresAt: new Date(Date.now() + 3_600_000),
      usedAt: new Date(),
    });

    // A charity they represent (the name and number typed on its form are theirs) and an event they created.
    const charity = await createOrganization(h.db, {
      representativeUserId: user.userID,
      representativeName: `${user.firstName} ${user.lastName}`,
      representativeContactNumber: `09${String(Date.now() + 7).slice(-9)}`,
    });
    // Verified by an admin (they are one): the identity kept as verified holds the representative's name too.
    const verified = await post(`/api/admin/organizations/${charity.id}/verify`, {}, headers);
    expect(verified.statusCode).toBe(200);
    const event = await createEvent(h.db, charity.id, { createdByUserId: user.userID });
    await h.db.insert(schema.organizationLikes).values({ userId: user.userID, targetId: charity.id });
    await h.db.insert(schema.eventLikes).values({ userId: user.userID, targetId: event.id });
    await h.db.insert(schema.organizationVolunteers).values({ userId: user.userID, targetId: charity.id });
    // Volunteered, checked in and out; and waiting on a full event.
    await h.db.insert(schema.eventVolunteers).values({
      userId: user.userID,
      targetId: event.id,
      remindedAt: new Date(event.startsAt.getTime() - 86_400_000),
      checkedInAt: new Date(event.startsAt.getTime() + 600_000),
      checkedOutAt: new Date(event.startsAt.getTime() + 7_800_000),
    });
    const full = await createEvent(h.db, charity.id, { volunteerCapacity: 1 });
    const holder = await createUser(h.db);
    await h.db.insert(schema.eventVolunteers).values({ userId: holder.userID, targetId: full.id });
    await h.db
      .insert(schema.eventVolunteers)
      .values({ userId: user.userID, targetId: full.id, status: 'waitlisted' });
    // A completed anonymous gift with a receipt and a tribute, a named one on the leaderboard, and one still pending.
    const donate = async (amount: number, anonymous: boolean, paid: boolean, tribute?: object) => {
      const started = await post(
        '/api/post/donation/create',
        { amount, organizationID: charity.id, eventID: event.id, description: 'ignored', anonymous, tribute },
        headers,
      );
      expect(started.statusCode, started.body).toBe(200);
      const reqId = (started.json() as { req_id: string }).req_id;
      if (paid)
        await h.app.inject({
          method: 'POST',
          url: `/sandbox/checkout/${encodeURIComponent(reqId)}/pay`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'method=gcash',
        });
      return reqId;
    };
    // In memory of someone, with the family's address for the one email.
    await donate(150, true, true, {
      kind: 'memory',
      name: `Lola ${mark}`,
      notifyEmail: `family-${mark}@example.com`,
      showAmount: true,
    });
    await donate(300, false, true);
    await donate(75, false, false);
    // A monthly plan by card, its first gift paid at a checkout that saved the card.
    const plan = await post(
      '/api/post/recurring/create',
      { amount: 120, organizationID: charity.id, method: 'card', anonymous: true },
      headers,
    );
    expect(plan.statusCode, plan.body).toBe(200);
    await h.app.inject({
      method: 'POST',
      url: `/sandbox/checkout/${encodeURIComponent(plan.json().req_id)}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'method=card',
    });
    // A pledge of goods to a relief drive, part of which arrived, recorded by them at the desk (they are an admin).
    const [need] = await h.db
      .insert(schema.driveNeeds)
      .values({ eventId: event.id, item: 'Rice', unit: 'sacks', quantityNeeded: 10 })
      .returning();
    const [dropoff] = await h.db
      .insert(schema.driveDropoffs)
      .values({
        eventId: event.id,
        name: 'Barangay hall',
        address: 'Roxas Avenue',
        barangay: 'Poblacion',
        hours: '8 AM to 5 PM',
        contactName: 'Ana Cruz',
        contactNumber: '09171234567',
      })
      .returning();
    const [pledge] = await h.db
      .insert(schema.drivePledges)
      .values({
        eventId: event.id,
        needId: need!.id,
        dropoffId: dropoff!.id,
        userId: user.userID,
        quantity: 4,
        quantityReceived: 1,
        status: 'partly-received',
        expectedOn: '2031-02-03',
        code: 'QX7K2M',
        cancelledAt: null,
      })
      .returning();
    await h.db.insert(schema.driveReceipts).values({
      eventId: event.id,
      needId: need!.id,
      pledgeId: pledge!.id,
      quantity: 1,
      recordedByUserId: user.userID,
    });
    // An update they posted for their charity, and an email they turned off.
    const update = multipart({ organizationID: String(charity.id), body: 'Thank you, Davao!' });
    const posted = await h.app.inject({
      method: 'POST',
      url: '/api/post/updates',
      payload: update.payload,
      headers: { ...update.headers, ...headers },
    });
    expect(posted.statusCode).toBe(201);
    expect((await post('/api/post/my/notifications', { monthlyGiving: false }, headers)).statusCode).toBe(
      200,
    );
    // Where it went: a gift received outside Tabang they recorded and voided, a distribution they recorded, the
    // report they published, and the email of it they were sent (as one who gave).
    await h.db.insert(schema.offlineGifts).values({
      organizationId: charity.id,
      eventId: event.id,
      kind: 'cash',
      amountCentavos: 50_000,
      receivedOn: '2031-02-01',
      recordedByUserId: user.userID,
      voidedByUserId: user.userID,
      voidedAt: new Date(),
      voidReason: 'Typed twice',
    });
    await h.db.insert(schema.distributions).values({
      eventId: event.id,
      barangay: 'Poblacion',
      distributedOn: '2031-02-04',
      households: 30,
      recordedByUserId: user.userID,
    });
    await h.db
      .insert(schema.eventReports)
      .values({ eventId: event.id, publishedAt: new Date(), publishedByUserId: user.userID });
    await h.db.insert(schema.eventReportNotices).values({ eventId: event.id, userId: user.userID });
    // Tax details for certificates: the TIN is sealed in the database, opened in the download.
    const tin = `${String(Date.now()).slice(-3)}-456-789`;
    const taxed = await post(
      '/api/post/my/tax-details',
      { tin, registeredAddress: `Lot ${mark}, Bajada, Davao City` },
      headers,
    );
    expect(taxed.statusCode, taxed.body).toBe(200);
    const feed = await post('/api/post/my/calendar', {}, headers);
    expect(feed.statusCode).toBe(200);
    // A reset link asked for: its email waits in the job queue, with their address and name.
    expect((await post('/auth/forgot-password', { email: user.email })).statusCode).toBe(200);
    const emails = await jobsOf(h.db, 'email');
    expect(emails.filter((job) => job.data.to === user.email).map((job) => job.data.purpose)).toEqual([
      'passwordReset',
    ]);
    // Beside it, the email that their monthly gift started: it holds only its first gift's id, and is written (to
    // whoever the account still is) when sent.
    const [firstGift] = await h.db
      .select({ id: schema.donations.id })
      .from(schema.donations)
      .where(eq(schema.donations.reqId, plan.json().req_id));
    expect(
      emails.filter((job) => job.data.purpose === 'monthlyStarted' && job.data.donationId === firstGift!.id),
    ).toHaveLength(1);
    // A text to them waits too (a reminder at night, for the morning), with their number and the text.
    const number = philippineMobile(contactNumber)!;
    await h.app.jobs.enqueue(h.db, 'sms', {
      purpose: 'volunteerReminder',
      to: number,
      text: `Tabang reminder: ${event.name}`,
      userId: user.userID,
      event: event.name,
    });

    const owned = ownedBy(user.userID, user.email);
    const personalTables = Object.entries(classified)
      .filter(([, columns]) => Object.values(columns).some(isPersonal))
      .map(([name]) => name)
      .sort();
    expect(Object.keys(owned).sort()).toEqual(personalTables);
    const before = await snapshot(owned);
    // Every kind of data is there to be downloaded.
    for (const name of personalTables) expect(before[name], name).not.toEqual([]);

    const response = await h.app.inject({ method: 'GET', url: '/api/get/my/data', headers });
    expect(response.statusCode).toBe(200);
    const data = response.json();
    const body = response.body;
    const values = new Set(leaves(data));

    // Every exported column of every row of theirs is in the file.
    const missing: string[] = [];
    for (const table of tables) {
      const name = tableName(table);
      for (const { key, name: column } of columnsOf(table)) {
        if (!isExported(classified[name]![column]!)) continue;
        for (const row of before[name] ?? []) {
          const value = row[key];
          if (value === null || value === undefined) continue;
          const found = typeof value === 'string' ? body.includes(value) : values.has(asText(value));
          if (!found) missing.push(`${name}.${column} = ${asText(value)}`);
        }
      }
    }
    expect(missing).toEqual([]);
    // The items named in the issue, by name.
    expect(data.account).toMatchObject({ language: 'ceb', role: 'admin' });
    expect(data.volunteering.events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ eventID: full.id, status: 'waitlisted', waitlistPosition: 1 }),
        expect.objectContaining({
          eventID: event.id,
          status: 'volunteered',
          checkInCode: expect.stringMatching(/^[0-9A-F]{8}$/),
          hours: 2,
        }),
      ]),
    );
    expect(data.donations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          anonymous: true,
          receiptNumber: expect.stringMatching(/^TB-/),
          paymentMethod: expect.any(String),
        }),
      ]),
    );
    // The TIN is not in its column; the sealed form is not in the download.
    expect(before.tax_details![0]!.sealed).not.toContain(tin.slice(-7));
    expect(body).not.toContain(before.tax_details![0]!.sealed as string);
    expect(data.taxDetails).toMatchObject({ tin, registeredAddress: `Lot ${mark}, Bajada, Davao City` });
    expect(data.calendarFeed.url).toBe((feed.json() as { url: string }).url);
    expect(data.eventsCreated).toEqual([expect.objectContaining({ eventID: event.id })]);
    expect(data.sessions).toHaveLength(2);
    expect(data.charitiesRepresented).toEqual([
      expect.objectContaining({
        charityID: charity.id,
        representativeName: `${user.firstName} ${user.lastName}`,
      }),
    ]);
    expect(data.leaderboard).toMatchObject({ totalCentavos: 30_000, donationCount: 1 });
    // Never a secret's hash.
    const secrets = [
      ...before.sessions!.map((row) => row.tokenHash as string),
      ...before.password_resets!.map((row) => row.tokenHash as string),
    ];
    const passwordHash = before.users![0]!.passwordHash as string;
    expect([...secrets, passwordHash].filter((secret) => body.includes(secret))).toEqual([]);
    expect(body).not.toContain(token);

    // Deleting the account.
    expect((await post('/api/post/my/delete', { password: user.password }, headers)).statusCode).toBe(200);

    // 1. Each row of theirs that stays holds none of its old personal values, but those kept on purpose.
    const left: string[] = [];
    for (const table of tables) {
      const name = tableName(table);
      const columns = columnsOf(table);
      const keys = getTableConfig(table).primaryKeys[0]?.columns.map((c) => c.name) ?? [
        columns.find(({ column }) => column.primary)!.name,
      ];
      for (const row of before[name] ?? []) {
        const where = and(
          ...keys.map((key) => {
            const { column, key: field } = columns.find((c) => c.name === key)!;
            return eq(column, row[field]);
          }),
        );
        const [after] = (await h.db.select().from(table).where(where)) as Row[];
        if (!after) continue;
        for (const { key, name: column } of columns) {
          const kind = classified[name]![column]!;
          if (!isPersonal(kind) || isKept(kind)) continue;
          const old = row[key];
          if (old === null || old === '' || asText(after[key]) !== asText(old)) continue;
          left.push(`${name}.${column} still ${asText(old)}`);
        }
      }
    }
    expect(left).toEqual([]);

    // 2. No personal column anywhere holds their name, contact details, codes or tokens, nor points at them
    // (but the kept ones: the donations and the anonymised row's own id). Not the password hash: test users share
    // one (helpers.ts), and 1. saw it replaced.
    const markers = [
      user.firstName,
      user.lastName,
      user.email,
      user.username,
      before.users![0]!.contactNumber as string,
      number,
      charity.representativeContactNumber,
      ...before.event_volunteers!.map((row) => row.checkInCode as string),
      before.calendar_feeds![0]!.token as string,
      before.tax_details![0]!.sealed as string,
      `Lola ${mark}`,
      `family-${mark}@example.com`,
      ...secrets,
    ].map((marker) => marker.toLowerCase());
    const found: string[] = [];
    for (const table of tables) {
      const name = tableName(table);
      const references = getTableConfig(table)
        .foreignKeys.filter((key) => key.reference().foreignTable === schema.users)
        .flatMap((key) => key.reference().columns.map((column) => column.name));
      for (const { column, name: columnName } of columnsOf(table)) {
        const kind = classified[name]![columnName]!;
        if (!isPersonal(kind)) continue;
        const text = sql`lower(${column}::text)`;
        const matches = [
          ...markers.map((marker) => sql`strpos(${text}, ${marker}) > 0`),
          ...(references.includes(columnName) && !isKept(kind) ? [sql`${column} = ${user.userID}`] : []),
        ];
        const [hit] = await h.db
          .select({ count: sql<number>`count(*)::int` })
          .from(table)
          .where(sql.join(matches, sql` or `));
        if (Number(hit!.count) > 0) found.push(`${name}.${columnName}`);
      }
    }
    // The job queue's tables too: no email or text to them is left, in any state.
    for (const [table, columns] of Object.entries(JOB_QUEUE_DATA))
      for (const [column, kind] of Object.entries(columns)) {
        if (!isPersonal(kind)) continue;
        const text = sql`lower(${sql.identifier(column)}::text)`;
        const result = (await h.db.execute(
          sql`select count(*)::int as count from ${sql.identifier('pgboss')}.${sql.identifier(table)}
              where ${sql.join(
                markers.map((marker) => sql`strpos(${text}, ${marker}) > 0`),
                sql` or `,
              )}`,
        )) as unknown as { rows: { count: number }[] };
        if (Number(result.rows[0]!.count) > 0) found.push(`pgboss.${table}.${column}`);
      }
    expect(found).toEqual([]);
  });
});
