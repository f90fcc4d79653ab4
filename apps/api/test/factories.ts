import { randomBytes } from 'node:crypto';
import type { Db } from '../src/db/client';
import { categories, donations, events, organizationCategories, organizations } from '../src/db/schema';

let counter = 0;
const next = () => {
  counter += 1;
  return counter;
};

/** Inserts a category (unique name). */
export async function createCategory(db: Db, name = `Category ${process.pid}-${next()}`) {
  const [row] = await db.insert(categories).values({ name }).returning();
  return row!;
}

/** Inserts a charity straight into the database; verified and not suspended unless told otherwise. */
export async function createOrganization(
  db: Db,
  fields: Partial<typeof organizations.$inferInsert> & { categoryIds?: number[] } = {},
) {
  const n = next();
  const { categoryIds = [], ...values } = fields;
  const [row] = await db
    .insert(organizations)
    .values({
      name: `Test Charity ${n}`,
      abbreviation: `TC${n}`,
      description: 'A charity made for a test.',
      address: 'Roxas Avenue, Davao City',
      phoneNumber: '(082) 222 0000',
      email: `charity${n}@example.ph`,
      representativeName: 'Rep Resentative',
      representativeContactNumber: '09170000000',
      type: 'non-profit',
      verified: true,
      ...values,
    })
    .returning();
  if (categoryIds.length)
    await db
      .insert(organizationCategories)
      .values(categoryIds.map((categoryId) => ({ organizationId: row!.id, categoryId })));
  return row!;
}

const DAY = 24 * 60 * 60 * 1000;

/** Inserts an event; by default it starts in a week and lasts three hours. */
export async function createEvent(
  db: Db,
  organizationId: number,
  fields: Partial<typeof events.$inferInsert> = {},
) {
  const n = next();
  const startsAt = fields.startsAt ?? new Date(Date.now() + 7 * DAY);
  const [row] = await db
    .insert(events)
    .values({
      organizationId,
      name: `Test Event ${n}`,
      description: 'An event made for a test.',
      location: 'People’s Park, Davao City',
      startsAt,
      endsAt: fields.endsAt === undefined ? new Date(startsAt.getTime() + 3 * 60 * 60 * 1000) : fields.endsAt,
      whoCanJoin: 'Everyone',
      ...fields,
    })
    .returning();
  return row!;
}

/**
 * Inserts a donation straight into the database (no gateway, no totals moved): pending with an hour to pay unless
 * told otherwise; a completed one gets a completion time.
 */
export async function createDonation(
  db: Db,
  fields: Pick<typeof donations.$inferInsert, 'userId' | 'organizationId'> &
    Partial<typeof donations.$inferInsert>,
) {
  const [row] = await db
    .insert(donations)
    .values({
      reqId: randomBytes(24).toString('base64url'),
      amountCentavos: 10_000,
      description: 'Tabang - Donation for a test',
      provider: 'sandbox',
      expiresAt: new Date(Date.now() + 60 * 60 * 1000),
      completedAt: fields.status === 'completed' ? new Date() : null,
      ...fields,
    })
    .returning();
  return row!;
}
