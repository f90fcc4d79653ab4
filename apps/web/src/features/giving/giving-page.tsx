import { formatPeso, type MyDonation, PH_TIME_ZONE } from '@tabang/shared';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useRef } from 'react';
import { Link } from 'react-router';
import { LoadMore } from '../../components/load-more';
import { StatusMessage } from '../../components/status-message';
import { formatDateTime, localFormat } from '../../lib/dates';
import type { TFunction } from '../../lib/i18n';
import { useTranslation } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CertificateButton, NoticeOfDonation } from '../certificates/certificate-button';
import { Statements } from '../certificates/statements';
import { TaxDetailsSection } from '../certificates/tax-details-section';
import { openReceipt, useGivingSummary, useMyGiving } from './api';
import { MonthlyPlans } from './monthly-plans';
import { DonationStatusBadge } from './status-badge';

const PESO_DECIMALS = 2;
/** The columns of a donation's row on a wide screen (a card on a phone): charity, amount, date, status, action. */
const ROW_COLUMNS = 'md:grid-cols-[minmax(0,1fr)_8rem_11rem_8rem_14rem] md:gap-4';
const thisYear = localFormat({ year: 'numeric', timeZone: PH_TIME_ZONE });

function Summary() {
  const { t } = useTranslation();
  const summary = useGivingSummary();
  if (summary.isPending) return <StatusMessage kind="loading">{t('common.loading')}</StatusMessage>;
  if (summary.isError)
    return (
      <StatusMessage kind="error" onRetry={() => void summary.refetch()}>
        {t('giving.summaryLoadFailed')}
      </StatusMessage>
    );
  const stats = [
    ['thisYear', t('giving.totalThisYear', { year: thisYear(new Date()) }), summary.data.totalThisYear],
    ['overall', t('giving.totalOverall'), summary.data.totalOverall],
  ] as const;
  return (
    <div>
      <dl className="grid gap-3 sm:grid-cols-2">
        {stats.map(([key, label, amount]) => (
          <div key={key} className="rounded-2xl border border-brand-100 bg-brand-50 p-4">
            <dt className="text-sm font-medium text-brand-900">{label}</dt>
            <dd className="mt-1 text-2xl font-extrabold text-brand-900" data-testid={`giving-${key}`}>
              {formatPeso(amount, PESO_DECIMALS)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm text-stone-600">
        {t('giving.completedCount', { count: summary.data.completedCount })}
      </p>
    </div>
  );
}

/** A completed donation's receipt, saved as a PDF; a failure is said next to the button. */
function ReceiptButton({ reqId, number }: { reqId: string; number: string }) {
  const { t } = useTranslation();
  const open = useMutation({ mutationFn: openReceipt });
  return (
    <div>
      <button
        type="button"
        className="btn-outline min-h-11 text-sm"
        aria-disabled={open.isPending}
        onClick={() => {
          if (!open.isPending) open.mutate(reqId);
        }}
      >
        {open.isPending ? t('giving.receiptOpening') : t('giving.receipt', { number })}
      </button>
      {open.isError && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {t('giving.receiptFailed')}
        </p>
      )}
    </div>
  );
}

/**
 * What can be done next, or null: continue a payment still open at the gateway, or open a completed gift's
 * receipt. A pending one whose checkout has closed waits for the gateway's last word.
 */
function nextStep(donation: MyDonation, t: TFunction): ReactNode {
  if (donation.status === 'completed' && donation.receiptNumber)
    return (
      <>
        <ReceiptButton reqId={donation.req_id} number={donation.receiptNumber} />
        {donation.certificateAvailable && <CertificateButton donation={donation} />}
      </>
    );
  if (donation.status !== 'pending') return null;
  if (!donation.checkoutUrl)
    return <span className="text-sm text-stone-600">{t('giving.waitingForGateway')}</span>;
  return (
    <a
      href={donation.checkoutUrl}
      className="btn-primary min-h-11 text-sm"
      aria-label={t('giving.continuePaymentLabel', {
        amount: formatPeso(donation.amount, PESO_DECIMALS),
        charity: donation.organizationName,
      })}
    >
      {t('giving.continuePayment')}
    </a>
  );
}

/** A label that a screen reader reads before each value; on a wide screen the column heads show it instead. */
function Cell({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <dt className="sr-only">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function DonationRow({ donation }: { donation: MyDonation }) {
  const { t } = useTranslation();
  const next = nextStep(donation, t);
  return (
    <article
      data-testid="my-donation"
      className="rounded-xl border border-stone-200 bg-white p-4 md:rounded-none md:border-0 md:border-b md:px-2 md:py-3"
    >
      <dl className={`grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 ${ROW_COLUMNS}`}>
        <Cell label={t('giving.recipient')} className="min-w-0">
          <Link
            to={`/charity/${donation.organizationID}`}
            className="font-semibold text-brand-800 break-words hover:underline"
          >
            {donation.organizationName}
          </Link>
          {donation.eventID !== null && donation.nameOfEvent && (
            <span className="block text-sm break-words text-stone-700">
              {t('giving.eventPrefix')}{' '}
              <Link to={`/event/${donation.eventID}`} className="text-brand-800 hover:underline">
                {donation.nameOfEvent}
              </Link>
            </span>
          )}
          {donation.tribute && (
            <span className="block text-sm break-words text-stone-700 italic" data-testid="tribute">
              {t(`tributes.line.${donation.tribute.kind}`, { name: donation.tribute.name })}
            </span>
          )}
          {donation.anonymous && (
            <span className="mt-1 inline-block rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700">
              {t('giving.anonymous')}
            </span>
          )}
        </Cell>
        <Cell label={t('giving.amount')} className="text-right font-bold">
          {formatPeso(donation.amount, PESO_DECIMALS)}
        </Cell>
        <Cell label={t('giving.date')} className="text-sm text-stone-700">
          <time dateTime={donation.createdAt}>{formatDateTime(donation.createdAt)}</time>
        </Cell>
        <Cell label={t('giving.status')} className="text-right md:text-left">
          <DonationStatusBadge status={donation.status} />
        </Cell>
        {next && (
          <Cell label={t('giving.action')} className="col-span-2 md:col-span-1">
            {next}
          </Cell>
        )}
      </dl>
      <NoticeOfDonation donation={donation} />
    </article>
  );
}

function DonationList() {
  const { t } = useTranslation();
  const list = useMyGiving();
  const listRef = useRef<HTMLDivElement>(null);
  if (list.isPending) return <StatusMessage kind="loading">{t('giving.loading')}</StatusMessage>;
  if (list.isError && list.items.length === 0)
    return (
      <StatusMessage kind="error" onRetry={() => void list.refetch()}>
        {t('giving.loadFailed')}
      </StatusMessage>
    );
  if (list.items.length === 0)
    return (
      <StatusMessage
        kind="empty"
        action={
          <Link to="/charities" className="btn-primary">
            {t('giving.browseCharities')}
          </Link>
        }
      >
        {t('giving.empty')}
      </StatusMessage>
    );
  return (
    <div ref={listRef}>
      {/* Column heads for sighted readers on a wide screen; each value has its own label for screen readers. */}
      <div
        aria-hidden="true"
        className={`hidden border-b-2 border-stone-300 px-2 pb-2 text-sm font-semibold text-stone-700 md:grid ${ROW_COLUMNS}`}
      >
        <span>{t('giving.recipient')}</span>
        <span className="text-right">{t('giving.amount')}</span>
        <span>{t('giving.date')}</span>
        <span>{t('giving.status')}</span>
        <span>{t('giving.action')}</span>
      </div>
      <ul className="grid gap-3 md:gap-0" data-testid="my-donations">
        {list.items.map((donation) => (
          <li key={donation.req_id}>
            <DonationRow donation={donation} />
          </li>
        ))}
      </ul>
      <LoadMore
        count={list.items.length}
        hasNextPage={list.hasNextPage}
        isFetchingNextPage={list.isFetchingNextPage}
        failed={list.isFetchNextPageError && !list.isFetchingNextPage}
        onLoadMore={list.fetchNextPage}
        endText={t('giving.endOfList')}
        listRef={listRef}
      />
    </div>
  );
}

/** /my/giving: the signed-in person's totals and every donation they made, newest first. */
export default function GivingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('giving.title'));
  return (
    <div className="container-page py-6 lg:py-10">
      <h1 className="text-3xl font-extrabold text-brand-900">{t('giving.title')}</h1>
      <p className="mt-1 text-stone-700">{t('giving.intro')}</p>
      <section className="mt-6" aria-labelledby="giving-summary">
        <h2 id="giving-summary" className="sr-only">
          {t('giving.summaryHeading')}
        </h2>
        <Summary />
      </section>
      <MonthlyPlans />
      <section className="mt-8" aria-labelledby="giving-list">
        <h2 id="giving-list" className="mb-3 text-xl font-bold text-stone-900">
          {t('giving.listHeading')}
        </h2>
        <DonationList />
      </section>
      <Statements />
      <TaxDetailsSection />
    </div>
  );
}
