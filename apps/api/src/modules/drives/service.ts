import { randomInt } from 'node:crypto';
import {
  type DeskPledge,
  type Dropoff,
  eventEndTime,
  hasEventEnded,
  type Language,
  type MyPledge,
  type Need,
  PH_TIME_ZONE,
  PLEDGE_CODE_ALPHABET,
  PLEDGE_CODE_LENGTH,
  type PledgeState,
  type ReceivedPledge,
  stillNeeded,
  type ZAddDropoffRequest,
  type ZAddNeedRequest,
  type ZPledgeRequest,
  type ZReceiveGoodsRequest,
  type ZReceivePledgeRequest,
  type ZUpdateNeedRequest,
} from '@tabang/shared';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import {
  driveDropoffs,
  driveNeeds,
  drivePledges,
  driveReceipts,
  events,
  organizations,
  users,
} from '../../db/schema';
import { publicEvent } from '../../db/visibility';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import { dateFormatter, inLanguage, t } from '../../i18n';
import type { EmailJob } from '../../jobs/kinds';
import type { JobQueue } from '../../jobs/queue';
import type { CurrentUser } from '../../plugins/auth';
import { assertPermitRequired, assertPermitValid } from '../events/permits';
import { assertCanManageEvent } from '../permissions/service';

/*
 * Relief drives: needs, drop-off points, pledges of goods and the drop-off desk. The arithmetic of a need
 * is written once in packages/shared (schemas/drives.ts): received counts every receipt, pledged what pledges not
 * cancelled still promise, and a pledge may take at most what is still needed, decided while holding the need's row.
 */

type Jobs = Pick<JobQueue, 'enqueue'>;
type PledgeRequest = z.output<typeof ZPledgeRequest>;
type ReceivePledgeRequest = z.output<typeof ZReceivePledgeRequest>;
type ReceiveGoodsRequest = z.output<typeof ZReceiveGoodsRequest>;
type UpdateNeedRequest = z.output<typeof ZUpdateNeedRequest>;

/** A day as YYYY-MM-DD in Philippine time. */
const manilaDay = (at: Date) => at.toLocaleDateString('en-CA', { timeZone: PH_TIME_ZONE });

// Drizzle writes a column of a one-table select without its table, which inside these subqueries would name the
// subquery's own id: the need's id is written out in full.
const needId = sql.raw('"drive_needs"."id"');
const received = sql<number>`coalesce((select sum(r.quantity) from ${driveReceipts} r where r.need_id = ${needId}), 0)::int`;
const pledged = sql<number>`coalesce((select sum(p.quantity - p.quantity_received) from ${drivePledges} p where p.need_id = ${needId} and p.status <> 'cancelled'), 0)::int`;

const needColumns = {
  needID: driveNeeds.id,
  item: driveNeeds.item,
  unit: driveNeeds.unit,
  quantityNeeded: driveNeeds.quantityNeeded,
  quantityPledged: pledged,
  quantityReceived: received,
  enough: driveNeeds.enough,
};

async function needById(db: Db | Tx, needId: number): Promise<Need> {
  const [need] = await db.select(needColumns).from(driveNeeds).where(eq(driveNeeds.id, needId));
  return need!;
}

/** 404 unless the public may see the event (published, its charity not suspended); a cancelled one still answers. */
async function assertVisible(db: Db, eventId: number): Promise<void> {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .innerJoin(organizations, eq(organizations.id, events.organizationId))
    .where(and(eq(events.id, eventId), publicEvent));
  if (!row) throw notFound(t('drives.eventNotFound'));
}

/** GET /get/events/:id/needs: a drive's needs with their counts, in the order they were added. */
export async function listNeeds(db: Db, eventId: number): Promise<Need[]> {
  await assertVisible(db, eventId);
  return db
    .select(needColumns)
    .from(driveNeeds)
    .where(eq(driveNeeds.eventId, eventId))
    .orderBy(asc(driveNeeds.id));
}

/** GET /get/events/:id/dropoffs. */
export async function listDropoffs(db: Db, eventId: number): Promise<Dropoff[]> {
  await assertVisible(db, eventId);
  return db
    .select(dropoffColumns)
    .from(driveDropoffs)
    .where(eq(driveDropoffs.eventId, eventId))
    .orderBy(asc(driveDropoffs.id));
}

