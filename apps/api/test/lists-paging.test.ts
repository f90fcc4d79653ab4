import { randomUUID } from 'node:crypto';
import {
  type Event,
  LIST_PAGE_MAX,
  type Organization,
  t as text,
  ZEvent,
  ZOrganization,
} from '@tabang/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { categories, events, organizations } from '../src/db/schema';
import { encodeCursor } from '../src/lib/paging';
import { createCategory, createEvent, createOrganization } from './factories';
import { changesHeard, createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const CHARITIES = '/api/get/organizations';
const EVENTS = '/api/get/events/all/upcoming';

const get = (url: string) => t.app.inject({ method: 'GET', url });
const url = (path: string, params: Record<string, string | number | undefined> = {}) => {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined) query.set(name, String(value));
  return `${path}?${query}`;
};

/** The URL of a Link header's rel="next", or null when there is none. */
function nextUrl(link: string | string[] | undefined): string | null {
  if (link === undefined) return null;
  const match = /^<(\/api\/[^>]+)>; rel="next"$/.exec(String(link));
  expect(match, `Link header: ${link}`).not.toBeNull();
  return match![1]!;
}

const parsers = { [CHARITIES]: z.array(ZOrganization.strict()), [EVENTS]: z.array(ZEvent.strict()) };
type Item<P extends keyof typeof parsers> = z.infer<(typeof parsers)[P]>[number];
const idOf = (item: Organization | Event) => ('eventID' in item ? item.eventID : item.organizationID);

async function list<P extends keyof typeof parsers>(
  path: P,
  params: Record<string, string | number | undefined>,
) {
  const response = await get(url(path, params));
  expect(response.statusCode, response.body).toBe(200);
  return { items: parsers[path].parse(response.json()) as Item<P>[], link: response.headers.link };
}

/**
 * Follows the Link headers from the first page to the last, checking each page's size and that every link repeats
 * the request's parameters; `between` runs after each page (to change rows mid-walk).
 */
async function walk<P extends keyof typeof parsers>(
  path: P,
  params: Record<string, string | number | undefined>,
  limit: number,
  between: (pageNumber: number) => Promise<void> = async () => {},
) {
  const items: Item<P>[] = [];
  let next: string | null = url(path, { ...params, limit });
  let pages = 0;
  while (next) {
    const response = await get(next);
    expect(response.statusCode, response.body).toBe(200);
    const page = parsers[path].parse(response.json()) as Item<P>[];
    pages += 1;
    expect(pages, 'too many pages').toBeLessThan(10_000);
    items.push(...page);
    next = nextUrl(response.headers.link);
    if (next) {
      // Only a full page has a next one, and its link keeps the search, the category and the page size.
      expect(page).toHaveLength(limit);
      const linked = new URL(next, 'http://x').searchParams;
      expect(new URL(next, 'http://x').pathname).toBe(path);
      expect(linked.get('limit')).toBe(String(limit));
      for (const name of ['q', 'category', 'date', 'openSlots'])
        expect(linked.get(name)).toBe(
          params[name] === undefined || String(params[name]).trim() === ''
            ? null
            : String(params[name]).trim(),
        );
      expect(linked.get('cursor')).toBeTruthy();
      await between(pages);
    } else expect(page.length).toBeLessThanOrEqual(limit);
  }
  return { items, pages };
}

/** The search rule the web app used on the whole list: trimmed, case-insensitive substring of any field. */
function clientSearch<T>(items: T[], query: string, fields: (item: T) => string[]): T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return items;
  return items.filter((item) => fields(item).some((field) => field.toLocaleLowerCase().includes(needle)));
}
const charityFields = (o: Organization) => [
  o.organizationName,
  o.organizationDescription,
  ...o.categories.map((c) => c.category),
];
const eventFields = (e: Event) => [e.nameOfEvent, e.descriptionOfEvent, e.location];

const inDays = (days: number) => new Date(Date.now() + days * DAY);

