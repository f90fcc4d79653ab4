import type { Category } from '@tabang/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, eventCategories } from '../../db/schema';
import { assertEventVisible } from '../events/service';

const categoryColumns = { categoryID: categories.id, category: categories.name };

/** Every category, by name. */
export async function listCategories(db: Db): Promise<Category[]> {
  return db.select(categoryColumns).from(categories).orderBy(asc(categories.name));
}

/** The categories of a public event, by name; 404 for an event the public cannot see. */
export async function listEventCategories(db: Db, eventId: number): Promise<Category[]> {
  await assertEventVisible(db, eventId);
  return db
    .select(categoryColumns)
    .from(eventCategories)
    .innerJoin(categories, eq(categories.id, eventCategories.categoryId))
    .where(eq(eventCategories.eventId, eventId))
    .orderBy(asc(categories.name));
}