const dropoffColumns = {
  dropoffID: driveDropoffs.id,
  name: driveDropoffs.name,
  address: driveDropoffs.address,
  barangay: driveDropoffs.barangay,
  hours: driveDropoffs.hours,
  contactName: driveDropoffs.contactName,
  contactNumber: driveDropoffs.contactNumber,
};

/**
 * The organiser's hold on a drive they add to: 401/404/403 as for any event they manage, then 400 for an event that
 * is not a relief drive and 409 for a cancelled one. Holds the event's row until the transaction ends.
 */
async function manageDrive(tx: Tx, user: CurrentUser, eventId: number): Promise<void> {
  const event = await assertCanManageEvent(tx, user, eventId, { lock: true });
  const [drive] = await tx
    .select({ reliefDrive: events.reliefDrive })
    .from(events)
    .where(eq(events.id, eventId));
  if (!drive!.reliefDrive) throw badRequest(t('drives.notADrive'));
  if (event.cancelledAt) throw conflict(t('editing.eventIsCancelled'));
}

export async function addNeed(
  db: Db,
  user: CurrentUser,
  body: z.output<typeof ZAddNeedRequest>,
): Promise<Need> {
  return db.transaction(async (tx) => {
    await manageDrive(tx, user, body.eventID);
    // Asking the public for goods needs a solicitation permit or an exemption, as asking for money does.
    await assertPermitRequired(tx, body.eventID);
    const [row] = await tx
      .insert(driveNeeds)
      .values({
        eventId: body.eventID,
        item: body.item,
        unit: body.unit,
        quantityNeeded: body.quantityNeeded,
      })
      .returning({ id: driveNeeds.id });
    return needById(tx, row!.id);
  });
}

/** A need's row, held until the transaction ends (pledges and walk-in goods for it wait), or 404. */
async function lockNeed(tx: Tx, needId: number) {
  const [need] = await tx
    .select({
      eventId: driveNeeds.eventId,
      unit: driveNeeds.unit,
      item: driveNeeds.item,
      enough: driveNeeds.enough,
    })
    .from(driveNeeds)
    .where(eq(driveNeeds.id, needId))
    .for('update');
  if (!need) throw notFound(t('drives.needNotFound'));
  return need;
}

/**
 * A new quantity needed (it may go below what has arrived: nothing more is then needed) or the "enough" mark. A
 * cancelled drive's needs can still be marked, so its page stops asking.
 */
export async function updateNeed(db: Db, user: CurrentUser, body: UpdateNeedRequest): Promise<Need> {
  return db.transaction(async (tx) => {
    const need = await lockNeed(tx, body.needID);
    await assertCanManageEvent(tx, user, need.eventId);
    await tx
      .update(driveNeeds)
      .set({ quantityNeeded: body.quantityNeeded, enough: body.enough })
      .where(eq(driveNeeds.id, body.needID));
    return needById(tx, body.needID);
  });
}

export async function addDropoff(
  db: Db,
  user: CurrentUser,
  body: z.output<typeof ZAddDropoffRequest>,
): Promise<Dropoff> {
  return db.transaction(async (tx) => {
    await manageDrive(tx, user, body.eventID);
    const [dropoff] = await tx
      .insert(driveDropoffs)
      .values({
        eventId: body.eventID,
        name: body.name,
        address: body.address,
        barangay: body.barangay,
        hours: body.hours,
        contactName: body.contactName,
        contactNumber: body.contactNumber,
      })
      .returning(dropoffColumns);
    return dropoff!;
  });
}

/** A new slip code: PLEDGE_CODE_LENGTH characters of PLEDGE_CODE_ALPHABET, from a secure source. */
const newCode = () =>
  Array.from(
    { length: PLEDGE_CODE_LENGTH },
    () => PLEDGE_CODE_ALPHABET[randomInt(PLEDGE_CODE_ALPHABET.length)],
  ).join('');

const slipDate = dateFormatter({ timeZone: 'UTC', dateStyle: 'long' });
/** A YYYY-MM-DD day in the reader's language ("December 3, 2026"). */
const dayText = (day: string) => slipDate(new Date(`${day}T00:00:00Z`));

/**
 * A signed-in person pledges goods for a need (decided while holding the need's row, so two pledges for the last
 * units cannot both pass): the drive must be open, the need not marked enough, the drop-off point the drive's, the
 * day from today to the drive's last day (Philippine time), and the quantity at most what is still needed. The slip
 * is emailed through the job queue in the same transaction.
 */