describe('walking the pages', () => {
  it('gives exactly the unpaged charity list, in order, with and without q and category', async () => {
    const token = `walk${randomUUID().slice(0, 8)}`;
    const category = await createCategory(t.db);
    for (let i = 0; i < 15; i++)
      await createOrganization(t.db, {
        name: i % 3 === 0 ? `${token.toUpperCase()} Charity ${i}` : `Charity ${i}`,
        description: i % 3 === 1 ? `Helps ${token} families` : 'Helps families',
        categoryIds: i % 2 === 0 ? [category.id] : [],
        suspended: i === 4,
        verified: i !== 6,
      });

    for (const params of [
      {},
      { q: token },
      { q: `  ${token}  ` },
      { category: category.id },
      { q: token, category: category.id },
      { q: '   ' },
    ]) {
      const whole = (await list(CHARITIES, params)).items;
      expect((await list(CHARITIES, params)).link).toBeUndefined();
      if ('q' in params || 'category' in params) expect(whole.length).toBeGreaterThan(0);
      for (const limit of [1, 2, 7, 100]) {
        const { items, pages } = await walk(CHARITIES, params, limit);
        expect(items, `${JSON.stringify(params)} limit ${limit}`).toEqual(whole);
        // No empty last page: a page has a Link only when more items follow.
        expect(pages).toBe(Math.max(1, Math.ceil(whole.length / limit)));
      }
    }
    // The filters really filter.
    const all = (await list(CHARITIES, {})).items;
    const inCategory = (await list(CHARITIES, { category: category.id })).items;
    expect(inCategory.map(idOf)).toEqual(
      all.filter((o) => o.categories.some((c) => c.categoryID === category.id)).map(idOf),
    );
    expect(inCategory).toHaveLength(7); // 8 even-numbered charities, one of them suspended
    expect((await list(CHARITIES, { q: token })).items).toHaveLength(9); // 5 by name + 5 by description - suspended
  });

  it('gives exactly the unpaged upcoming events, with ties on the start time and microsecond starts', async () => {
    const token = `walk${randomUUID().slice(0, 8)}`;
    const charity = await createOrganization(t.db);
    const sameStart = inDays(3);
    for (let i = 0; i < 14; i++) {
      const row = await createEvent(t.db, charity.id, {
        // Several events share a start, so the order (and the cursor) must use the id too.
        startsAt: i < 6 ? sameStart : inDays(1 + (i % 5)),
        name: i % 4 === 0 ? `${token} cleanup ${i}` : `Cleanup ${i}`,
        location: i % 4 === 1 ? `${token.toUpperCase()} beach` : 'Samal',
      });
      // A start with microseconds, as a time written by SQL may have: a cursor must not round it.
      if (i % 3 === 0)
        await t.db.execute(
          sql`update ${events} set starts_at = starts_at + interval '${sql.raw(String(i + 1))} microseconds' where id = ${row.id}`,
        );
    }
    for (const params of [{}, { q: token }, { q: token.toUpperCase() }]) {
      const whole = (await list(EVENTS, params)).items;
      if ('q' in params) expect(whole).toHaveLength(8); // 4 by name, 4 by location
      for (const limit of [1, 2, 7, 100]) {
        const { items, pages } = await walk(EVENTS, params, limit);
        expect(items, `${JSON.stringify(params)} limit ${limit}`).toEqual(whole);
        expect(pages).toBe(Math.max(1, Math.ceil(whole.length / limit)));
      }
    }
  });

  it('lists the events under way first, then those to come, across page boundaries', async () => {
    const token = `span${randomUUID().slice(0, 8)}`;
    const charity = await createOrganization(t.db);
    const hour = DAY / 24;
    const made: { id: number; start: number }[] = [];
    const add = async (startOffset: number, endOffset: number | null) => {
      const start = Date.now() + startOffset;
      const row = await createEvent(t.db, charity.id, {
        name: `${token} ${made.length}`,
        startsAt: new Date(start),
        endsAt: endOffset === null ? null : new Date(Date.now() + endOffset),
      });
      made.push({ id: row.id, start });
    };
    // Under way: one started a month ago and runs a week more (a relief drive), two started this morning.
    await add(-30 * DAY, 7 * DAY);
    await add(-3 * hour, 2 * hour);
    await add(-2 * hour, 5 * hour);
    // Over: ended an hour ago, and one that started without an end.
    await add(-5 * hour, -hour);
    await add(-hour, null);
    // To come, one without an end.
    await add(hour, 3 * hour);
    await add(2 * DAY, null);
    await add(3 * DAY, 3 * DAY + hour);
    const over = new Set([made[3]!.id, made[4]!.id]);
    const expected = made
      .filter((e) => !over.has(e.id))
      .sort((a, b) => a.start - b.start || a.id - b.id)
      .map((e) => e.id);
    expect((await list(EVENTS, { q: token })).items.map(idOf)).toEqual(expected);
    for (const limit of [1, 2, 3, 4]) {
      const { items } = await walk(EVENTS, { q: token }, limit);
      expect(items.map(idOf), `limit ${limit}`).toEqual(expected);
    }
  });

  it('gives exactly the unpaged upcoming events with the date, category and open-slot filters, alone and combined', async () => {
    const token = `filters${randomUUID().slice(0, 8)}`;
    const category = await createCategory(t.db);
    const inCategory = await createOrganization(t.db, { categoryIds: [category.id] });
    const outside = await createOrganization(t.db);
    const sameStart = inDays(2);
    for (let i = 0; i < 12; i++)
      await createEvent(t.db, i % 2 === 0 ? inCategory.id : outside.id, {
        name: `${token} ${i}`,
        // Ties on the start, today's events, and some beyond this month.
        startsAt: i < 4 ? sameStart : i < 6 ? new Date(Date.now() - HOUR) : inDays(20 + i * 3),
        volunteerCapacity: i % 3 === 0 ? null : 5,
      });
    const filters = [
      { date: 'today' },
      { date: 'month' },
      { category: category.id },
      { openSlots: '1' },
      { date: 'month', category: category.id, openSlots: '1' },
    ];
    for (const params of filters.map((filter) => ({ q: token, ...filter }))) {
      const whole = (await list(EVENTS, params)).items;
      expect(whole.length, JSON.stringify(params)).toBeGreaterThan(0);
      for (const limit of [1, 3, 100]) {
        const { items, pages } = await walk(EVENTS, params, limit);
        expect(items, `${JSON.stringify(params)} limit ${limit}`).toEqual(whole);
        expect(pages).toBe(Math.max(1, Math.ceil(whole.length / limit)));
      }
    }
    // A cursor is only read back with the filters it was made with.
    const first = await get(url(EVENTS, { q: token, date: 'month', limit: 1 }));
    const cursor = new URL(nextUrl(first.headers.link)!, 'http://x').searchParams.get('cursor')!;
    for (const other of [
      { date: 'today' },
      {},
      { date: 'month', openSlots: '1' },
      { date: 'month', category: category.id },
    ]) {
      const response = await get(url(EVENTS, { q: token, limit: 1, cursor, ...other }));
      expect(response.statusCode, JSON.stringify(other)).toBe(400);
      expect(response.json()).toEqual({ message: text('lists.cursorOtherList'), code: 'invalid_request' });
    }
  });

  it('answers an empty list without a Link when nothing matches', async () => {
    for (const path of [CHARITIES, EVENTS] as const) {
      const response = await get(url(path, { limit: 5, q: `nothing-${randomUUID()}` }));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
      expect(response.headers.link).toBeUndefined();
    }
  });
});

