import { manilaDayStart, philippineToday } from './dates';
import type { EventPermit } from './schemas/events';
import type { Translate } from './schemas/message-key';

// Apart from the schemas, so the event page can tell whether a permit holds today without loading zod.

/** A permit's dates: the first and last day (YYYY-MM-DD, Philippine dates) it allows soliciting; null for an exemption. */
type PermitDates = Pick<EventPermit, 'type' | 'validFrom' | 'validUntil'>;

/**
 * Whether a permit allows soliciting on the Philippine day of `now`: from the start of its first day to the end
 * of its last, in Manila. An exemption has no dates and always holds.
 */
export function isPermitValid(permit: PermitDates, now = Date.now()): boolean {
  if (permit.type === 'exempt' || !permit.validFrom || !permit.validUntil) return true;
  const today = philippineToday(now);
  return permit.validFrom <= today && today <= permit.validUntil;
}

/**
 * The next instant after `now` at which the permit's validity changes (its first day starts, or the day after its
 * last starts), or null when it never will again: an exemption, or a permit that has expired.
 */
export function nextPermitChange(permit: PermitDates, now = Date.now()): Date | null {
  if (permit.type === 'exempt' || !permit.validFrom || !permit.validUntil) return null;
  const today = philippineToday(now);
  if (today < permit.validFrom) return manilaDayStart(permit.validFrom);
  if (today <= permit.validUntil) {
    const end = manilaDayStart(permit.validUntil);
    return new Date(end.getTime() + 24 * 60 * 60 * 1000);
  }
  return null;
}

/**
 * The permit's line as the event page and its link preview show it: "DSWD Permit No. … · valid until …", an LGU's
 * with its issuer's name, or the exemption and its reason. `formatDate` writes a Philippine date (YYYY-MM-DD).
 */
export function permitLine(
  permit: Pick<EventPermit, 'type' | 'number' | 'issuer' | 'validUntil' | 'exemptReason'>,
  translate: Translate,
  formatDate: (date: string) => string,
): string {
  if (permit.type === 'exempt')
    return translate('permits.badgeExempt', { reason: permit.exemptReason ?? '' });
  const values = {
    number: permit.number ?? '',
    issuer: permit.issuer ?? '',
    date: permit.validUntil ? formatDate(permit.validUntil) : '',
  };
  return translate(permit.type === 'lgu' ? 'permits.badgeLgu' : 'permits.badgeDswd', values);
}
