import type { AdminOrganization } from '@tabang/shared';
import { DetailsCheck } from '../../components/details-check';
import { formatDateTime } from '../../lib/dates';
import { useTranslation } from '../../lib/i18n';

/**
 * A charity's SEC / DSWD details as it gave them, for an admin to check against the registries; once marked
 * checked, the public charity page shows them.
 */
export function RegistrationReview({
  organization,
  busy,
  onCheck,
}: {
  organization: AdminOrganization;
  busy: boolean;
  onCheck: () => void;
}) {
  const { t } = useTranslation();
  const details = organization.registrationDetails;
  const checkedAt = organization.registrationCheckedAt;
  return (
    <DetailsCheck
      testId="registration-review"
      given={Object.values(details).some((value) => value !== null)}
      rows={[
        [t('charities.registration.secNumber'), details.secRegistrationNumber],
        [t('charities.registration.dswdNumber'), details.dswdRegistrationNumber],
        [t('charities.registration.dswdValidUntil'), details.dswdValidUntil],
      ]}
      checkedAt={checkedAt && formatDateTime(checkedAt)}
      busy={busy}
      onCheck={onCheck}
      texts={{
        heading: t('admin.registration.heading'),
        checkedOn: (date) => t('admin.registration.checkedOn', { date }),
        notChecked: t('admin.registration.notChecked'),
        markChecked: t('admin.registration.markChecked'),
        none: t('admin.registration.none'),
      }}
    />
  );
}
