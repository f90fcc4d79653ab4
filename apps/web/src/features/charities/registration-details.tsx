import type { Organization } from '@tabang/shared';
import { useTranslation } from 'react-i18next';
import { localFormat } from '../../lib/dates';

const mediumDate = localFormat({ dateStyle: 'medium', timeZone: 'UTC' });
/** A calendar date (YYYY-MM-DD) as "Dec 31, 2099", the same day wherever the reader is. */
const calendarDate = (date: string) => mediumDate(new Date(`${date}T00:00:00Z`));

/**
 * "Registered with SEC" / "Registered with DSWD" with the numbers and the permit's validity, only once the
 * Tabang team has checked them (the API sends `registration` only then).
 */
export function RegistrationDetails({ organization }: { organization: Organization }) {
  const { t } = useTranslation();
  const registration = organization.registration;
  if (!registration) return null;
  const { secRegistrationNumber: sec, dswdRegistrationNumber: dswd, dswdValidUntil } = registration;
  return (
    <section
      aria-labelledby="charity-registration"
      className="rounded-2xl border border-stone-200 bg-white p-5"
      data-testid="charity-registration"
    >
      <h2 id="charity-registration" className="mb-2 text-lg font-bold">
        {t('charities.registration.heading')}
      </h2>
      <ul className="space-y-3 text-sm">
        {sec && (
          <li>
            <p className="font-semibold text-brand-900">{t('charities.registration.registeredSec')}</p>
            <p className="break-words text-stone-700">
              {t('charities.registration.number', { number: sec })}
            </p>
          </li>
        )}
        {dswd && (
          <li>
            <p className="font-semibold text-brand-900">{t('charities.registration.registeredDswd')}</p>
            <p className="break-words text-stone-700">
              {t('charities.registration.number', { number: dswd })}
            </p>
            {dswdValidUntil && (
              <p className="text-stone-700">
                {t('charities.registration.validUntil', { date: calendarDate(dswdValidUntil) })}
              </p>
            )}
          </li>
        )}
      </ul>
      <p className="mt-3 text-xs text-stone-500">
        {t('charities.registration.checkedOn', { date: calendarDate(registration.checkedAt.slice(0, 10)) })}
      </p>
    </section>
  );
}
