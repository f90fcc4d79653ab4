import type { Distribution, EventReport } from '@tabang/shared';
import { formatPeso } from '@tabang/shared';
import { type ReactNode, useId, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { LoadMore } from '../../components/load-more';
import { PageState } from '../../components/page-state';
import { ResponsiveImage } from '../../components/responsive-image';
import { StatusMessage } from '../../components/status-message';
import { ApiError, imageUrl } from '../../lib/api-client';
import { formatCalendarDate, formatDay } from '../../lib/dates';
import { useLanguage, useTranslation } from '../../lib/i18n';
import { parseId } from '../../lib/parse-id';
import { useDocumentTitle } from '../../lib/use-document-title';
import { reportPdfUrl, useDistributions, useEventReport } from './api';
import { DistributionItems } from './distribution-items';
import { usePageTexts } from './texts';

const peso = (amount: number) => formatPeso(amount, 2);
const count = (value: number) => value.toLocaleString('en-PH');

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-stone-200 bg-white p-5 print:break-inside-avoid print:border-stone-400"
    >
      <h2 id={headingId} className="mb-3 text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Online, recorded by the charity, their sum, and what the distributions cost. */
function Money({ money }: { money: EventReport['money'] }) {
  const { t } = useTranslation();
  const figures = [
    ['online', t('whereItWentPages.moneyOnline'), money.online],
    ['offline', t('whereItWentPages.moneyOffline'), money.offline],
    ['total', t('whereItWentPages.moneyTotal'), money.total],
    ['spent', t('whereItWentPages.moneySpent'), money.spent],
  ] as const;
  return (
    <Section title={t('whereItWentPages.moneyHeading')}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map(([key, label, amount]) => (
          <div
            key={key}
            className={`rounded-xl p-3 ${key === 'total' ? 'bg-brand-700 text-white print:text-stone-900' : 'bg-brand-50 text-brand-900'}`}
          >
            <dt className="text-sm font-medium">{label}</dt>
            <dd className="mt-1 text-xl font-extrabold break-words" data-testid={`report-money-${key}`}>
              {peso(amount)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-stone-600">{t('whereItWentPages.moneyOfflineHint')}</p>
    </Section>
  );
}

/** Each kind of goods: what came in and how much of it went out, as words and as a bar. */
function Goods({ goods }: { goods: EventReport['goods'] }) {
  const { t } = useTranslation();
  return (
    <Section title={t('whereItWentPages.goodsHeading')}>
      {goods.length === 0 ? (
        <p className="text-stone-600">{t('whereItWentPages.goodsEmpty')}</p>
      ) : (
        <ul className="grid gap-4">
          {goods.map((row) => {
            const share = row.received > 0 ? Math.min(100, (row.distributed / row.received) * 100) : 0;
            return (
              <li key={`${row.item}|${row.unit}`} data-testid="report-goods">
                <p className="flex flex-wrap justify-between gap-x-3 font-semibold">
                  <span className="break-words">
                    {row.item} <span className="font-normal text-stone-600">({row.unit})</span>
                  </span>
                  <span className="font-normal text-stone-700">
                    {t('whereItWentPages.goodsCounts', {
                      received: count(row.received),
                      distributed: count(row.distributed),
                    })}
                  </span>
                </p>
                <div
                  role="img"
                  aria-label={t('whereItWentPages.goodsBar', {
                    distributed: count(row.distributed),
                    received: count(row.received),
                    unit: row.unit,
                  })}
                  className="mt-1 h-2.5 w-full overflow-hidden rounded-full bg-stone-200 print:border print:border-stone-500"
                >
                  <div
                    className="h-full rounded-full bg-brand-600 print:bg-stone-700"
                    style={{ width: `${share}%` }}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}

function DistributionCard({ distribution }: { distribution: Distribution }) {
  const { t } = useTranslation();
  return (
    <article
      className="grid gap-2 border-t border-stone-100 pt-4 first:border-t-0 first:pt-0"
      data-testid="report-distribution"
    >
      <h3 className="text-lg font-bold break-words">{distribution.barangay}</h3>
      <p className="text-sm text-stone-700">
        <time dateTime={distribution.distributedOn}>{formatCalendarDate(distribution.distributedOn)}</time>
        {' · '}
        {t('whereItWentPages.households', { count: distribution.households })}
      </p>
      <DistributionItems items={distribution.items} />
      {distribution.photos.length > 0 && (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4 print:grid-cols-4">
          {distribution.photos.map((photo, index) => {
            const src = imageUrl(photo.url);
            return (
              src && (
                <li key={photo.url}>
                  <ResponsiveImage
                    src={src}
                    alt={t('whereItWentPages.photoAlt', {
                      barangay: distribution.barangay,
                      number: String(index + 1),
                      total: String(distribution.photos.length),
                    })}
                    width={photo.width}
                    height={photo.height}
                    sizes="(min-width: 640px) 25vw, 50vw"
                    className="aspect-square w-full rounded-lg object-cover"
                  />
                </li>
              )
            );
          })}
        </ul>
      )}
    </article>
  );
}

/** The distributions with their photos, newest first, page by page (voided ones are not in the public list). */
function Distributions({ eventID }: { eventID: number }) {
  const { t } = useTranslation();
  const list = useDistributions(eventID);
  const listRef = useRef<HTMLDivElement>(null);
  return (
    <Section title={t('whereItWentPages.distributionsHeading')}>
      {list.isPending ? (
        <StatusMessage kind="loading">{t('whereItWentPages.distributionsLoading')}</StatusMessage>
      ) : list.isError && list.items.length === 0 ? (
        <StatusMessage kind="error" onRetry={() => void list.refetch()}>
          {t('whereItWentPages.distributionsFailed')}
        </StatusMessage>
      ) : list.items.length === 0 ? (
        <p className="text-stone-600">{t('whereItWentPages.distributionsEmpty')}</p>
      ) : (
        <>
          <div ref={listRef} className="grid gap-4">
            {list.items.map((distribution) => (
              <DistributionCard key={distribution.distributionID} distribution={distribution} />
            ))}
          </div>
          <div className="print:hidden">
            <LoadMore
              count={list.items.length}
              hasNextPage={list.hasNextPage}
              isFetchingNextPage={list.isFetchingNextPage}
              failed={list.isFetchNextPageError}
              onLoadMore={() => void list.fetchNextPage()}
              endText={t('whereItWentPages.distributionsEnd')}
              listRef={listRef}
            />
          </div>
        </>
      )}
    </Section>
  );
}

function Donors({ donors }: { donors: EventReport['donors'] }) {
  const { t } = useTranslation();
  return (
    <Section title={t('whereItWentPages.donorsHeading')}>
      <p className="text-lg font-semibold" data-testid="report-donors">
        {donors.count === 0
          ? t('whereItWentPages.donorsNone')
          : t('whereItWentPages.donors', { count: donors.count })}
        {donors.anonymous > 0 &&
          `, ${t('whereItWentPages.donorsAnonymous', { anonymous: count(donors.anonymous) })}`}
      </p>
      <p className="mt-1 text-sm text-stone-600">{t('whereItWentPages.privacyNote')}</p>
    </Section>
  );
}

function ReportView({ report }: { report: EventReport }) {
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(t('whereItWentPages.reportTitle', { event: report.eventName }));
  return (
    <div className="container-page grid gap-5 py-6 lg:py-10 print:py-0">
      <div className="grid gap-2">
        <nav aria-label={t('whereItWentLinks.link')} className="print:hidden">
          <Link
            to={`/event/${report.eventID}`}
            className="text-sm font-semibold text-brand-800 hover:underline"
          >
            {t('whereItWentPages.viewEvent')}
          </Link>
        </nav>
        <h1 className="text-3xl font-extrabold tracking-tight break-words text-brand-900 sm:text-4xl">
          {t('whereItWentPages.reportTitle', { event: report.eventName })}
        </h1>
        <p className="text-stone-700">
          <Link
            to={`/charity/${report.organizationID}`}
            className="text-brand-700 underline underline-offset-2"
          >
            {t('whereItWentPages.byCharity', { charity: report.organizationName })}
          </Link>
        </p>
        {report.publishedAt ? (
          <p className="font-semibold text-brand-800" data-testid="report-status">
            {t('whereItWentPages.publishedOn', { date: formatDay(report.publishedAt) })}
          </p>
        ) : (
          <div
            className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-950"
            data-testid="report-status"
          >
            <p className="font-semibold">{t('whereItWentPages.draft')}</p>
            <p className="text-sm">{t('whereItWentPages.draftHint')}</p>
          </div>
        )}
        <p className="print:hidden">
          <a
            href={reportPdfUrl(report.eventID, language)}
            className="btn-outline"
            target="_blank"
            rel="noopener"
            type="application/pdf"
          >
            {t('whereItWentPages.downloadPdf')}
          </a>
        </p>
      </div>
      <Money money={report.money} />
      <Goods goods={report.goods} />
      <Distributions eventID={report.eventID} />
      <Donors donors={report.donors} />
    </div>
  );
}

/** /event/:eventID/report: where an event's money and goods went, for anyone. */
export default function EventReportPage() {
  const { t } = usePageTexts();
  const id = parseId(useParams().eventID);
  const report = useEventReport(id);
  const notFound = (
    <PageState
      kind="empty"
      title={t('whereItWentLinks.link')}
      message={t('whereItWentPages.reportNotFound')}
      action={
        <Link to="/events" className="btn-primary">
          {t('events.browseAll')}
        </Link>
      }
    />
  );
  if (id === null) return notFound;
  if (report.isPending) return <PageState kind="loading" title={t('whereItWentPages.reportLoading')} />;
  if (report.isError) {
    if (report.error instanceof ApiError && report.error.status === 404) return notFound;
    return (
      <PageState
        kind="error"
        title={t('whereItWentLinks.link')}
        message={t('whereItWentPages.reportFailed')}
        onRetry={() => void report.refetch()}
      />
    );
  }
  return <ReportView report={report.data} />;
}