describe('rows changing between pages', () => {
  it('shows charities added after the cursor, skips deleted ones, and repeats none', async () => {
    const token = `chg${randomUUID().slice(0, 8)}`;
    const made = [];
    for (let i = 0; i < 12; i++) made.push(await createOrganization(t.db, { name: `${token} ${i}` }));
    // Two gaps in the ids, to insert into later: one before the cursor will be, one after.
    const gapBefore = made[1]!.id;
    const gapAfter = made[9]!.id;
    for (const id of [gapBefore, gapAfter]) await t.db.delete(organizations).where(eq(organizations.id, id));

    const deletedSeen = made[0]!.id;
    const deletedUnseen = made[10]!.id;
    const inserted: number[] = [];
    const { items } = await walk(CHARITIES, { q: token }, 3, async (page) => {
      if (page !== 1) return;
      await t.db.delete(organizations).where(eq(organizations.id, deletedSeen));
      await t.db.delete(organizations).where(eq(organizations.id, deletedUnseen));
      await createOrganization(t.db, { id: gapBefore, name: `${token} before` });
      inserted.push((await createOrganization(t.db, { id: gapAfter, name: `${token} after gap` })).id);
      inserted.push((await createOrganization(t.db, { name: `${token} new` })).id);
    });
    const ids = items.map(idOf);
    expect(new Set(ids).size).toBe(ids.length);
    const expected = made
      .map((o) => o.id)
      .filter((id) => ![gapBefore, gapAfter, deletedUnseen].includes(id))
      .concat(inserted)
      .sort((a, b) => a - b);
    expect(ids).toEqual(expected);
  });

  it('shows events added after the cursor, skips deleted ones, and repeats none', async () => {
    const token = `chg${randomUUID().slice(0, 8)}`;
    const charity = await createOrganization(t.db);
    const made: Awaited<ReturnType<typeof createEvent>>[] = [];
    for (let i = 0; i < 10; i++)
      made.push(await createEvent(t.db, charity.id, { name: `${token} ${i}`, startsAt: inDays(1 + i) }));
    const deletedUnseen = made[8]!.id;
    const deletedSeen = made[0]!.id;
    const inserted: number[] = [];
    const { items } = await walk(EVENTS, { q: token }, 3, async (page) => {
      if (page !== 1) return;
      await t.db.delete(events).where(eq(events.id, deletedSeen));
      await t.db.delete(events).where(eq(events.id, deletedUnseen));
      // Starts before the page's last event: the walk is past it.
      await createEvent(t.db, charity.id, { name: `${token} early`, startsAt: inDays(1.5) });
      // Starts exactly with the page's last event but has a higher id: after the cursor.
      inserted.push(
        (await createEvent(t.db, charity.id, { name: `${token} tie`, startsAt: made[2]!.startsAt })).id,
      );
      inserted.push(
        (await createEvent(t.db, charity.id, { name: `${token} late`, startsAt: inDays(5.5) })).id,
      );
    });
    const ids = items.map(idOf);
    expect(new Set(ids).size).toBe(ids.length);
    const [tie, late] = inserted;
    expect(ids).toEqual([
      ...made.slice(0, 3).map((e) => e.id),
      tie,
      ...made.slice(3, 5).map((e) => e.id),
      late,
      ...made
        .slice(5)
        .map((e) => e.id)
        .filter((id) => id !== deletedUnseen),
    ]);
  });

  it('sees every charity and event that existed before the walk exactly once while others are inserted and deleted', async () => {
    const token = `conc${randomUUID().slice(0, 8)}`;
    const charity = await createOrganization(t.db, { name: `${token} host` });
    const before = [];
    const eventsBefore = [];
    for (let i = 0; i < 30; i++) {
      before.push((await createOrganization(t.db, { name: `${token} ${i}` })).id);
      eventsBefore.push(
        (await createEvent(t.db, charity.id, { name: `${token} ${i}`, startsAt: inDays(1 + i / 3) })).id,
      );
    }
    const charitiesRemoved = [before[5]!, before[17]!, before[28]!];
    const eventsRemoved = [eventsBefore[4]!, eventsBefore[20]!, eventsBefore[29]!];
    let walking = true;
    const writer = async () => {
      const [charityRemovals, eventRemovals] = [[...charitiesRemoved], [...eventsRemoved]];
      for (let i = 0; (walking && i < 200) || i < 10; i++) {
        await createOrganization(t.db, { name: `${token} extra ${i}` });
        await createEvent(t.db, charity.id, {
          name: `${token} extra ${i}`,
          startsAt: inDays(1 + ((i * 7) % 10)),
        });
        const charityId = charityRemovals.shift();
        if (charityId !== undefined) await t.db.delete(organizations).where(eq(organizations.id, charityId));
        const eventId = eventRemovals.shift();
        if (eventId !== undefined) await t.db.delete(events).where(eq(events.id, eventId));
      }
    };
    // The writer keeps going until both walks have finished.
    const walks = Promise.all([walk(CHARITIES, { q: token }, 4), walk(EVENTS, { q: token }, 4)]).finally(
      () => {
        walking = false;
      },
    );
    const [[charities, upcoming]] = await Promise.all([walks, writer()]);
    for (const [seen, existed, removed] of [
      [charities.items.map(idOf), before, charitiesRemoved],
      [upcoming.items.map(idOf), eventsBefore, eventsRemoved],
    ] as const) {
      expect(new Set(seen).size).toBe(seen.length);
      for (const id of existed) {
        const count = seen.filter((s) => s === id).length;
        if (removed.includes(id)) expect(count).toBeLessThanOrEqual(1);
        else expect(count, `id ${id}`).toBe(1);
      }
    }
  });
});

