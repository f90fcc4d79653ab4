/**
 * After the donation phase: is the money exact? Run by bench/run.ts once the server has stopped (PGlite allows
 * one process at a time); prints one JSON line prefixed with TOTALS.
 *   - every donation the phase saw completed is completed in the database, for the amount the donor asked;
 *   - each was completed by exactly one gateway event;
 *   - every charity's total, every donor's total and count, and every event's total and donor count equal the sums
 *     of their completed donations.
 */
import { readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client';
import type { CompletedLedger } from './lib/donations';
import type { TotalsCheck } from './lib/results';
import { mismatchedTotals } from './lib/totals';

const rawDataDir = process.env.BENCH_DATA_DIR ?? 'data/bench';
const dataDir = isAbsolute(rawDataDir)
  ? rawDataDir
  : resolve(dirname(fileURLToPath(import.meta.url)), '..', rawDataDir);
const ledger = JSON.parse(readFileSync(join(dataDir, 'donations-ledger.json'), 'utf8')) as CompletedLedger;
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const database = openDatabase({ url: process.env.DATABASE_URL || undefined, dataDir });

try {
  const { db } = database;
  const reqIds = ledger.completed.map((d) => d.reqId);
  const amounts = ledger.completed.map((d) => d.centavos);
  const [mine] = rowsOf<{ completed: number; sum: string; wrong: number; double: number }>(
    await db.execute(sql`
      with asked as (select * from unnest(${sql.param(reqIds)}::text[], ${sql.param(amounts)}::bigint[]) as a(req_id, centavos))
      select count(*) filter (where d.status = 'completed')::int as completed,
             coalesce(sum(d.amount_centavos) filter (where d.status = 'completed'), 0)::text as sum,
             count(*) filter (where d.amount_centavos <> a.centavos)::int as wrong,
             count(*) filter (where (select count(*) from payment_events p where p.donation_id = d.id) <> 1)::int as double
      from asked a join donations d on d.req_id = a.req_id`),
  );
  const mismatched = await mismatchedTotals(db);
  const expectedSum = amounts.reduce((a, b) => a + BigInt(b), 0n).toString();
  const result: TotalsCheck = {
    ok: false,
    completedInDb: mine?.completed ?? 0,
    expectedCompleted: reqIds.length,
    sumCentavos: mine?.sum ?? '0',
    expectedSumCentavos: expectedSum,
    charityMismatches: mismatched.charities,
    donorMismatches: mismatched.donors,
    eventMismatches: mismatched.events,
    doubleCounted: mine?.double ?? -1,
    problems: [],
  };
  if (result.completedInDb !== result.expectedCompleted)
    result.problems.push(`${result.completedInDb} of ${result.expectedCompleted} completed donations found`);
  if (result.sumCentavos !== expectedSum)
    result.problems.push('the completed amounts differ from what was asked');
  if ((mine?.wrong ?? 0) > 0) result.problems.push(`${mine?.wrong} donations with another amount than asked`);
  if (result.doubleCounted !== 0)
    result.problems.push(`${result.doubleCounted} donations not completed by exactly one event`);
  if (result.charityMismatches !== 0)
    result.problems.push(`${result.charityMismatches} charity totals differ from their donations`);
  if (result.donorMismatches !== 0)
    result.problems.push(`${result.donorMismatches} donor totals differ from their donations`);
  if (result.eventMismatches !== 0)
    result.problems.push(`${result.eventMismatches} event totals differ from their donations`);
  result.ok = result.problems.length === 0;
  console.info(`TOTALS ${JSON.stringify(result)}`);
} finally {
  await database.close();
}