export async function pledge(
  db: Db,
  deps: { jobs: Jobs; publicUrl: string },
  user: CurrentUser,
  body: PledgeRequest,
  now: Date,
): Promise<PledgeState> {
  return db.transaction(async (tx) => {
    const need = await lockNeed(tx, body.needID);
    const [event] = await tx
      .select({
        name: events.name,
        startsAt: events.startsAt,
        endsAt: events.endsAt,
        cancelledAt: events.cancelledAt,
        reliefDrive: events.reliefDrive,
        acceptanceRules: events.acceptanceRules,
      })
      .from(events)
      .innerJoin(organizations, eq(organizations.id, events.organizationId))
      .where(and(eq(events.id, need.eventId), publicEvent));
    if (!event) throw notFound(t('drives.needNotFound'));
    if (!event.reliefDrive) throw badRequest(t('drives.notADrive'));
    if (event.cancelledAt) throw conflict(t('drives.eventCancelled'));
    if (hasEventEnded(event, now)) throw conflict(t('drives.eventOver'));
    await assertPermitValid(tx, need.eventId, now);
    if (need.enough) throw conflict(t('drives.enough'));
    const [dropoff] = await tx
      .select(dropoffColumns)
      .from(driveDropoffs)
      .where(and(eq(driveDropoffs.id, body.dropoffID), eq(driveDropoffs.eventId, need.eventId)));
    if (!dropoff) throw notFound(t('drives.dropoffNotFound'));
    const today = manilaDay(now);
    const lastDay = manilaDay(eventEndTime(event));
    if (body.expectedOn < today || body.expectedOn > lastDay)
      throw badRequest(t('drives.expectedOnOutside', { from: dayText(today), to: dayText(lastDay) }));
    const left = stillNeeded(await needById(tx, body.needID));
    if (body.quantity > left)
      throw conflict(
        left === 0 ? t('drives.nothingNeeded') : t('drives.stillNeeded', { count: left, unit: need.unit }),
      );

    // A code already used in this drive (about one chance in a billion) is drawn again; the insert does not fail.
    let row: { id: number; code: string } | undefined;
    while (!row) {
      [row] = await tx
        .insert(drivePledges)
        .values({
          eventId: need.eventId,
          needId: body.needID,
          dropoffId: body.dropoffID,
          userId: user.userID,
          quantity: body.quantity,
          expectedOn: body.expectedOn,
          code: newCode(),
        })
        .onConflictDoNothing({ target: [drivePledges.eventId, drivePledges.code] })
        .returning({ id: drivePledges.id, code: drivePledges.code });
    }
    const [person] = await tx
      .select({ email: users.email, firstName: users.firstName, language: users.language })
      .from(users)
      .where(eq(users.id, user.userID));
    await deps.jobs.enqueue(
      tx,
      'email',
      slipEmail(person!, {
        event: event.name,
        rules: event.acceptanceRules,
        item: need.item,
        unit: need.unit,
        quantity: body.quantity,
        dropoff: dropoff,
        expectedOn: body.expectedOn,
        code: row.code,
        url: `${deps.publicUrl}/my/pledges`,
      }),
    );
    return { pledgeID: row.id, code: row.code, status: 'pledged' };
  });
}

/** The pledge slip by email, in the pledger's language. */
function slipEmail(
  person: { email: string; firstName: string; language: Language | null },
  slip: {
    event: string;
    rules: string | null;
    item: string;
    unit: string;
    quantity: number;
    dropoff: Dropoff;
    expectedOn: string;
    code: string;
    url: string;
  },
): EmailJob {
  return inLanguage(person.language ?? 'en', () => ({
    purpose: 'pledgeSlip',
    event: slip.event,
    to: person.email,
    subject: t('drives.emailSubject', { event: slip.event, code: slip.code }),
    text: [
      t('drives.emailGreeting', { name: person.firstName }),
      '',
      t('drives.emailThanks', { event: slip.event }),
      '',
      t('drives.emailItem', { quantity: slip.quantity, unit: slip.unit, item: slip.item }),
      t('drives.emailDropoff', slip.dropoff),
      t('drives.emailHours', { hours: slip.dropoff.hours }),
      t('drives.emailExpectedOn', { date: dayText(slip.expectedOn) }),
      t('drives.emailCode', { code: slip.code }),
      ...(slip.rules ? ['', t('drives.emailRules', { rules: slip.rules })] : []),
      '',
      t('drives.emailMyPledges', { url: slip.url }),
      t('drives.emailCancel'),
      '',
      'Tabang',
    ].join('\n'),
  }));
}