describe('search', () => {
  it("matches the client's rule on charities and events: any case, trimmed, % _ and \\ literal, unicode", async () => {
    const charity = await createOrganization(t.db, {
      name: 'Fundación Niño Feliz',
      description: 'Para sa mga NIÑO ug NIÑA',
    });
    await createOrganization(t.db, { name: 'Reef 100% Davao', description: 'All 100 percent' });
    await createOrganization(t.db, { name: 'Club a_b', description: 'not axb' });
    await createOrganization(t.db, { name: 'Back\\slash shelter', description: 'tabs\tand lines\nok' });
    await createOrganization(t.db, { name: 'Nino plain', description: 'no tilde' });
    await createEvent(t.db, charity.id, {
      name: 'Niño feeding',
      description: '50% off _all_',
      location: 'Plaza\\Rizal',
    });
    await createEvent(t.db, charity.id, { name: 'Reef walk', description: 'axb', location: 'NIÑO beach' });
    await createEvent(t.db, charity.id, { name: 'Tree planting', description: 'ab', location: 'Ma-a' });

    const allCharities = (await list(CHARITIES, {})).items;
    const allEvents = (await list(EVENTS, {})).items;
    const needles = [
      'niño',
      '  NIÑO  ',
      'ñ',
      'Nino',
      '100%',
      '%',
      '_',
      'a_b',
      '\\',
      'back\\slash',
      'REEF',
      'x',
      // A name's end and the description's start: the fields are searched one by one, never run together.
      'Feliz Para',
      'shelter tabs',
    ];
    for (const q of needles) {
      for (const [path, all, fields] of [
        [CHARITIES, allCharities, charityFields],
        [EVENTS, allEvents, eventFields],
      ] as const) {
        const expected = clientSearch(all as (Organization & Event)[], q, fields as (i: unknown) => string[]);
        const found = (await list(path, { q })).items;
        expect(found.map(idOf), `${path} q=${JSON.stringify(q)}`).toEqual(expected.map(idOf));
        expect((await walk(path, { q }, 2)).items.map(idOf)).toEqual(expected.map(idOf));
      }
    }
    // The data really exercises the rule: literal % and _ match less than everything, unicode folds.
    expect((await list(CHARITIES, { q: '%' })).items.length).toBeLessThan(allCharities.length);
    expect((await list(CHARITIES, { q: '%' })).items.length).toBeGreaterThan(0);
    expect((await list(CHARITIES, { q: 'a_b' })).items.map((o) => o.organizationName)).toEqual(['Club a_b']);
    expect((await list(CHARITIES, { q: 'niño' })).items.map((o) => o.organizationID)).toEqual([charity.id]);
    expect((await list(EVENTS, { q: 'niño' })).items).toHaveLength(2);
    expect((await list(EVENTS, { q: '\\' })).items.map((e) => e.location)).toEqual(['Plaza\\Rizal']);
  });
});

