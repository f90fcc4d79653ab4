import { lazy, Suspense, useId, useState } from 'react';
import { StatusMessage } from '../../components/status-message';
import { useTranslation } from '../../lib/i18n';
import { useTaxDetails } from './api';

// The form (its controls and checks) loads when the person opens it: most donors never need it.
const TaxDetailsForm = lazy(() => import('./tax-details-form'));

/**
 * My giving's "Tax details": the TIN and registered address a Certificate of Donation names the donor by, given
 * once. The saved TIN is shown masked; Add or Change opens the form.
 */
export function TaxDetailsSection() {
  const { t } = useTranslation();
  const current = useTaxDetails();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [savedMessage, setSavedMessage] = useState<string | null>(null);
  const saved = current.data?.taxDetails ?? null;

  return (
    <section className="mt-8" aria-labelledby="tax-details-heading" data-testid="tax-details">
      <h2 id="tax-details-heading" className="text-xl font-bold text-stone-900">
        {t('certificates.taxDetails.heading')}
      </h2>
      <p className="mt-1 max-w-prose text-sm text-stone-700">{t('certificates.taxDetails.intro')}</p>
      {current.isPending ? (
        <StatusMessage kind="loading">{t('certificates.taxDetails.loading')}</StatusMessage>
      ) : current.isError ? (
        <StatusMessage kind="error" onRetry={() => void current.refetch()}>
          {t('certificates.taxDetails.loadFailed')}
        </StatusMessage>
      ) : (
        <>
          {saved ? (
            <div
              className="mt-3 rounded-xl bg-stone-50 p-3 text-sm text-stone-800"
              data-testid="tax-details-saved"
            >
              <p className="font-semibold">
                {t('certificates.taxDetails.savedTin', { tin: saved.tinMasked })}
              </p>
              {saved.registeredName && <p>{saved.registeredName}</p>}
              <p className="break-words">{saved.registeredAddress}</p>
            </div>
          ) : (
            <p className="mt-3 text-sm text-stone-700">{t('certificates.taxDetails.none')}</p>
          )}
          <p role="status" className="mt-2 text-sm font-medium text-brand-900">
            {savedMessage}
          </p>
          <button
            type="button"
            className="btn-outline mt-2"
            aria-expanded={open}
            aria-controls={formId}
            onClick={() => {
              setOpen(!open);
              setSavedMessage(null);
            }}
          >
            {open
              ? t('certificates.taxDetails.close')
              : saved
                ? t('certificates.taxDetails.change')
                : t('certificates.taxDetails.add')}
          </button>
          {saved && open && (
            <p className="mt-2 text-sm text-stone-600">{t('certificates.taxDetails.changeHint')}</p>
          )}
          <div id={formId}>
            {open && (
              <Suspense fallback={<StatusMessage kind="loading">{t('common.loading')}</StatusMessage>}>
                <TaxDetailsForm
                  onSaved={(message) => {
                    setOpen(false);
                    setSavedMessage(message);
                  }}
                />
              </Suspense>
            )}
          </div>
        </>
      )}
    </section>
  );
}
