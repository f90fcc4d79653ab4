import { LIST_PAGE_SIZE } from '@tabang/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, preparedPerPageSize } from '../src/db/client';
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
  // charities and events pages on the city-size data set it planned every call (decision 035, docs/benchmarks.md).
  // PGlite's driver sends no named statements.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'lets PostgreSQL reuse the generic plan of a page with its LIMIT written in',
    async () => {
      const page = numbersAfter('test_generic');
      const plans = await database.db.transaction(async (tx) => {
        // One connection: a statement's plans are counted per session.
        const db = tx as unknown as Db;
        for (let after = 0; after < 8; after++) await page(db, 4).execute({ after, fetch: 4 });
        return tx
          .select({
            name: sql<string>`name`,
            genericPlans: sql<number>`generic_plans::int`,
            customPlans: sql<number>`custom_plans::int`,
          })
          .from(sql`pg_prepared_statements`)
          .where(sql`name like 'test_generic%'`);
      });
      expect(plans).toEqual([{ name: 'test_generic_4', genericPlans: 3, customPlans: 5 }]);
    },
  );
});