describe('charity search by category', () => {
  /** A category of this name, made if no test made it before (names are unique). */
  const category = async (name: string) => {
    await t.db.insert(categories).values({ name }).onConflictDoNothing();
    return (await t.db.select().from(categories).where(eq(categories.name, name)))[0]!;
  };

  it('finds charities whose category name contains the search, and by its label in Filipino or Cebuano', async () => {
    const feeding = await category('Feeding Program');
    const animals = await category('Animal Welfare');
    const custom = await category(`Bakery ${randomUUID().slice(0, 8)}`);
    const fed = await createOrganization(t.db, { categoryIds: [feeding.id] });
    const pets = await createOrganization(t.db, { categoryIds: [animals.id, custom.id] });
    const none = await createOrganization(t.db, { name: 'Plain charity', description: 'Helps families' });
    const ids = async (q: string) => (await list(CHARITIES, { q })).items.map(idOf);

    for (const q of ['feeding', 'FEEDING PROG', ' program ']) {
      expect(await ids(q), q).toContain(fed.id);
      expect(await ids(q), q).not.toContain(pets.id);
    }
    // A category an admin added under another name matches as stored.
    expect(await ids(custom.name.toLowerCase())).toEqual([pets.id]);
    // "Kapakanan ng hayop" (Filipino), "Kaayohan sa mga hayop" (Cebuano).
    for (const q of ['hayop', 'Kapakanan', 'kaayohan'])
      expect(await ids(q), q).toEqual(expect.arrayContaining([pets.id]));
    expect(await ids('hayop')).not.toContain(fed.id);
    expect(await ids('feeding')).not.toContain(none.id);
    // Paging and the category filter keep working with it.
    expect((await walk(CHARITIES, { q: 'hayop', category: animals.id }, 1)).items.map(idOf)).toContain(
      pets.id,
    );
  });
});

