import {
  type EventPermit,
  isPermitValid,
  nextPermitChange,
  type PermitFieldValues,
  type PermitType,
  PH_TIME_ZONE,
} from '@tabang/shared';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { events } from '../../db/schema';
import { badRequest, conflict } from '../../errors';
import { dateFormatter, t } from '../../i18n';

/*
 * An event's solicitation permit (PD 1564): how it is stored, shown and changed, and the two rules other modules
 * call: an event that asks for money or goods must carry one (`assertPermitRequired`), and outside its dates it takes
 * nothing (`assertPermitValid`, called by donations and pledges).
 */

/** The permit's columns, to select beside an event's others. */
export const permitColumns = {
  permitType: events.permitType,
  permitNumber: events.permitNumber,
  permitIssuer: events.permitIssuer,
  permitValidFrom: events.permitValidFrom,
  permitValidUntil: events.permitValidUntil,
  permitExemptReason: events.permitExemptReason,
  permitCheckedAt: events.permitCheckedAt,
};
export type PermitRow = {
  permitType: PermitType | null;
  permitNumber: string | null;
  permitIssuer: string | null;
  permitValidFrom: string | null;
  permitValidUntil: string | null;
  permitExemptReason: string | null;
  permitCheckedAt: Date | null;
};

/** The permit as the API shows it (never its scan), valid or not on the Philippine day of `now`; null when none. */
export function toPermit(row: PermitRow, now: Date): EventPermit | null {
  if (!row.permitType) return null;
  const permit = {
    type: row.permitType,
    number: row.permitNumber,
    issuer: row.permitIssuer,
    validFrom: row.permitValidFrom,
    validUntil: row.permitValidUntil,
    exemptReason: row.permitExemptReason,
    checked: row.permitCheckedAt !== null,
  };
  return { ...permit, valid: isPermitValid(permit, now.getTime()) };
}

/**
 * When the earliest of these permits becomes valid or lapses with no write (a Philippine midnight), for a public
 * answer that shows them to be kept only until then; null when none will.
 */
export function permitsChangeAt(permits: (EventPermit | null)[], now: Date): Date | null {
  let first: Date | null = null;
  for (const permit of permits) {
    const at = permit && nextPermitChange(permit, now.getTime());
    if (at && (!first || at < first)) first = at;
  }
  return first;
}

/**
 * The columns a permit given in a form writes: undefined when the form gives none (its type not sent), every
 * column null when it removes the permit. Only the fields of its type are kept, and it awaits a new check.
 */
export function permitChanges(values: PermitFieldValues): Partial<typeof events.$inferInsert> | undefined {
  const type = values.permitType;
  if (type === undefined) return undefined;
  const exempt = type === 'exempt';
  return {
    permitType: type,
    permitNumber: type && !exempt ? values.permitNumber : null,
    permitIssuer: type && !exempt ? values.permitIssuer : null,
    permitValidFrom: type && !exempt ? values.permitValidFrom : null,
    permitValidUntil: type && !exempt ? values.permitValidUntil : null,
    permitExemptReason: exempt ? values.permitExemptReason : null,
    permitCheckedAt: null,
  };
}

/** A DSWD or LGU permit is checked against its scan, so it cannot be given without one (an exemption may). */
export function assertScanGiven(type: PermitType | null, hasScan: boolean): void {
  if (type && type !== 'exempt' && !hasScan) throw badRequest(t('permits.scanRequired'));
  if (!type && hasScan) throw badRequest(t('permits.scanWithoutPermit'));
}

/**
 * 400 unless the event carries a permit or an exemption: for whatever makes an event ask the public for money or
 * goods (a goal, a needs list), called in the transaction that gives it. Unknown events are the caller's to refuse.
 */
export async function assertPermitRequired(db: Db | Tx, eventId: number): Promise<void> {
  const [event] = await db
    .select({ permitType: events.permitType })
    .from(events)
    .where(eq(events.id, eventId));
  if (event && !event.permitType) throw badRequest(t('permits.required'));
}

const permitDate = dateFormatter({ timeZone: PH_TIME_ZONE, dateStyle: 'long' });
/** A permit's Philippine date (YYYY-MM-DD) as the reader writes it ("May 1, 2026"). */
export const formatPermitDate = (date: string) => permitDate(new Date(`${date}T12:00:00+08:00`));

/**
 * 409 when the event's permit does not allow soliciting on the Philippine day of `now` (before its first day or
 * after its last), with both dates in the reader's language. An event without a permit (one added before permits
 * were asked for) or with an exemption passes; unknown events are the caller's to refuse. Donations call it, and
 * pledges of goods are to call it too.
 */
export async function assertPermitValid(db: Db | Tx, eventId: number, now: Date): Promise<void> {
  const [event] = await db.select(permitColumns).from(events).where(eq(events.id, eventId));
  if (event) assertPermitAllows(event, now);
}

/** `assertPermitValid` on an event's permit columns already read (one query for everything a gift checks). */
export function assertPermitAllows(event: PermitRow, now: Date): void {
  const permit = toPermit(event, now);
  if (permit && !permit.valid)
    throw conflict(
      t('permits.outsideValidity', {
        from: formatPermitDate(permit.validFrom!),
        until: formatPermitDate(permit.validUntil!),
      }),
    );
}
