import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { BlobStore } from '../../storage/blob-store';
import type { Db } from '../client';
import { organizations, users } from '../schema';

export const DEMO_ADMIN = { email: 'admin@tabang.ph', password: 'tabang-admin-2026' } as const;
export const DEMO_USER = { email: 'demo@tabang.ph', password: 'tabang-demo-2026' } as const;

/** True when the database has no users and no charities yet. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [userCount] = await db.select({ n: count() }).from(users);
  const [organizationCount] = await db.select({ n: count() }).from(organizations);
  return userCount!.n + organizationCount!.n === 0;
}

/** Fills an empty database with demo charities, events, accounts and donations. */
export async function seedDemoData(
  _db: Db,
  _blobs: BlobStore,
  _log: Pick<FastifyBaseLogger, 'info'>,
): Promise<void> {
  // The demo data set arrives with the foundation's seed work.
}
