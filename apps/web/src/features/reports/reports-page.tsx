import {
  type ContactsHiddenReason,
  DASHBOARD_DECIMALS,
  type EventVolunteering,
  formatPeso,
  type OrganizationStats,
} from '@tabang/shared';
import { useMutation } from '@tanstack/react-query';
import { Component, lazy, type ReactNode, Suspense, useId } from 'react';
import { Link, useParams } from 'react-router';
import { cardTable } from '../../components/card-table';
import { ContactsHiddenNotice } from '../../components/contacts-hidden-notice';
import { PageState } from '../../components/page-state';
import { StatusMessage } from '../../components/status-message';
import { ApiError } from '../../lib/api-client';
import { formatDateTime, localFormat } from '../../lib/dates';
import { useTranslation } from '../../lib/i18n';
import { parseId } from '../../lib/parse-id';
import { useDocumentTitle } from '../../lib/use-document-title';
import { donationsCsvPath, downloadCsv, rosterCsvPath, useOrganizationStats } from './api';
import { MonthlyDonors } from './monthly-donors';

// The charting library comes only with this page's charts, after the numbers are already on screen.
const DonationChart = lazy(() => import('./donation-chart'));
// The list of gifts (with its texts, paging and certificate buttons) comes after the page's numbers, as its own chunk.
const GiftsSection = lazy(() => import('./gifts-section'));

const dayLabel = localFormat({ dateStyle: 'medium', timeZone: 'UTC' });
const monthLabel = localFormat({ month: 'long', year: 'numeric', timeZone: 'UTC' });
/** "2026-11-23" or "2026-11" (Davao calendar dates) as words; read as UTC so no time zone moves the day. */
const dayText = (day: string) => dayLabel(new Date(`${day}T00:00:00Z`));
const monthText = (month: string) => monthLabel(new Date(`${month}-01T00:00:00Z`));
const peso = (amount: number) => formatPeso(amount, DASHBOARD_DECIMALS);
const sum = <T,>(rows: T[], value: (row: T) => number) => rows.reduce((total, row) => total + value(row), 0);
const hoursText = (hours: number) => hours.toLocaleString('en-PH', { maximumFractionDigits: 2 });

/** A period of a chart and its table: its first day (YYYY-MM-DD), its name in words and what was given in it. */
type Point = { key: string; start: string; label: string; amount: number; count: number };

/** A failed chart import or draw leaves the table to say the numbers. */
class ChartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** A button that fetches a CSV export with the session and saves it; a failure is said next to it. */
function DownloadButton({ path, children, label }: { path: string; children: ReactNode; label?: string }) {
  const { t } = useTranslation();
  const download = useMutation({ mutationFn: () => downloadCsv(path) });
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <button
        type="button"
        className="btn-outline"
        aria-label={download.isPending ? undefined : label}
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        {download.isPending ? t('reports.downloading') : children}
      </button>
      {download.isError && (
        <span role="alert" className="text-sm text-red-800">
          {download.error instanceof ApiError ? download.error.message : t('reports.downloadFailed')}
        </span>
      )}
    </span>
  );
}

type ChartProps = { title: string; points: Point[]; dateFormat: string; periodHeading: string };

/**
 * One chart with its numbers as a table that anyone can open (and screen readers read). A period without a single
 * donation says so in words instead: its chart would be bare axes ("₱1 ₱1 ₱0") and its table a column of zeros.
 */
function ChartWithTable({ title, points, dateFormat, periodHeading }: ChartProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const count = sum(points, (point) => point.count);
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <h3 id={headingId} className="font-semibold text-stone-800">
        {title}
      </h3>
      {count === 0 ? (
        <p className="mt-3 text-sm text-stone-600" data-testid="chart-empty">
          {t('reports.chartEmpty')}
        </p>
      ) : (
        <ChartAndNumbers
          title={title}
          points={points}
          dateFormat={dateFormat}
          periodHeading={periodHeading}
        />
      )}
    </section>
  );
}

