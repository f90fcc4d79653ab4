import { LIST_PAGE_SIZE } from '@tabang/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, executePrepared, preparedPerPageSize } from '../src/db/client';
import { listOrganizations } from '../src/modules/charities/service';
import { listEvents } from '../src/modules/events/service';
import { createTestDatabase } from './helpers';

// A list of the numbers 1 to 40, a page after `after`, as the charities and events pages are prepared.
const numbersAfter = (name: string) =>
  preparedPerPageSize(name, (db, limit, nameOfSize) =>
    db
      .select({ n: sql<number>`n` })
      .from(sql`generate_series(1, 40) n`)
      .where(sql`n > ${sql.placeholder('after')}::int`)
      .orderBy(sql`n`)
      .limit(limit)
      .prepare(nameOfSize),
  );

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

describe('preparedPerPageSize', () => {
  it('gives each page size up to the web app’s its own statement, and larger ones and the whole list one shared', async () => {
    const page = numbersAfter('test_numbers');
    const { db } = database;
    expect(page(db, 4)).toBe(page(db, 4));
    expect(page(db, 4)).not.toBe(page(db, 5));
    const shared = page(db, null);
    for (const fetch of [LIST_PAGE_SIZE + 2, 100, 0, 2.5]) expect(page(db, fetch)).toBe(shared);
    expect(page(db, LIST_PAGE_SIZE + 1)).not.toBe(shared);

    const numbers = async (fetch: number | null, after: number) =>
      (await page(db, fetch).execute({ after, fetch })).map((row) => Number(row.n));
    expect(await numbers(4, 0)).toEqual([1, 2, 3, 4]);
    expect(await numbers(4, 10)).toEqual([11, 12, 13, 14]);
    expect(await numbers(LIST_PAGE_SIZE + 2, 30)).toEqual([31, 32, 33, 34, 35, 36, 37, 38, 39, 40]);
    expect(await numbers(null, 37)).toEqual([38, 39, 40]);
  });

  // Why the LIMIT is written in: PostgreSQL then settles on the statement's generic plan (planned once per
  // connection) after its first five calls. With LIMIT $n it does the same for a query this small, but for the
  // charities and events pages on the city-size data set it planned every call (decision 035, docs/benchmarks.md),
  // so the statements' texts are checked too. PGlite's driver sends no named statements.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'sends a page its LIMIT written in, which PostgreSQL plans once, and larger pages a LIMIT parameter',
    async () => {
      const page = numbersAfter('test_generic');
      const statements = await database.db.transaction(async (tx) => {
        // One connection: a statement's plans are counted per session.
        const db = tx as unknown as Db;
        for (let after = 0; after < 8; after++) await page(db, 4).execute({ after, fetch: 4 });
        await page(db, 30).execute({ after: 0, fetch: 30 });
        return tx
          .select({
            name: sql<string>`name`,
            limit: sql<string>`substring(statement from 'limit [^ ]+$')`,
            genericPlans: sql<number>`generic_plans::int`,
            customPlans: sql<number>`custom_plans::int`,
          })
          .from(sql`pg_prepared_statements`)
          .where(sql`name like 'test_generic%'`)
          .orderBy(sql`name`);
      });
      expect(statements).toEqual([
        { name: 'test_generic', limit: 'limit $2', genericPlans: 0, customPlans: 1 },
        { name: 'test_generic_4', limit: 'limit 4', genericPlans: 3, customPlans: 5 },
      ]);
    },
  );

  // The upcoming events page had a second reason to be planned on every call: given `now`, PostgreSQL's estimate of
  // the events under way made each call's plan look cheaper than the generic one. And for those few events, joined
  // charities were hashed whole and the (start, id) index read whole for the cursor (decision 035).
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'sends the upcoming events page its LIMIT written in, now hidden from the planner, each charity looked up',
    async () => {
      const statement = await database.db.transaction(async (tx) => {
        await listEvents(tx as unknown as Db, { when: 'upcoming', limit: LIST_PAGE_SIZE });
        return tx
          .select({ text: sql<string>`statement` })
          .from(sql`pg_prepared_statements`)
          .where(sql`name = ${`tabang_upcoming_events_${LIST_PAGE_SIZE + 1}`}`);
      });
      expect(statement).toHaveLength(1);
      expect(statement[0]!.text).toMatch(/@> \(select \$\d+::timestamptz\)/);
      expect(statement[0]!.text).toMatch(/> \(select \$\d+::timestamptz\)/);
      expect(statement[0]!.text).toMatch(new RegExp(`limit ${LIST_PAGE_SIZE + 1}$`));
      expect(statement[0]!.text).toMatch(
        /inner join lateral \(select .* limit \$?\d+\) "organizations" on true/,
      );
      expect(statement[0]!.text).toMatch(/\("events"\."starts_at", "events"\."id"\) > \(.*\)\) is true/);
    },
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'prepares the charities search, its text and the categories its labels name as parameters',
    async () => {
      const statement = await database.db.transaction(async (tx) => {
        await listOrganizations(tx as unknown as Db, { limit: LIST_PAGE_SIZE, q: 'hayop' });
        return tx
          .select({ text: sql<string>`statement` })
          .from(sql`pg_prepared_statements`)
          .where(sql`name = ${`tabang_charities_search_${LIST_PAGE_SIZE + 1}`}`);
      });
      expect(statement).toHaveLength(1);
      expect(statement[0]!.text).toMatch(/"organizations"\."search_text" like lower\(\$\d+\)/);
      expect(statement[0]!.text).toMatch(/= any\(\$\d+::text\[\]\)/);
    },
  );
});

describe('executePrepared', () => {
  // The payment's one statement (modules/donations/settle.ts) is raw SQL in a few variants: each text is prepared
  // under a name of its own, and the same text under the same name, call after call.
  it('runs raw SQL and answers as db.execute does, each text under a name of its own', async () => {
    const twice = (n: number) => sql`select ${n}::int * 2 as "twice"`;
    const plusOne = (n: number) => sql`select ${n}::int + 1 as "plusOne"`;
    const rows = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
    const named = await database.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      for (let n = 1; n <= 7; n++)
        expect(rows(await executePrepared(db, twice(n)))).toEqual([{ twice: 2 * n }]);
      expect(rows(await executePrepared(db, plusOne(41)))).toEqual([{ plusOne: 42 }]);
      expect(rows(await executePrepared(db, twice(21)))).toEqual(rows(await db.execute(twice(21))));
      // PGlite's driver sends no named statements; PostgreSQL keeps each per connection, planned once.
      if (!process.env.TEST_DATABASE_URL) return [];
      return tx
        .select({ text: sql<string>`statement`, genericPlans: sql<number>`generic_plans::int` })
        .from(sql`pg_prepared_statements`)
        .where(sql`name like 'tabang\\_%' and statement like 'select $1::int%'`)
        .orderBy(sql`statement`);
    });
    if (process.env.TEST_DATABASE_URL)
      expect(named).toEqual([
        { text: 'select $1::int * 2 as "twice"', genericPlans: 3 },
        { text: 'select $1::int + 1 as "plusOne"', genericPlans: 0 },
      ]);
  });
});
