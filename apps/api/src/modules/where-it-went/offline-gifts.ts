import {
  type OfflineGift,
  philippineToday,
  toCentavos,
  toPesos,
  type ZRecordOfflineGiftRequest,
  type ZVoidOfflineGiftRequest,
} from '@tabang/shared';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { events, offlineGifts, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { t } from '../../i18n';
import {
  decodeCursor,
  encodeCursor,
  isDayKey,
  type ListPage,
  rowsToFetch,
  splitPage,
} from '../../lib/paging';
import type { CurrentUser } from '../../plugins/auth';
import { assertCanManageOrganization } from '../permissions/service';

/*
 * Gifts a charity received outside Tabang (decision 026). Only its representative or an admin records, voids or
 * lists them; nothing is deleted, and a voided gift counts nowhere. Cash shows as `offlineAmount` beside the
 * online totals (totals.ts), never in them; goods count in an event's report.
 */

const recorder = alias(users, 'recorder');
const voider = alias(users, 'voider');

/** Who did it, as the charity's records show it: their name, or "A former member" once the account is gone. */
export function personName(person: { firstName: string | null; lastName: string | null; deleted: boolean }) {
  if (person.firstName === null || person.deleted) return t('whereItWent.formerMember');
  return `${person.firstName} ${person.lastName ?? ''}`.trim();
}

const giftColumns = {
  id: offlineGifts.id,
  organizationId: offlineGifts.organizationId,
  eventId: offlineGifts.eventId,
  eventName: events.name,
  kind: offlineGifts.kind,
  amountCentavos: offlineGifts.amountCentavos,
  item: offlineGifts.item,
  unit: offlineGifts.unit,
  quantity: offlineGifts.quantity,
  donorName: offlineGifts.donorName,
  receivedOn: offlineGifts.receivedOn,
  note: offlineGifts.note,
  recordedAt: offlineGifts.recordedAt,
  voidedAt: offlineGifts.voidedAt,
  voidReason: offlineGifts.voidReason,
  recorderFirst: recorder.firstName,
  recorderLast: recorder.lastName,
  recorderDeleted: sql<boolean>`${recorder.deletedAt} is not null`,
  voiderFirst: voider.firstName,
  voiderLast: voider.lastName,
  voiderDeleted: sql<boolean>`${voider.deletedAt} is not null`,
};

function selectGifts(db: Db | Tx, ...conditions: (SQL | undefined)[]) {
  return db
    .select(giftColumns)
    .from(offlineGifts)
    .leftJoin(events, eq(events.id, offlineGifts.eventId))
    .leftJoin(recorder, eq(recorder.id, offlineGifts.recordedByUserId))
    .leftJoin(voider, eq(voider.id, offlineGifts.voidedByUserId))
    .where(and(...conditions));
}
type GiftRow = Awaited<ReturnType<typeof selectGifts>>[number];

function toGift(row: GiftRow): OfflineGift {
  const voided = row.voidedAt !== null;
  return {
    offlineGiftID: row.id,
    organizationID: row.organizationId,
    eventID: row.eventId,
    eventName: row.eventName,
    kind: row.kind,
    amount: row.amountCentavos === null ? null : toPesos(row.amountCentavos),
    item: row.item,
    unit: row.unit,
    quantity: row.quantity,
    donorName: row.donorName,
    receivedOn: row.receivedOn,
    note: row.note,
    status: voided ? 'voided' : 'recorded',
    recordedBy: personName({
      firstName: row.recorderFirst,
      lastName: row.recorderLast,
      deleted: row.recorderDeleted,
    }),
    recordedAt: new Date(row.recordedAt).toISOString(),
    voidedBy: voided
      ? personName({ firstName: row.voiderFirst, lastName: row.voiderLast, deleted: row.voiderDeleted })
      : null,
    voidedAt: voided ? new Date(row.voidedAt!).toISOString() : null,
    voidReason: row.voidReason,
  };
}

async function giftById(db: Db | Tx, id: number): Promise<OfflineGift> {
  const [row] = await selectGifts(db, eq(offlineGifts.id, id));
  return toGift(row!);
}

/**
 * An event of the charity, or 404 for an unknown one and 400 for another charity's: what a gift or a list names
 * must be the charity's own.
 */
async function eventOfCharity(db: Db | Tx, organizationId: number, eventId: number) {
  const [event] = await db
    .select({ organizationId: events.organizationId, reliefDrive: events.reliefDrive })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) throw notFound(t('events.notFound'));
  if (event.organizationId !== organizationId) throw badRequest(t('whereItWent.eventNotOfCharity'));
  return event;
}

