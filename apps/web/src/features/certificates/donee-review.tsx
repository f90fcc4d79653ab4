import type { AdminOrganization } from '@tabang/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/dates';

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
  const headingId = useId();
  const details = organization.doneeDetails;
  const checkedAt = organization.doneeCheckedAt;
  const rows = [
    [t('certificates.donee.organizationTin'), details.organizationTin],
    [t('certificates.donee.birRegistrationNumber'), details.birRegistrationNumber],
    [t('certificates.donee.birRegistrationValidUntil'), details.birRegistrationValidUntil],
    [t('certificates.donee.pcncAccreditationNumber'), details.pcncAccreditationNumber],
    [t('certificates.donee.pcncValidUntil'), details.pcncValidUntil],
    [
      t('certificates.admin.deductibility'),
      details.deductibility && t(`certificates.donee.${details.deductibility}`),
    ],
  ] as const;
  return (
    <section
      aria-labelledby={headingId}
      className="mt-4 rounded-xl bg-stone-50 p-4"
      data-testid="donee-review"
    >
      <h3 id={headingId} className="font-bold">
        {t('certificates.admin.heading')}
      </h3>
      {details.birRegistrationNumber ? (
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
                ? t('certificates.admin.checkedOn', { date: formatDateTime(checkedAt) })
                : t('certificates.admin.notChecked')}
            </p>
            {!checkedAt && (
              <button type="button" className="btn-outline" disabled={busy} onClick={onCheck}>
                {t('certificates.admin.markChecked')}
              </button>
            )}
          </div>
        </>
      ) : (
        <p className="mt-1 text-sm text-stone-600">{t('certificates.admin.none')}</p>
      )}
    </section>
  );
}
