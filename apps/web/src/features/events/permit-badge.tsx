import { type EventPermit, isPermitValid, type MessageKey, permitLine } from '@tabang/shared';
import { formatCalendarDate } from '../../lib/dates';
import { useTranslation } from '../../lib/i18n';

/**
 * The event's solicitation permit under its title: "DSWD Permit No. … · valid until …" (an LGU's with its name, or the
 * exemption and its reason), and whether the Tabang team has checked it yet.
 */
export function PermitBadge({ permit, className = '' }: { permit: EventPermit; className?: string }) {
  const { t } = useTranslation();
  const line = permitLine(permit, (key: MessageKey, values) => t(key, values), formatCalendarDate);
  return (
    <section
      aria-label={t('permits.legend')}
      className={`flex flex-wrap items-center gap-x-2 gap-y-1 text-sm ${className}`}
      data-testid="event-permit"
    >
      <span className="min-w-0 font-semibold break-words text-brand-900">{line}</span>
      <span
        className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${
          permit.checked ? 'bg-brand-100 text-brand-900' : 'bg-amber-100 text-amber-900'
        }`}
      >
        {t(permit.checked ? 'permits.checked' : 'permits.unchecked')}
      </span>
    </section>
  );
}

/**
 * Why the event takes no donations today, when its permit's dates do not hold (read from the dates, not the answer's
 * `valid`: a page kept open, or read offline, past midnight stays right); null while they do.
 */
export function PermitClosedReason({ permit }: { permit: EventPermit | null }) {
  const { t } = useTranslation();
  if (!permit || isPermitValid(permit) || !permit.validFrom || !permit.validUntil) return null;
  const early = Date.now() < Date.parse(`${permit.validFrom}T00:00:00+08:00`);
  return (
    <p
      className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900"
      data-testid="permit-closed"
    >
      {early
        ? t('permits.notYetValid', { date: formatCalendarDate(permit.validFrom) })
        : t('permits.lapsed', { date: formatCalendarDate(permit.validUntil) })}
    </p>
  );
}