/** The chart (drawn once its library has loaded) and, behind "Show the numbers", the same numbers as a table. */
function ChartAndNumbers({ title, points, dateFormat, periodHeading }: ChartProps) {
  const { t } = useTranslation();
  const total = sum(points, (point) => point.amount);
  return (
    <>
      <div className="mt-3 min-h-[220px]">
        <ChartBoundary fallback={<p className="text-sm text-stone-600">{t('reports.chartLoadFailed')}</p>}>
          <Suspense fallback={<p className="text-sm text-stone-600">{t('reports.loading')}</p>}>
            <DonationChart
              points={points}
              dateFormat={dateFormat}
              label={`${title}: ${peso(total)}, ${t('reports.donationCount', { count: sum(points, (p) => p.count) })}`}
            />
          </Suspense>
        </ChartBoundary>
      </div>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-medium text-brand-800">
          {t('reports.showTable')}
        </summary>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls on its own, so it must take focus for keyboards to scroll it (axe scrollable-region-focusable) */}
        <section aria-label={title} tabIndex={0} className="relative mt-2 max-h-80 overflow-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="text-left text-stone-600">
                <th scope="col" className="py-1 pr-3">
                  {periodHeading}
                </th>
                <th scope="col" className="py-1 pr-3 text-right">
                  {t('reports.amount')}
                </th>
                <th scope="col" className="py-1 text-right">
                  {t('reports.count')}
                </th>
              </tr>
            </thead>
            <tbody>
              {points.map((point) => (
                <tr key={point.key} className="border-t border-stone-100">
                  <th scope="row" className="py-1 pr-3 text-left font-normal">
                    {point.label}
                  </th>
                  <td className="py-1 pr-3 text-right">{peso(point.amount)}</td>
                  <td className="py-1 text-right">{point.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </details>
    </>
  );
}

function Donations({ organizationId, stats }: { organizationId: number; stats: OrganizationStats }) {
  const { t } = useTranslation();
  const headingId = useId();
  const thisMonth = stats.monthly.at(-1);
  const figures = [
    [
      'last90Days',
      t('reports.last90Days'),
      sum(stats.daily, (d) => d.amount),
      sum(stats.daily, (d) => d.count),
    ],
    ['thisMonth', t('reports.thisMonth'), thisMonth?.amount ?? 0, thisMonth?.count ?? 0],
    [
      'last12Months',
      t('reports.last12Months'),
      sum(stats.monthly, (m) => m.amount),
      sum(stats.monthly, (m) => m.count),
    ],
  ] as const;
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-bold text-stone-900">
          {t('reports.donationsHeading')}
        </h2>
        <DownloadButton path={donationsCsvPath(organizationId)}>
          {t('reports.downloadDonations')}
        </DownloadButton>
      </div>
      <p className="mt-1 text-sm text-stone-600">{t('reports.donationsIntro')}</p>
      <dl className="mt-4 grid gap-3 sm:grid-cols-3">
        {figures.map(([key, label, amount, count]) => (
          <div key={key} className="rounded-2xl border border-brand-100 bg-brand-50 p-4">
            <dt className="text-sm font-medium text-brand-900">{label}</dt>
            <dd className="mt-1 text-2xl font-extrabold text-brand-900" data-testid={`reports-${key}`}>
              {peso(amount)}
            </dd>
            <dd className="text-sm text-brand-900">{t('reports.donationCount', { count })}</dd>
          </div>
        ))}
      </dl>
      {/* Not one gift in the year: one friendly word instead of two charts of bare axes. */}
      {figures[2][3] === 0 ? (
        <div className="mt-4">
          <StatusMessage
            kind="empty"
            action={
              <Link to={`/charity/${organizationId}`} className="btn-outline">
                {t('reports.openCharityPage')}
              </Link>
            }
          >
            <span className="block font-semibold text-stone-800">{t('reports.noDonations')}</span>
            <span className="block">{t('reports.noDonationsHint')}</span>
          </StatusMessage>
        </div>
      ) : (
        <div className="mt-4 grid gap-4 lg:grid-cols-2">
          <ChartWithTable
            title={t('reports.dailyChart')}
            dateFormat="{MMM} {D}"
            periodHeading={t('reports.day')}
            points={stats.daily.map((day) => ({
              ...day,
              key: day.date,
              start: day.date,
              label: dayText(day.date),
            }))}
          />
          <ChartWithTable
            title={t('reports.monthlyChart')}
            dateFormat="{MMM} {YY}"
            periodHeading={t('reports.month')}
            points={stats.monthly.map((month) => ({
              ...month,
              key: month.month,
              start: `${month.month}-01`,
              label: monthText(month.month),
            }))}
          />
        </div>
      )}
    </section>
  );
}

/** A card's title on a phone: the row's own header (the event, or Total). */
const cardTitle = 'max-md:block max-md:px-0 max-md:pt-0 max-md:pb-1';

/** A number of the volunteering table; on a phone a line of its card, named by its column's head. */
/** Hours served, and under them the hours still expected (checked in, not out, the event running), if any. */
function HoursServed({ served, expected }: { served: number; expected: number }) {
  const { t } = useTranslation();
  return (
    <>
      {hoursText(served)}
      {expected > 0 && (
        <span className="block text-xs font-normal text-stone-600" data-testid="reports-expected-hours">
          {t('reports.expectedHours', { hours: hoursText(expected) })}
        </span>
      )}
    </>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td className={`px-3 py-2 text-right ${cardTable.cell} ${cardTable.label}`} data-label={label}>
      {children}
    </td>
  );
}

function Volunteering({
  events,
  contactsHidden,
}: {
  events: EventVolunteering[];
  contactsHidden: ContactsHiddenReason | null;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-xl font-bold text-stone-900">
        {t('reports.volunteeringHeading')}
      </h2>
      {/* The roster files below have names only: say why before anyone downloads one. */}
      {contactsHidden && events.length > 0 && (
        <div className="mt-3">
          <ContactsHiddenNotice reason={contactsHidden} />
        </div>
      )}
      {events.length === 0 ? (
        <div className="mt-3">
          <StatusMessage kind="empty">{t('reports.noEvents')}</StatusMessage>
        </div>
      ) : (
        // Cards on a phone (as the roster), so the hours and the CSV buttons are never off-screen; a table from md up.
        <div className="mt-3 md:overflow-hidden md:rounded-2xl md:border md:border-stone-200 md:bg-white">
          <table aria-labelledby={headingId} className={`w-full text-sm ${cardTable.table}`}>
            <thead className={`bg-stone-50 text-left text-stone-700 ${cardTable.head}`}>
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t('reports.event')}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t('reports.volunteers')}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t('reports.checkedIn')}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t('reports.hours')}
                </th>
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">{t('reports.downloadRoster')}</span>
                </th>
              </tr>
            </thead>
            <tbody className={cardTable.body}>
              {events.map((event) => (
                <tr
                  key={event.eventID}
                  className={`border-t border-stone-100 ${cardTable.row}`}
                  data-testid="reports-event"
                >
                  <th scope="row" className={`px-3 py-2 text-left font-normal ${cardTitle}`}>
                    <Link
                      to={`/event/${event.eventID}`}
                      className="font-medium break-words text-brand-800 hover:underline"
                    >
                      {event.nameOfEvent}
                    </Link>
                    <time dateTime={event.startDate} className="block text-stone-600">
                      {formatDateTime(event.startDate)}
                    </time>
                  </th>
                  <Figure label={t('reports.volunteers')}>{event.volunteerCount}</Figure>
                  <Figure label={t('reports.checkedIn')}>{event.checkedInCount}</Figure>
                  <Figure label={t('reports.hours')}>
                    <HoursServed served={event.hours} expected={event.expectedHours} />
                  </Figure>
                  <td className="px-3 py-2 text-right max-md:block max-md:px-0 max-md:pt-2 max-md:text-left">
                    <DownloadButton
                      path={rosterCsvPath(event.eventID)}
                      label={t('reports.downloadRosterLabel', { event: event.nameOfEvent })}
                    >
                      {t('reports.downloadRoster')}
                    </DownloadButton>
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t border-stone-200 font-semibold max-md:mt-3 max-md:block">
              <tr className={cardTable.row}>
                <th scope="row" className={`px-3 py-2 text-left ${cardTitle}`}>
                  {t('reports.total')}
                </th>
                <Figure label={t('reports.volunteers')}>{sum(events, (e) => e.volunteerCount)}</Figure>
                <Figure label={t('reports.checkedIn')}>{sum(events, (e) => e.checkedInCount)}</Figure>
                <Figure label={t('reports.hours')}>
                  <HoursServed
                    served={sum(events, (e) => e.hours)}
                    expected={sum(events, (e) => e.expectedHours)}
                  />
                </Figure>
                <td className="max-md:hidden" />
              </tr>
            </tfoot>
          </table>
          {events.some((event) => event.expectedHours > 0) && (
            <p className="mt-2 text-sm text-stone-600 md:px-3 md:pb-2">{t('reports.expectedHoursHint')}</p>
          )}
        </div>
      )}
    </section>
  );
}

/** /dashboard/organizations/:id/reports: a charity's donations and volunteering, for its representative or an admin. */
export default function ReportsPage() {
  const { t } = useTranslation();
  const organizationId = parseId(useParams().id);
  const stats = useOrganizationStats(organizationId);
  const title = stats.data
    ? t('reports.title', { charity: stats.data.organizationName })
    : t('reports.titleFallback');
  useDocumentTitle(title);
  const back = (
    <Link to="/dashboard" className="btn-outline">
      {t('reports.back')}
    </Link>
  );
  if (organizationId === null)
    return <PageState kind="empty" title={title} message={t('reports.notFound')} action={back} />;
  if (stats.isPending) return <PageState kind="loading" title={t('reports.loading')} />;
  if (stats.isError) {
    const status = stats.error instanceof ApiError ? stats.error.status : 0;
    if (status === 403 || status === 404)
      return (
        <PageState
          kind="error"
          title={title}
          message={t(status === 403 ? 'reports.forbidden' : 'reports.notFound')}
          action={back}
        />
      );
    return (
      <PageState
        kind="error"
        title={title}
        message={t('reports.loadFailed')}
        onRetry={() => void stats.refetch()}
      />
    );
  }
  return (
    <div className="container-page py-8">
      <Link to="/dashboard" className="text-sm font-medium text-brand-800 hover:underline">
        {t('reports.back')}
      </Link>
      <h1 className="mt-2 text-3xl font-extrabold break-words">{title}</h1>
      <Donations organizationId={organizationId} stats={stats.data} />
      <MonthlyDonors count={stats.data.monthlyDonors} />
      <Suspense fallback={<StatusMessage kind="loading">{t('reports.loading')}</StatusMessage>}>
        <GiftsSection organizationId={organizationId} />
      </Suspense>
      <Volunteering events={stats.data.events} contactsHidden={stats.data.rosterContactsHiddenReason} />
    </div>
  );
}
