import { type MyDonation, needsNoticeOfDonation } from '@tabang/shared';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n';
import { openCertificate } from './api';

/**
 * "Certificate (BIR 2322)" beside a gift's receipt, for a gift that can have one (`certificateAvailable`), in My giving
 * and on the charity's list of gifts; a failure
 * (no tax details yet, say) is said under it with the server's reason. For ₱50,000 or more, the Notice of Donation
 * reminder; for an anonymous gift, that asking shows the donor's name and TIN to the charity.
 */
export function CertificateButton({
  donation,
  label,
  forCharity = false,
}: {
  donation: Pick<MyDonation, 'req_id' | 'organizationName' | 'anonymous'>;
  /** The button's accessible name, where the charity's name does not tell gifts apart (the charity's own list). */
  label?: string;
  /** On the charity's list of gifts: the donor's note about showing their name does not apply. */
  forCharity?: boolean;
}) {
  const { t } = useTranslation();
  const open = useMutation({ mutationFn: openCertificate });
  return (
    <div className="mt-2">
      <button
        type="button"
        className="btn-outline min-h-11 text-sm"
        aria-label={
          label ?? t('certificates.certificate.buttonLabel', { charity: donation.organizationName })
        }
        aria-disabled={open.isPending}
        onClick={() => {
          if (!open.isPending) open.mutate(donation.req_id);
        }}
      >
        {open.isPending ? t('certificates.certificate.opening') : t('certificates.certificate.button')}
      </button>
      {open.isError && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {open.error.message || t('certificates.certificate.failed')}
        </p>
      )}
      {donation.anonymous && !forCharity && (
        <p className="mt-1 text-xs text-stone-600">{t('certificates.certificate.anonymousNote')}</p>
      )}
    </div>
  );
}

/** The Notice of Donation reminder for a completed gift of ₱50,000 or more (null otherwise). */
export function NoticeOfDonation({ donation }: { donation: MyDonation }) {
  const { t } = useTranslation();
  if (donation.status !== 'completed' || !needsNoticeOfDonation(donation.amount)) return null;
  return (
    <p
      className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
      data-testid="notice-of-donation"
    >
      {t('certificates.certificate.noticeOfDonation')}
    </p>
  );
}
