import { formatPeso, PAYMENT_SUCCESS_REDIRECT_MS, type PaymentResultResponse } from '@tabang/shared';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ShareButtons } from '../../components/share-buttons';
import { useTranslation } from '../../lib/i18n';
import { loginPath } from '../../lib/return-to';
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

/** What counts as using the page: a key, a tap or click, focus moving, the mouse moving over it, a scroll. */
const USING_THE_PAGE = ['keydown', 'pointerdown', 'pointermove', 'focusin', 'wheel', 'touchstart'] as const;

/**
 * The return to Home PAYMENT_SUCCESS_REDIRECT_MS after a completed payment, counted down in seconds, which
 * stops for good once the person uses the page (they may be downloading the receipt or sharing).
 */
function useHomeCountdown(active: boolean) {
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState(Math.ceil(PAYMENT_SUCCESS_REDIRECT_MS / 1000));
  const [stopped, setStopped] = useState(false);

  useEffect(() => {
    if (!active || stopped) return;
    const stop = () => setStopped(true);
    for (const kind of USING_THE_PAGE) document.addEventListener(kind, stop, { passive: true });
    const home = setTimeout(() => navigate('/'), PAYMENT_SUCCESS_REDIRECT_MS);
    const tick = setInterval(() => setSecondsLeft((seconds) => Math.max(1, seconds - 1)), 1000);
    return () => {
      for (const kind of USING_THE_PAGE) document.removeEventListener(kind, stop);
      clearTimeout(home);
      clearInterval(tick);
    };
  }, [active, stopped, navigate]);

  return { secondsLeft, stopped, stop: () => setStopped(true) };
}

/**
 * Where the gateway sends the donor back, signed in or not (GCash and GrabPay may return to another browser).
 * Only req_id is read for the status; the server's answer decides: completed thanks, names the amount and the
 * charity and goes home after 5 s (a visible countdown that stops while the page is used), with the receipt (or,
 * signed out, where to get it), My giving and sharing; failed/cancelled/expired say so and offer to try again or
 * write to support; pending or anything unknown is checked again every 3 s until the page is left.
 */
export default function PaymentSuccessPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('payment.pageTitle'));
  const [params] = useSearchParams();
  const reqId = params.get('req_id')?.trim() || null;
  const query = useDonationStatus(reqId);
  const location = useLocation();
  const result = query.isError ? undefined : query.data;
  const status = result?.status;
  const completed = status === 'completed';
  const { authenticated, isLoading: checkingSession } = useAuth();
  const countdown = useHomeCountdown(completed);

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
          {view.kind === 'success' &&
            (countdown.stopped ? (
              <p className="mt-2 text-base font-normal" data-testid="home-countdown">
                {t('payment.stayed')}
              </p>
            ) : (
              <p className="mt-2 text-base font-normal" data-testid="home-countdown">
                {t('payment.redirectingIn', { count: countdown.secondsLeft })}{' '}
                <button
                  type="button"
                  onClick={countdown.stop}
                  className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2"
                >
                  {t('payment.stay')}
                </button>
              </p>
            ))}
        </div>
        {completed && !authenticated && !checkingSession && (
          <p className="mt-6 text-base text-stone-700" data-testid="receipt-signed-out">
            {t('payment.receiptEmailed')} {t('payment.receiptLogIn')}
          </p>
        )}
        <div className="mt-8 flex flex-col items-center gap-4 sm:flex-row sm:flex-wrap sm:justify-center">
          {completed && authenticated && reqId && <ReceiptButton reqId={reqId} />}
          {completed && !authenticated && !checkingSession && (
            <Link to={loginPath(location)} className="btn-accent">
              {t('payment.logInForReceipt')}
            </Link>
          )}
          {completed && (
            <Link to="/my/giving" className="btn-outline">
              {t('payment.myGiving')}
            </Link>
          )}
          {retryPath && (
            <Link to={retryPath} className="btn-accent">
              {t('payment.tryAgain')}
            </Link>
          )}
          <Link to="/" className="btn-outline">
            {t('payment.backHome')}
          </Link>
        </div>
        {completed && result && (
          <div className="mt-8 flex flex-col items-center gap-2">
            <p className="text-stone-700">{t('payment.shareLead')}</p>
            {result.eventID !== null && result.eventName !== null ? (
              <ShareButtons kind="event" id={result.eventID} name={result.eventName} />
            ) : (
              <ShareButtons kind="charity" id={result.organizationID} name={result.organizationName} />
            )}
          </div>
        )}
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
