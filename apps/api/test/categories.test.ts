import { randomUUID } from 'node:crypto';
import { ZCategory } from '@tabang/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { eventCategories } from '../src/db/schema';
import { createCategory, createEvent, createOrganization } from './factories';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const ZCategories = z.array(ZCategory.strict());

describe('GET /api/get/categories/all', () => {
  it('lists every category by name', async () => {
    const tag = randomUUID();
    const zebra = await createCategory(t.db, `Zebra ${tag}`);
    const apple = await createCategory(t.db, `Apple ${tag}`);
    const response = await get('/api/get/categories/all');
    expect(response.statusCode).toBe(200);
    const list = ZCategories.parse(response.json());
    expect(list).toContainEqual({ categoryID: zebra.id, category: zebra.name });
    expect(list).toContainEqual({ categoryID: apple.id, category: apple.name });
    // By name, not by id: Apple was added after Zebra but comes first.
    const ids = list.map((c) => c.categoryID);
    expect(ids.indexOf(apple.id)).toBeLessThan(ids.indexOf(zebra.id));
  });
});

describe('GET /api/get/categories/organization/{id}', () => {
  it("lists a charity's categories by name, or none", async () => {
    const tag = randomUUID();
    const b = await createCategory(t.db, `B ${tag}`);
    const a = await createCategory(t.db, `A ${tag}`);
    await createCategory(t.db, `C ${tag}`);
    const charity = await createOrganization(t.db, { categoryIds: [b.id, a.id] });
    const response = await get(`/api/get/categories/organization/${charity.id}`);
    expect(response.statusCode).toBe(200);
    expect(ZCategories.parse(response.json())).toEqual([
      { categoryID: a.id, category: a.name },
      { categoryID: b.id, category: b.name },
    ]);
    const bare = await createOrganization(t.db);
    expect((await get(`/api/get/categories/organization/${bare.id}`)).json()).toEqual([]);
  });

  it('gives 404 for a suspended, unknown or malformed charity', async () => {
    const suspended = await createOrganization(t.db, { suspended: true });
    for (const id of [String(suspended.id), '55555', 'abc']) {
      const response = await get(`/api/get/categories/organization/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toHaveProperty('message');
    }
  });
});

describe('GET /api/get/categories/event/{id}', () => {
  it("lists an event's categories by name", async () => {
    const tag = randomUUID();
    const y = await createCategory(t.db, `Y ${tag}`);
    const x = await createCategory(t.db, `X ${tag}`);
    const charity = await createOrganization(t.db);
    const event = await createEvent(t.db, charity.id);
    await t.db.insert(eventCategories).values([
      { eventId: event.id, categoryId: y.id },
      { eventId: event.id, categoryId: x.id },
    ]);
    const response = await get(`/api/get/categories/event/${event.id}`);
    expect(response.statusCode).toBe(200);
    expect(ZCategories.parse(response.json())).toEqual([
      { categoryID: x.id, category: x.name },
      { categoryID: y.id, category: y.name },
    ]);
  });

  it('gives 404 for an event of a suspended charity, an unpublished, unknown or malformed one', async () => {
    const suspended = await createOrganization(t.db, { suspended: true });
    const hidden = await createEvent(t.db, suspended.id);
    const charity = await createOrganization(t.db);
    const draft = await createEvent(t.db, charity.id, { status: 1 });
    for (const id of [String(hidden.id), String(draft.id), '77777', '1e3']) {
      const response = await get(`/api/get/categories/event/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toHaveProperty('message');
    }
  });
});
