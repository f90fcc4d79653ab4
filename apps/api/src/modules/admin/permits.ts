import { createHash } from 'node:crypto';
import type { AdminEventPermit, AdminPermitStatus } from '@tabang/shared';
import { and, asc, eq, gt, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, organizations } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { t } from '../../i18n';
import { adminImagePath } from '../charities/identity';
import { type PermitRow, permitColumns, toPermit } from '../events/permits';
import { endOf } from '../events/service';

/** Names a permit as an admin reviews it: its fields and its scan. */
const permitVersion = (row: PermitRow & { permitScanImageId: number | null }): string =>
  createHash('sha256')
    .update(
      JSON.stringify([
        row.permitType,
        row.permitNumber,
        row.permitIssuer,
        row.permitValidFrom,
        row.permitValidUntil,
        row.permitExemptReason,
        row.permitScanImageId,
      ]),
    )
    .digest('base64url')
    .slice(0, 22);

async function loadPermits(db: Db, now: Date, where: SQL | undefined): Promise<AdminEventPermit[]> {
  const rows = await db
    .select({
      id: events.id,
      name: events.name,
      startsAt: events.startsAt,
      organizationId: events.organizationId,
      organizationName: organizations.name,
      permitScanImageId: events.permitScanImageId,
      ...permitColumns,
    })
    .from(events)
    .innerJoin(organizations, eq(organizations.id, events.organizationId))
    .where(and(isNotNull(events.permitType), where))
    // The soonest drive first: its permit matters first.
    .orderBy(asc(events.startsAt), asc(events.id));
  return rows.map((row) => ({
    eventID: row.id,
    nameOfEvent: row.name,
    organizationID: row.organizationId,
    organizationName: row.organizationName,
    dateAndTimeStart: row.startsAt.toISOString(),
    permit: toPermit(row, now)!,
    permitScan: row.permitScanImageId === null ? null : adminImagePath(row.permitScanImageId),
    permitCheckedAt: row.permitCheckedAt?.toISOString() ?? null,
    permitVersion: permitVersion(row),
  }));
}

/**
 * The permits of events that may still take donations (not cancelled, and not over unless they take gifts after
 * their end): those awaiting a check, or all of them.
 */
export function listPermits(db: Db, status: AdminPermitStatus, now: Date): Promise<AdminEventPermit[]> {
  const open = and(
    isNull(events.cancelledAt),
    or(gt(endOf, now), eq(events.donationsAfterEnd, true)),
    status === 'unchecked' ? isNull(events.permitCheckedAt) : undefined,
  );
  return loadPermits(db, now, open);
}

/**
 * Marks an event's permit as checked against its scan (now): its page stops saying "not yet checked". 404 for an
 * unknown event, 400 for one with no permit; with the version the admin reviewed, 409 when the organiser changed
 * the permit since (they look again). Checking again moves the date.
 */
export async function checkPermit(
  db: Db,
  id: number,
  reviewedVersion: string | undefined,
  now: Date,
): Promise<AdminEventPermit> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ permitScanImageId: events.permitScanImageId, ...permitColumns })
      .from(events)
      .where(eq(events.id, id))
      .for('update');
    if (!row) throw notFound(t('events.notFound'));
    if (!row.permitType) throw badRequest(t('permits.admin.nothingToCheck'));
    if (reviewedVersion !== undefined && reviewedVersion !== permitVersion(row))
      throw conflict(t('permits.admin.changedMeanwhile'));
    await tx.update(events).set({ permitCheckedAt: now }).where(eq(events.id, id));
  });
  const [permit] = await loadPermits(db, now, eq(events.id, id));
  return permit!;
}
