import type { Organization } from '@tabang/shared';
import { formatCalendarDate, formatDay } from '../../lib/dates';
import { useTranslation } from '../../lib/i18n';

/**
 * "Registered with SEC" / "Registered with DSWD" with the numbers and the permit's validity, beside the Verified
 * badge, only once the Tabang team has checked them (the API sends `registration` only then).
 */
export function RegistrationDetails({ organization }: { organization: Organization }) {
  const { t } = useTranslation();
  const registration = organization.registration;
  if (!registration) return null;
  const { secRegistrationNumber: sec, dswdRegistrationNumber: dswd, dswdValidUntil } = registration;
  return (
    // Named, not headed: it sits above the page's h1.
    <section
      aria-label={t('charities.registration.heading')}
      className="min-w-0 text-sm text-stone-700"
      data-testid="charity-registration"
    >
      <ul className="flex flex-wrap gap-x-5 gap-y-1">
        {sec && (
          <li className="flex flex-wrap gap-x-1.5">
            <span className="font-semibold text-brand-900">{t('charities.registration.registeredSec')}</span>
            <span className="break-all">{t('charities.registration.number', { number: sec })}</span>
          </li>
        )}
        {dswd && (
          <li className="flex flex-wrap gap-x-1.5">
            <span className="font-semibold text-brand-900">{t('charities.registration.registeredDswd')}</span>
            <span className="break-all">{t('charities.registration.number', { number: dswd })}</span>
            {dswdValidUntil && (
              <span>
                {t('charities.registration.validUntil', { date: formatCalendarDate(dswdValidUntil) })}
              </span>
            )}
          </li>
        )}
      </ul>
      <p className="mt-0.5 text-xs text-stone-500">
        {t('charities.registration.checkedOn', { date: formatDay(registration.checkedAt) })}
      </p>
    </section>
  );
}
