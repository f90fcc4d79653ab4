import type { AdminOrganization } from '@tabang/shared';
import { DetailsCheck } from '../../components/details-check';
import { formatDateTime } from '../../lib/dates';
import { useTranslation } from '../../lib/i18n';

/** A charity's donee status as it gave it, for an admin to check against its BIR and PCNC certificates. */
export function DoneeReview({
  organization,
  busy,
  onCheck,
}: {
  organization: AdminOrganization;
  busy: boolean;
  onCheck: () => void;
}) {
  const { t } = useTranslation();
  const details = organization.doneeDetails;
  const checkedAt = organization.doneeCheckedAt;
  return (
    <DetailsCheck
      testId="donee-review"
      given={Boolean(details.birRegistrationNumber)}
      rows={[
        [t('certificates.donee.organizationTin'), details.organizationTin],
        [t('certificates.donee.birRegistrationNumber'), details.birRegistrationNumber],
        [t('certificates.donee.birRegistrationValidUntil'), details.birRegistrationValidUntil],
        [t('certificates.donee.pcncAccreditationNumber'), details.pcncAccreditationNumber],
        [t('certificates.donee.pcncValidUntil'), details.pcncValidUntil],
        [
          t('certificates.admin.deductibility'),
          details.deductibility && t(`certificates.donee.${details.deductibility}`),
        ],
      ]}
      checkedAt={checkedAt && formatDateTime(checkedAt)}
      busy={busy}
      onCheck={onCheck}
      texts={{
        heading: t('certificates.admin.heading'),
        checkedOn: (date) => t('certificates.admin.checkedOn', { date }),
        notChecked: t('certificates.admin.notChecked'),
        markChecked: t('certificates.admin.markChecked'),
        none: t('certificates.admin.none'),
      }}
    />
  );
}