/**
 * Records cash or goods received outside Tabang. Goods for a relief drive are refused: the drive's drop-off desk
 * records them (drive_receipts), and the report counts them from there, so nothing is counted twice.
 */
export async function recordOfflineGift(
  db: Db,
  user: CurrentUser,
  body: z.output<typeof ZRecordOfflineGiftRequest>,
  now: Date,
): Promise<OfflineGift> {
  return db.transaction(async (tx) => {
    await assertCanManageOrganization(tx, user, body.organizationID);
    if (body.eventID !== null) {
      const event = await eventOfCharity(tx, body.organizationID, body.eventID);
      if (body.kind === 'goods' && event.reliefDrive) throw badRequest(t('whereItWent.goodsOnDrive'));
    }
    if (body.receivedOn > philippineToday(now.getTime())) throw badRequest(t('whereItWent.receivedInFuture'));
    const [row] = await tx
      .insert(offlineGifts)
      .values({
        organizationId: body.organizationID,
        eventId: body.eventID,
        kind: body.kind,
        amountCentavos: body.amount === null ? null : toCentavos(body.amount),
        item: body.item,
        unit: body.unit,
        quantity: body.quantity,
        donorName: body.donorName,
        receivedOn: body.receivedOn,
        note: body.note,
        recordedByUserId: user.userID,
      })
      .returning({ id: offlineGifts.id });
    return giftById(tx, row!.id);
  });
}

/** Voids a gift: kept, with who voided it, when and why, and counted nowhere from then on. 409 the second time. */
export async function voidOfflineGift(
  db: Db,
  user: CurrentUser,
  body: z.output<typeof ZVoidOfflineGiftRequest>,
): Promise<OfflineGift> {
  return db.transaction(async (tx) => {
    const [gift] = await tx
      .select({ organizationId: offlineGifts.organizationId, voidedAt: offlineGifts.voidedAt })
      .from(offlineGifts)
      .where(eq(offlineGifts.id, body.offlineGiftID))
      .for('update');
    if (!gift) throw notFound(t('whereItWent.giftNotFound'));
    await assertCanManageOrganization(tx, user, gift.organizationId);
    if (gift.voidedAt) throw conflict(t('whereItWent.alreadyVoided'));
    await tx
      .update(offlineGifts)
      .set({ voidedAt: sql`now()`, voidedByUserId: user.userID, voidReason: body.reason })
      .where(eq(offlineGifts.id, body.offlineGiftID));
    return giftById(tx, body.offlineGiftID);
  });
}

/**
 * A charity's gifts (only one event's with `eventId`), voided ones too, newest received first (then newest
 * recorded): all of them, or a page of `limit` after `cursor`.
 */
export async function listOfflineGifts(
  db: Db,
  user: CurrentUser,
  organizationId: number,
  options: { eventId?: number; limit?: number; cursor?: string },
): Promise<ListPage<OfflineGift>> {
  await assertCanManageOrganization(db, user, organizationId);
  if (options.eventId !== undefined) await eventOfCharity(db, organizationId, options.eventId);
  const filter = {
    list: `offline-gifts-${organizationId}${options.eventId === undefined ? '' : `-${options.eventId}`}`,
  };
  const after = options.cursor === undefined ? undefined : decodeCursor(options.cursor, filter, isDayKey);
  const query = selectGifts(
    db,
    eq(offlineGifts.organizationId, organizationId),
    options.eventId === undefined ? undefined : eq(offlineGifts.eventId, options.eventId),
    after === undefined
      ? undefined
      : sql`(${offlineGifts.receivedOn}, ${offlineGifts.id}) < (${after.key}::date, ${after.id}::integer)`,
  ).orderBy(desc(offlineGifts.receivedOn), desc(offlineGifts.id));
  const fetch = rowsToFetch(options.limit);
  const { rows, last } = splitPage(
    fetch === undefined ? await query : await query.limit(fetch),
    options.limit,
  );
  return {
    items: rows.map(toGift),
    next: last === undefined ? null : encodeCursor(filter, { id: last.id, key: last.receivedOn }),
  };
}
