import { formatPeso, type Organization } from '@tabang/shared';
import { useTranslation } from '../../lib/i18n';
import { useDonorCount } from './api';

/**
 * "₱12,500.00 raised from 14 donors": the charity's total (every completed gift, to it or its events, anonymous
 * ones included) with its donor count, which it shares with the sidebar's Donors row.
 */
export function CharityRaised({
  organization,
  className = '',
}: {
  organization: Organization;
  className?: string;
}) {
  const { t } = useTranslation();
  const donors = useDonorCount(organization.organizationID);
  const total = organization.totalDonationCollected;
  return (
    <p className={`font-semibold text-brand-800 ${className}`} data-testid="charity-raised">
      {total === 0
        ? t('goals.charityNoGifts')
        : donors.isSuccess
          ? t('goals.charityRaised', { amount: formatPeso(total, 2), count: donors.data })
          : t('goals.raisedNoDonors', { amount: formatPeso(total, 2) })}
    </p>
  );
}