describe('bad parameters', () => {
  const invalidLimit = text('lists.invalidLimit', { max: LIST_PAGE_MAX });
  const invalidCursor = text('lists.invalidCursor');
  const otherList = text('lists.cursorOtherList');

  /** A query that fails its schema is `validation_failed`; a cursor read and refused after it, `invalid_request`. */
  async function expect400(
    target: string,
    message: string,
    code = message === invalidCursor || message === otherList ? 'invalid_request' : 'validation_failed',
  ) {
    const response = await get(target);
    expect(response.statusCode, `${target}: ${response.body}`).toBe(400);
    expect(response.json(), target).toEqual({ message, code });
  }

  it('refuses every malformed limit, cursor, q and category with 400 and a message', async () => {
    const charity = await createOrganization(t.db, { name: 'Bad params charity' });
    await createOrganization(t.db, { name: 'Bad params charity two' });
    await createEvent(t.db, charity.id, { name: 'Bad params event' });
    await createEvent(t.db, charity.id, { name: 'Bad params event two' });
    const cursorOf = async (target: string) => {
      const response = await get(target);
      return new URL(nextUrl(response.headers.link)!, 'http://x').searchParams.get('cursor')!;
    };
    const charityCursor = await cursorOf(url(CHARITIES, { limit: 1, q: 'Bad params' }));
    const eventCursor = await cursorOf(url(EVENTS, { limit: 1, q: 'Bad params' }));
    const json = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

    for (const path of [CHARITIES, EVENTS]) {
      for (const limit of ['0', '101', 'abc', '2.5', '-1', '', '1e2', '1000', ' 5'])
        await expect400(`${path}?limit=${encodeURIComponent(limit)}`, invalidLimit);
      await expect400(`${path}?limit=1&limit=2`, invalidLimit);

      for (const cursor of [
        '!!!',
        'garbage',
        json('a string'),
        json({ f: 'x', id: 'one' }),
        json({ f: 'x', id: -1 }),
        json({ f: 'x', id: 1, extra: true }),
        Buffer.from('{"f":').toString('base64url'),
      ])
        await expect400(url(path, { limit: 2, cursor }), invalidCursor, 'invalid_request');
      // Over the query schema's length: refused before the cursor is read.
      await expect400(url(path, { limit: 2, cursor: 'a'.repeat(600) }), invalidCursor, 'validation_failed');
      await expect400(
        url(path, { cursor: path === CHARITIES ? charityCursor : eventCursor }),
        text('lists.cursorWithoutLimit'),
      );

      await expect400(url(path, { q: 'x'.repeat(101) }), text('lists.searchTooLong', { max: 100 }));
      await expect400(url(path, { q: 'nul\u0000byte' }), text('lists.invalidSearch'));
      await expect400(`${path}?q=a&q=b`, text('lists.invalidSearch'));
    }
    // 100 characters is allowed (and so are 101 with spaces around them, trimmed to 100).
    expect((await get(url(CHARITIES, { q: 'y'.repeat(100) }))).statusCode).toBe(200);
    expect((await get(url(EVENTS, { q: ` ${'y'.repeat(100)} ` }))).statusCode).toBe(200);

    // A cursor of another list, search or category.
    await expect400(
      url(CHARITIES, { limit: 1, q: 'Bad params', cursor: eventCursor }),
      otherList,
      'invalid_request',
    );
    await expect400(
      url(EVENTS, { limit: 1, q: 'Bad params', cursor: charityCursor }),
      otherList,
      'invalid_request',
    );
    await expect400(
      url(CHARITIES, { limit: 1, q: 'Bad', cursor: charityCursor }),
      otherList,
      'invalid_request',
    );
    await expect400(url(CHARITIES, { limit: 1, cursor: charityCursor }), otherList, 'invalid_request');
    await expect400(
      url(CHARITIES, { limit: 1, q: 'Bad params', category: 1, cursor: charityCursor }),
      otherList,
      'invalid_request',
    );
    await expect400(
      url(EVENTS, { limit: 1, q: 'bad params', cursor: eventCursor }),
      otherList,
      'invalid_request',
    );
    // The right cursor works, with another page size too.
    expect((await get(url(CHARITIES, { limit: 5, q: 'Bad params', cursor: charityCursor }))).statusCode).toBe(
      200,
    );

    // Cursors with the right fingerprint but an impossible position are refused, not passed to the database.
    const events = { list: 'upcoming-events' };
    for (const key of [
      undefined,
      'tomorrow',
      '2026-02-30T10:00:00.000000Z',
      '2026-13-01T10:00:00.000000Z',
      "1'; drop",
    ])
      await expect400(url(EVENTS, { limit: 1, cursor: encodeCursor(events, { id: 1, key }) }), invalidCursor);
    await expect400(
      url(CHARITIES, {
        limit: 1,
        cursor: encodeCursor({ list: 'organizations' }, { id: 1, key: '2026-01-01T00:00:00.000000Z' }),
      }),
      invalidCursor,
    );
    await expect400(url(CHARITIES, { limit: 1, cursor: json({ f: 'x', id: 2 ** 31 }) }), invalidCursor);
    // A well-made cursor past every row is simply an empty last page.
    const farCursor = encodeCursor(events, { id: 2 ** 31 - 1, key: '9999-12-31T23:59:59.999999Z' });
    const far = await get(url(EVENTS, { limit: 1, cursor: farCursor }));
    expect(far.statusCode).toBe(200);
    expect(far.json()).toEqual([]);

    for (const category of ['abc', '0', '-1', '1.5', '99999999999', '', '2147483648'])
      await expect400(`${CHARITIES}?category=${category}`, text('lists.invalidCategory'));
    // An unknown category is a valid question with no answer.
    expect((await get(url(CHARITIES, { category: 2_147_483_647 }))).json()).toEqual([]);
  });
});

