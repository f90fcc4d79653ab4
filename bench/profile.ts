/**
 * Where the time of the heavy list endpoints goes, measured in-process on the benchmark database: the service
 * call (query and mapping), the zod response check and JSON.stringify. Run by bench/run.ts before the server starts
 * (PGlite allows one process at a time); prints one JSON line prefixed with PROFILE.
 */
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ZEvent, ZLeaderboardEntry, ZOrganization } from '@tabang/shared';
import { z } from 'zod';
import { openDatabase } from '../apps/api/src/db/client';
import { listOrganizations } from '../apps/api/src/modules/charities/service';
import { listEvents } from '../apps/api/src/modules/events/service';
import { getLeaderboard } from '../apps/api/src/modules/leaderboard/service';

const rawDataDir = process.env.BENCH_DATA_DIR ?? 'data/bench';
const dataDir = isAbsolute(rawDataDir)
  ? rawDataDir
  : resolve(dirname(fileURLToPath(import.meta.url)), '..', rawDataDir);
const database = openDatabase({ url: process.env.DATABASE_URL || undefined, dataDir });
const ROUNDS = 5;

async function time(work: () => unknown): Promise<number> {
  await work();
  const started = performance.now();
  for (let i = 0; i < ROUNDS; i++) await work();
  return (performance.now() - started) / ROUNDS;
}

try {
  const { db } = database;
  const lists = [
    {
      name: 'All charities',
      load: async () => (await listOrganizations(db)).items,
      schema: z.array(ZOrganization),
    },
    {
      name: 'All upcoming events',
      load: async () => (await listEvents(db, { when: 'upcoming' })).items,
      schema: z.array(ZEvent),
    },
    { name: 'Leaderboard (top 100)', load: () => getLeaderboard(db), schema: z.array(ZLeaderboardEntry) },
  ];
  const result = [];
  for (const list of lists) {
    const data = await list.load();
    result.push({
      name: list.name,
      rows: data.length,
      serviceMs: await time(list.load),
      zodMs: await time(() => list.schema.parse(data)),
      stringifyMs: await time(() => JSON.stringify(data)),
    });
  }
  console.info(`PROFILE ${JSON.stringify({ database: database.kind, lists: result })}`);
} finally {
  await database.close();
}
