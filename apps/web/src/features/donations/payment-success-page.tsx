import { formatPeso, PAYMENT_SUCCESS_REDIRECT_MS, type PaymentResultResponse } from '@tabang/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ReceiptButton } from '../giving/receipt-button';
import { isFinalStatus, useDonationStatus } from './api';

type View = { kind: 'success' | 'pending' | 'error'; message: string };

/** A positive id from the result URL, or null. */
const idParam = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/**
 * Where "Try again" goes: the event or charity the donation was for. The server's answer says which; when the
 * check itself failed, the ids the result URL carries are the best guess left.
 */
function tryAgainPath(result: PaymentResultResponse | undefined, params: URLSearchParams): string | null {
  const eventID = result ? result.eventID : idParam(params.get('eventID'));
  const organizationID = result ? result.organizationID : idParam(params.get('organizationID'));
  if (eventID !== null) return `/event/${eventID}`;
  return organizationID === null ? null : `/charity/${organizationID}`;
}

/**
 * Where the gateway sends the donor back, signed in or not (GCash and GrabPay may return to another browser).
 * Only req_id is read for the status; the server's answer decides: completed thanks, names the amount and the
 * charity and goes home after 5 s; failed/cancelled/expired say so and offer to try again or write to support;
 * pending or anything unknown is checked again every 3 s until the page is left.
 */
export default function PaymentSuccessPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('payment.pageTitle'));
  const [params] = useSearchParams();
  const reqId = params.get('req_id')?.trim() || null;
  const query = useDonationStatus(reqId);
  const navigate = useNavigate();
  const result = query.isError ? undefined : query.data;
  const status = result?.status;
  const completed = status === 'completed';
  const { authenticated } = useAuth();

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
          ? {
              kind: 'error',
              message: t('payment.failed', { status: t(`payment.statusInSentence.${status}`) }),
            }
          : { kind: 'pending', message: t('payment.pending') };

  const summary =
    result && (completed || isFinalStatus(status))
      ? t(
          `payment.${completed ? 'gave' : 'notGiven'}${result.eventName === null ? '' : 'ForEvent'}` as const,
          {
            amount: formatPeso(result.amount, 2),
            charity: result.organizationName,
            event: result.eventName ?? '',
          },
        )
      : null;
  const retryPath = reqId && view.kind === 'error' ? tryAgainPath(result, params) : null;
  const supportEmail = t('common.footer.email');
  const supportHref =
    reqId && view.kind === 'error'
      ? `mailto:${supportEmail}?subject=${encodeURIComponent(t('payment.supportSubject', { reqId }))}`
      : null;

  const colours = {
    success: 'border-brand-200 bg-brand-50 text-brand-900',
    pending: 'border-stone-200 bg-white text-stone-700',
    error: 'border-red-200 bg-red-50 text-red-800',
  }[view.kind];

  return (
    <section className="container-page flex justify-center py-12 sm:py-20">
      <div className="w-full max-w-lg text-center">
        <h1 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">{t('payment.pageTitle')}</h1>
        <div className={`mt-6 rounded-2xl border p-6 text-lg font-medium ${colours}`}>
          <p
            role={view.kind === 'error' ? 'alert' : 'status'}
            aria-live={view.kind === 'error' ? 'assertive' : 'polite'}
          >
            {view.message}
          </p>
          {summary && <p className="mt-2 text-base font-normal break-words">{summary}</p>}
          {view.kind === 'success' && (
            <p className="mt-2 text-base font-normal">{t('payment.redirecting')}</p>
          )}
        </div>
        <div className="mt-8 flex flex-col items-center gap-4 sm:flex-row sm:justify-center">
          {completed && authenticated && reqId && <ReceiptButton reqId={reqId} />}
          {retryPath && (
            <Link to={retryPath} className="btn-accent">
              {t('payment.tryAgain')}
            </Link>
          )}
          <Link to="/" className="btn-outline">
            {t('payment.backHome')}
          </Link>
        </div>
        {supportHref && (
          <p className="mt-6">
            <a
              href={supportHref}
              className="font-semibold text-brand-800 underline underline-offset-2 break-all"
            >
              {t('payment.contactSupport', { email: supportEmail })}
            </a>
          </p>
        )}
      </div>
    </section>
  );
}