describe('visibility', () => {
  it('hides suspended charities, their events and unpublished events on every page as in the whole list', async () => {
    const token = `vis${randomUUID().slice(0, 8)}`;
    const shown = await createOrganization(t.db, { name: `${token} verified` });
    const pending = await createOrganization(t.db, { name: `${token} pending`, verified: false });
    const suspended = await createOrganization(t.db, { name: `${token} suspended`, suspended: true });
    const visibleEvent = await createEvent(t.db, pending.id, { name: `${token} open` });
    await createEvent(t.db, suspended.id, { name: `${token} of suspended` });
    await createEvent(t.db, shown.id, { name: `${token} draft`, status: 1 });
    await createEvent(t.db, shown.id, { name: `${token} ended`, startsAt: inDays(-2), endsAt: inDays(-1) });

    for (const limit of [1, 2]) {
      const charities = await walk(CHARITIES, { q: token }, limit);
      expect(charities.items.map(idOf)).toEqual([shown.id, pending.id]);
      expect(charities.items.map((o) => o.verified)).toEqual([true, false]);
      const upcoming = await walk(EVENTS, { q: token }, limit);
      expect(upcoming.items.map(idOf)).toEqual([visibleEvent.id]);
    }
    expect((await list(CHARITIES, { q: token })).items.map(idOf)).toEqual([shown.id, pending.id]);

    // A charity suspended mid-walk disappears from the later pages too.
    const others: Awaited<ReturnType<typeof createOrganization>>[] = [];
    for (let i = 0; i < 4; i++) others.push(await createOrganization(t.db, { name: `${token} more ${i}` }));
    // The list above is kept in the public cache; the walk below must not be given it.
    await changesHeard(t.app);
    const { items } = await walk(CHARITIES, { q: token }, 2, async (page) => {
      if (page === 1)
        await t.db.update(organizations).set({ suspended: true }).where(eq(organizations.id, others[2]!.id));
    });
    expect(items.map(idOf)).toEqual([shown.id, pending.id, others[0]!.id, others[1]!.id, others[3]!.id]);
  });
});
