import { PAYMENT_SUCCESS_REDIRECT_MS } from '@tabang/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title';
import { isFinalStatus, useDonationStatus } from './api';

type View = { kind: 'success' | 'pending' | 'error'; message: string };

/**
 * Where the gateway sends the donor back. Only req_id is read (the amount in the URL proves nothing); the server's
 * status decides: completed thanks and goes home after 5 s, failed/cancelled/expired say so, and pending or
 * anything unknown is checked again every 3 s until the page is left.
 */
export default function PaymentSuccessPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('payment.pageTitle'));
  const [params] = useSearchParams();
  const reqId = params.get('req_id')?.trim() || null;
  const query = useDonationStatus(reqId);
  const navigate = useNavigate();
  const status = query.data?.status;
  const completed = !query.isError && status === 'completed';

  useEffect(() => {
    if (!completed) return;
    const timer = setTimeout(() => navigate('/'), PAYMENT_SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [completed, navigate]);

  const view: View = !reqId
    ? { kind: 'error', message: t('payment.missingRequestId') }
    : query.isError
      ? { kind: 'error', message: t('payment.checkFailed') }
      : completed
        ? { kind: 'success', message: t('payment.success') }
        : isFinalStatus(status)
          ? { kind: 'error', message: t('payment.failed', { status }) }
          : { kind: 'pending', message: t('payment.pending') };

  const colours = {
    success: 'border-brand-200 bg-brand-50 text-brand-900',
    pending: 'border-stone-200 bg-white text-stone-700',
    error: 'border-red-200 bg-red-50 text-red-800',
  }[view.kind];

  return (
    <section className="container-page flex justify-center py-12 sm:py-20">
      <div className="w-full max-w-lg text-center">
        <h1 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">{t('payment.pageTitle')}</h1>
        <div
          role={view.kind === 'error' ? 'alert' : 'status'}
          aria-live={view.kind === 'error' ? 'assertive' : 'polite'}
          className={`mt-6 rounded-2xl border p-6 text-lg font-medium ${colours}`}
        >
          <p>{view.message}</p>
          {view.kind === 'success' && (
            <p className="mt-2 text-base font-normal">{t('payment.redirecting')}</p>
          )}
        </div>
        <Link to="/" className="btn-outline mt-8">
          {t('payment.backHome')}
        </Link>
      </div>
    </section>
  );
}
