import type { AdminOrganization } from '@tabang/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/dates';

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
  const headingId = useId();
  const details = organization.registrationDetails;
  const given = Object.values(details).some((value) => value !== null);
  const checkedAt = organization.registrationCheckedAt;
  const rows = [
    [t('charities.registration.secNumber'), details.secRegistrationNumber],
    [t('charities.registration.dswdNumber'), details.dswdRegistrationNumber],
    [t('charities.registration.dswdValidUntil'), details.dswdValidUntil],
  ] as const;
  return (
    <section
      aria-labelledby={headingId}
      className="mt-4 rounded-xl bg-stone-50 p-4"
      data-testid="registration-review"
    >
      <h3 id={headingId} className="font-bold">
        {t('admin.registration.heading')}
      </h3>
      {given ? (
        <>
          <dl className="mt-2 grid gap-3 sm:grid-cols-3">
            {rows.map(([label, value]) => (
              <div key={label} className="min-w-0">
                <dt className="text-xs font-semibold tracking-wide text-stone-500 uppercase">{label}</dt>
                <dd className="break-words text-stone-900">{value ?? '—'}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <p className="text-sm text-stone-700">
              {checkedAt
                ? t('admin.registration.checkedOn', { date: formatDateTime(checkedAt) })
                : t('admin.registration.notChecked')}
            </p>
            {!checkedAt && (
              <button type="button" className="btn-outline" disabled={busy} onClick={onCheck}>
                {t('admin.registration.markChecked')}
              </button>
            )}
          </div>
        </>
      ) : (
        <p className="mt-1 text-sm text-stone-600">{t('admin.registration.none')}</p>
      )}
    </section>
  );
}