/** The pledger cancels their pledge, only while nothing of it has arrived. */
export async function cancelPledge(db: Db, user: CurrentUser, pledgeId: number): Promise<PledgeState> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        userId: drivePledges.userId,
        code: drivePledges.code,
        status: drivePledges.status,
        quantityReceived: drivePledges.quantityReceived,
      })
      .from(drivePledges)
      .where(eq(drivePledges.id, pledgeId))
      .for('update');
    if (!found) throw notFound(t('drives.pledgeNotFound'));
    if (found.userId !== user.userID) throw forbidden(t('drives.notYourPledge'));
    if (found.status === 'cancelled') throw conflict(t('drives.alreadyCancelled'));
    if (found.quantityReceived > 0) throw conflict(t('drives.cancelAfterReceived'));
    await tx
      .update(drivePledges)
      .set({ status: 'cancelled', cancelledAt: sql`now()` })
      .where(eq(drivePledges.id, pledgeId));
    return { pledgeID: pledgeId, code: found.code, status: 'cancelled' };
  });
}

/** GET /get/my/pledges: the person's pledges, newest first. */
export async function listMyPledges(db: Db, userId: number): Promise<MyPledge[]> {
  const rows = await db
    .select({
      pledgeID: drivePledges.id,
      eventID: drivePledges.eventId,
      nameOfEvent: events.name,
      needID: drivePledges.needId,
      item: driveNeeds.item,
      unit: driveNeeds.unit,
      quantity: drivePledges.quantity,
      quantityReceived: drivePledges.quantityReceived,
      dropoff: dropoffColumns,
      expectedOn: drivePledges.expectedOn,
      code: drivePledges.code,
      status: drivePledges.status,
      createdAt: drivePledges.createdAt,
    })
    .from(drivePledges)
    .innerJoin(events, eq(events.id, drivePledges.eventId))
    .innerJoin(driveNeeds, eq(driveNeeds.id, drivePledges.needId))
    .innerJoin(driveDropoffs, eq(driveDropoffs.id, drivePledges.dropoffId))
    .where(eq(drivePledges.userId, userId))
    .orderBy(desc(drivePledges.createdAt), desc(drivePledges.id));
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }));
}

const deskColumns = {
  pledgeID: drivePledges.id,
  code: drivePledges.code,
  status: drivePledges.status,
  needID: drivePledges.needId,
  item: driveNeeds.item,
  unit: driveNeeds.unit,
  quantity: drivePledges.quantity,
  quantityReceived: drivePledges.quantityReceived,
  dropoffID: drivePledges.dropoffId,
  dropoffName: driveDropoffs.name,
  expectedOn: drivePledges.expectedOn,
  firstName: users.firstName,
  lastName: users.lastName,
  deletedAt: users.deletedAt,
  createdAt: drivePledges.createdAt,
};

function deskPledges(db: Db | Tx, ...conditions: SQL[]) {
  return db
    .select(deskColumns)
    .from(drivePledges)
    .innerJoin(driveNeeds, eq(driveNeeds.id, drivePledges.needId))
    .innerJoin(driveDropoffs, eq(driveDropoffs.id, drivePledges.dropoffId))
    .innerJoin(users, eq(users.id, drivePledges.userId))
    .where(and(...conditions))
    .orderBy(desc(drivePledges.createdAt), desc(drivePledges.id));
}

const toDeskPledge = ({ firstName, lastName, deletedAt, createdAt, ...row }: DeskRow): DeskPledge => ({
  ...row,
  pledgerName: deletedAt ? t('drives.deletedAccount') : `${firstName} ${lastName}`.trim(),
  createdAt: new Date(createdAt).toISOString(),
});
type DeskRow = Awaited<ReturnType<typeof deskPledges>>[number];

/** GET /get/events/:id/pledges (the organiser): every pledge of the drive, newest first, cancelled ones too. */
export async function listDrivePledges(db: Db, user: CurrentUser, eventId: number): Promise<DeskPledge[]> {
  await assertCanManageEvent(db, user, eventId);
  return (await deskPledges(db, eq(drivePledges.eventId, eventId))).map(toDeskPledge);
}

