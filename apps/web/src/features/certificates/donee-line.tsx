import { doneeValidOn, type Organization, philippineToday } from '@tabang/shared';
import { formatCalendarDate } from '../../lib/dates';
import { useTranslation } from '../../lib/i18n';

/**
 * "Gifts are tax-deductible (full)" on the charity page, while its checked donee status holds: the server sends it
 * only then, and the day is checked again here, as a page kept open (or cached) may outlive it.
 */
export function DoneeLine({ organization }: { organization: Organization }) {
  const { t } = useTranslation();
  const donee = organization.donee;
  if (!donee || !doneeValidOn(donee, philippineToday())) return null;
  return (
    <p className="text-sm text-stone-700" data-testid="charity-deductible">
      <span className="font-semibold text-brand-900">{t(`certificates.public.${donee.deductibility}`)}</span>{' '}
      <span>{t('certificates.public.detail', { date: formatCalendarDate(donee.validUntil) })}</span>
    </p>
  );
}
