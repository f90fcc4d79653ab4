import type { Organization } from '@tabang/shared';
import { useId, useRef, useState } from 'react';
import { useCategoryLabel } from '../lib/categories';
import { formatCalendarDate, formatDay } from '../lib/dates';
import { useTranslation } from '../lib/i18n';
import { useDismiss } from '../lib/use-dismiss';
import { PendingVerificationBadge } from './pending-verification-badge';

type Registration = Organization['registration'];

/**
 * A verified charity's check mark, or "Pending verification" until an admin verifies it. The check mark is a
 * button: it opens what the Tabang team checked and when (a disclosure; Escape or a tap elsewhere closes it).
 */
export function VerificationBadge({
  verified,
  verifiedAt = null,
  registration = null,
  className = '',
}: {
  verified: boolean;
  /** When an admin verified it; null for a charity verified before the date was kept. */
  verifiedAt?: string | null;
  /** The SEC / DSWD details as an admin checked them; null when there are none. */
  registration?: Registration;
  className?: string;
}) {
  return verified ? (
    <VerifiedBadge verifiedAt={verifiedAt} registration={registration} className={className} />
  ) : (
    <PendingVerificationBadge className={className} />
  );
}

function VerifiedBadge({
  verifiedAt,
  registration,
  className,
}: {
  verifiedAt: string | null;
  registration: Registration;
  className: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLSpanElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useDismiss(open, setOpen, ref, buttonRef);

  const email = t('common.footer.email');
  return (
    // Above a card's whole-card link, so a tap opens the explanation instead of the charity.
    <span ref={ref} className={`relative z-10 inline-block ${className}`}>
      <button
        ref={buttonRef}
        type="button"
        aria-label={t('charities.trust.badgeLabel')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
        // A thumb's 44 px to hit, around a pill as small as the other badges (the margin keeps the line as it was).
        className="group -my-2.5 inline-flex min-h-11 items-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <span className="inline-flex items-center gap-1 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800 group-hover:bg-brand-200">
          <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
            <path d="M12 2l2.4 2.1 3.2-.4.9 3.1 2.8 1.6-1.1 3 1.1 3-2.8 1.6-.9 3.1-3.2-.4L12 22l-2.4-2.1-3.2.4-.9-3.1-2.8-1.6 1.1-3-1.1-3 2.8-1.6.9-3.1 3.2.4z" />
            <path d="M8 12.5l2.5 2.5L16 9.5" stroke="white" strokeWidth="2" fill="none" />
          </svg>
          <span>{t('common.verified')}</span>
          <svg
            width="10"
            height="10"
            viewBox="0 0 10 10"
            aria-hidden="true"
            className={open ? 'rotate-180' : undefined}
          >
            <path d="M1 3l4 4 4-4" stroke="currentColor" strokeWidth="1.5" fill="none" />
          </svg>
        </span>
      </button>
      {/* Rendered only when open, so its words never match a search of the closed card. */}
      {open && (
        <span
          id={panelId}
          data-testid="verified-explanation"
          className="absolute top-full left-0 mt-2 block w-72 max-w-[calc(100vw-2rem)] rounded-xl border border-stone-200 bg-white p-4 text-left text-sm font-normal text-stone-700 shadow-lg"
        >
          <strong className="block text-base text-brand-900">{t('charities.trust.heading')}</strong>
          <span className="mt-1 block">{t('charities.trust.identity')}</span>
          {verifiedAt && (
            <span className="mt-1 block text-stone-600">
              {t('charities.trust.verifiedOn', { date: formatDay(verifiedAt) })}
            </span>
          )}
          {registration ? (
            <span className="mt-2 block">
              {registration.secRegistrationNumber && (
                <span className="block">
                  <span className="font-semibold">{t('charities.registration.registeredSec')}</span>{' '}
                  {t('charities.registration.number', { number: registration.secRegistrationNumber })}
                </span>
              )}
              {registration.dswdRegistrationNumber && (
                <span className="block">
                  <span className="font-semibold">{t('charities.registration.registeredDswd')}</span>{' '}
                  {t('charities.registration.number', { number: registration.dswdRegistrationNumber })}
                  {registration.dswdValidUntil &&
                    ` · ${t('charities.registration.validUntil', { date: formatCalendarDate(registration.dswdValidUntil) })}`}
                </span>
              )}
              <span className="mt-1 block text-stone-600">
                {t('charities.registration.checkedOn', { date: formatDay(registration.checkedAt) })}
              </span>
            </span>
          ) : (
            <span className="mt-2 block">{t('charities.trust.noRegistration')}</span>
          )}
          <span className="mt-2 block text-xs text-stone-600">
            {t('charities.trust.report')}{' '}
            <a href={`mailto:${email}`} className="font-semibold break-all text-brand-800 underline">
              {email}
            </a>
          </span>
        </span>
      )}
    </span>
  );
}

/** A category name as a small chip. */
export function CategoryChip({ name }: { name: string }) {
  const categoryLabel = useCategoryLabel();
  return (
    <span className="inline-block rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700">
      {categoryLabel(name)}
    </span>
  );
}