/** GET /get/events/:id/pledges/:code (the organiser): one pledge by its code, in any case; 404 for none. */
export async function findDrivePledge(
  db: Db,
  user: CurrentUser,
  eventId: number,
  code: string,
): Promise<DeskPledge> {
  await assertCanManageEvent(db, user, eventId);
  const [row] = await deskPledges(db, eq(drivePledges.eventId, eventId), eq(drivePledges.code, code));
  if (!row) throw notFound(t('drives.unknownCode'));
  return toDeskPledge(row);
}

/**
 * The desk records what of a pledge arrived, all or part: at most what is still to come of it. The receipt is kept
 * with who recorded it and when; the pledge's status follows (partly-received, then received). A cancelled drive's
 * or an ended drive's goods are still recorded: they arrived.
 */
export async function receivePledge(
  db: Db,
  user: CurrentUser,
  body: ReceivePledgeRequest,
): Promise<ReceivedPledge> {
  return db.transaction(async (tx) => {
    await assertCanManageEvent(tx, user, body.eventID);
    const [found] = await tx
      .select({
        id: drivePledges.id,
        needId: drivePledges.needId,
        status: drivePledges.status,
        quantity: drivePledges.quantity,
        quantityReceived: drivePledges.quantityReceived,
      })
      .from(drivePledges)
      .where(and(eq(drivePledges.eventId, body.eventID), eq(drivePledges.code, body.code)))
      .for('update');
    if (!found) throw notFound(t('drives.unknownCode'));
    if (found.status === 'cancelled') throw conflict(t('drives.pledgeCancelled'));
    const toCome = found.quantity - found.quantityReceived;
    if (toCome === 0) throw conflict(t('drives.allReceived'));
    if (body.quantity > toCome) {
      const [need] = await tx
        .select({ unit: driveNeeds.unit })
        .from(driveNeeds)
        .where(eq(driveNeeds.id, found.needId));
      throw conflict(t('drives.receiveTooMuch', { count: toCome, unit: need!.unit }));
    }
    await tx.insert(driveReceipts).values({
      eventId: body.eventID,
      needId: found.needId,
      pledgeId: found.id,
      quantity: body.quantity,
      recordedByUserId: user.userID,
    });
    const total = found.quantityReceived + body.quantity;
    await tx
      .update(drivePledges)
      .set({ quantityReceived: total, status: total === found.quantity ? 'received' : 'partly-received' })
      .where(eq(drivePledges.id, found.id));
    const [pledge] = await deskPledges(tx, eq(drivePledges.id, found.id));
    return { pledge: toDeskPledge(pledge!), need: await needById(tx, found.needId) };
  });
}

/**
 * The desk records walk-in goods with no pledge. They count as received even beyond what was needed (they are
 * there); the need's row is held so a pledge being decided at the same moment counts them.
 */
export async function receiveGoods(db: Db, user: CurrentUser, body: ReceiveGoodsRequest): Promise<Need> {
  return db.transaction(async (tx) => {
    const need = await lockNeed(tx, body.needID);
    await assertCanManageEvent(tx, user, need.eventId);
    await tx.insert(driveReceipts).values({
      eventId: need.eventId,
      needId: body.needID,
      quantity: body.quantity,
      note: body.note,
      recordedByUserId: user.userID,
    });
    return needById(tx, body.needID);
  });
}

/**
 * A deleted account's pledges (decision 011, docs/decisions/024-relief-drives.md): the goods counts stay, the
 * promises end. A pledge with nothing received is cancelled; one partly received shrinks to what arrived (the rest
 * will not come), so the need asks for it again. The rows stay, naming the anonymised account.
 */
export async function closePledgesOf(tx: Tx, userId: number): Promise<void> {
  await tx
    .update(drivePledges)
    .set({ status: 'cancelled', cancelledAt: sql`now()` })
    .where(and(eq(drivePledges.userId, userId), eq(drivePledges.status, 'pledged')));
  await tx
    .update(drivePledges)
    .set({ quantity: drivePledges.quantityReceived, status: 'received' })
    .where(and(eq(drivePledges.userId, userId), eq(drivePledges.status, 'partly-received')));
}
