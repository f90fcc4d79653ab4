import {
  DASHBOARD_DECIMALS,
  DASHBOARD_RECENT_DONATION_COUNT,
  formatPeso,
  type MyCharity,
  type Organization,
  TRUNCATE_CHARITY_NAME,
  TRUNCATE_RECENT_DONATION_CHARITY_NAME,
  truncate,
} from '@tabang/shared';
import { type ReactNode, useCallback, useId, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { VerificationBadge } from '../../components/badge';
import { CharityLogo } from '../../components/charity-card';
import { Modal } from '../../components/modal';
import { StatusMessage } from '../../components/status-message';
import { formatDateTime } from '../../lib/dates';
import { useTranslation } from '../../lib/i18n';
import { useAuth, useLogout } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CalendarFeed } from '../calendar/calendar-feed';
import { AddCharityForm } from '../charities/add-charity-form';
import { useOrganizations } from '../charities/api';
import { EditCharityLink } from '../charities/edit-charity-link';
import { AddEventForm } from '../events/add-event-form';
import { EventActions } from '../events/event-actions';
import { RosterLink } from '../volunteering/roster-link';
import { CharityGiftsLink, OrganiserReportLink } from '../where-it-went/dashboard-links';
import { useDashboardSummary, useMyCharities, useMyDonations, useTopCharities } from './api';
import { Clock } from './clock';
import { randomCardColour, textColourOn } from './colours';

/** A card in one of the ten dashboard colours, picked at random once per card and kept while it is shown. */
function ColourCard({ children, className = '' }: { children: ReactNode; className?: string }) {
  const [colour] = useState(() => randomCardColour());
  return (
    <div
      data-testid="dashboard-card"
      style={{ backgroundColor: colour, color: textColourOn(colour) }}
      className={`rounded-2xl p-4 shadow-sm ${className}`}
    >
      {children}
    </div>
  );
}

function SideNav() {
  const { t } = useTranslation();
  const logout = useLogout();
  const item = 'flex min-h-11 items-center rounded-lg px-3 font-semibold';
  return (
    <nav aria-label={t('dashboard.sideNav')} className="lg:w-56 lg:shrink-0">
      <ul className="flex gap-2 lg:sticky lg:top-4 lg:flex-col">
        <li>
          <NavLink
            to="/dashboard"
            end
            className={({ isActive }) =>
              `${item} ${isActive ? 'bg-brand-700 text-white' : 'text-brand-800 hover:bg-brand-50'}`
            }
          >
            {t('common.nav.dashboard')}
          </NavLink>
        </li>
        <li>
          <button
            type="button"
            onClick={() => logout.mutate()}
            className={`${item} w-full text-stone-700 hover:bg-stone-100`}
          >
            {t('common.nav.logout')}
          </button>
        </li>
      </ul>
    </nav>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  // An id from the title would hold spaces, and aria-labelledby reads a space as a list of ids.
  const headingId = useId();
  return (
    <section className="mt-8" aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 text-xl font-bold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Totals() {
  const { t } = useTranslation();
  const summary = useDashboardSummary();
  if (summary.isPending) return <StatusMessage kind="loading">{t('common.loading')}</StatusMessage>;
  if (summary.isError)
    return (
      <StatusMessage kind="error" onRetry={() => void summary.refetch()}>
        {t('dashboard.totals.loadFailed')}
      </StatusMessage>
    );
  const stats = [
    ['totalDonated', formatPeso(summary.data.totalDonated, DASHBOARD_DECIMALS)],
    ['charities', summary.data.charities.toLocaleString('en-PH')],
    ['upcomingEvents', summary.data.upcomingEvents.toLocaleString('en-PH')],
    ['volunteers', summary.data.volunteers.toLocaleString('en-PH')],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {stats.map(([key, value]) => (
        <ColourCard key={key}>
          <dt className="text-sm font-medium">{t(`dashboard.totals.${key}`)}</dt>
          <dd className="mt-1 text-2xl font-extrabold break-words" data-testid={`total-${key}`}>
            {value}
          </dd>
        </ColourCard>
      ))}
    </dl>
  );
}

/** Cards at least 14rem wide, as many to a row as fit: a charity's name wraps between words, not after each one. */
const CARD_GRID = 'grid gap-3 grid-cols-[repeat(auto-fill,minmax(min(100%,14rem),1fr))]';

function TopCharities() {
  const { t } = useTranslation();
  const topCharities = useTopCharities();
  if (topCharities.isPending) return <StatusMessage kind="loading">{t('common.loading')}</StatusMessage>;
  if (topCharities.isError)
    return <StatusMessage kind="error">{t('dashboard.topCharities.loadFailed')}</StatusMessage>;
  const top = topCharities.data;
  if (!top.length) return <StatusMessage kind="empty">{t('dashboard.topCharities.empty')}</StatusMessage>;
  return (
    <ol className={CARD_GRID} data-testid="top-charities">
      {top.map((organization, index) => (
        <li key={organization.organizationID}>
          <ColourCard className="h-full">
            <p className="text-sm font-semibold">#{index + 1}</p>
            <Link
              to={`/charity/${organization.organizationID}`}
              className="mt-1 block text-lg font-bold break-words underline-offset-2 hover:underline"
            >
              {truncate(organization.organizationName, TRUNCATE_CHARITY_NAME)}
            </Link>
            <p className="mt-2 font-semibold">
              {t('dashboard.topCharities.collected', {
                amount: formatPeso(organization.totalDonationCollected, DASHBOARD_DECIMALS),
              })}
            </p>
          </ColourCard>
        </li>
      ))}
    </ol>
  );
}

function RecentDonations({ organizations }: { organizations: Organization[] | undefined }) {
  const { t } = useTranslation();
  const donations = useMyDonations();
  if (donations.isPending) return <StatusMessage kind="loading">{t('common.loading')}</StatusMessage>;
  if (donations.isError)
    return <StatusMessage kind="error">{t('dashboard.recentDonations.loadFailed')}</StatusMessage>;
  const recent = [...donations.data]
    .sort((a, b) => Date.parse(b.DonationTimestamp) - Date.parse(a.DonationTimestamp))
    .slice(0, DASHBOARD_RECENT_DONATION_COUNT);
  if (!recent.length)
    return <StatusMessage kind="empty">{t('dashboard.recentDonations.empty')}</StatusMessage>;
  const names = new Map(organizations?.map((o) => [o.organizationID, o.organizationName]));
  return (
    <ul className={CARD_GRID} data-testid="recent-donations">
      {recent.map((donation) => {
        const name =
          names.get(donation.OrganizationID) ??
          t('dashboard.recentDonations.unknownCharity', { id: String(donation.OrganizationID) });
        return (
          <li key={`${donation.OrganizationID}-${donation.DonationTimestamp}`}>
            <ColourCard className="h-full">
              <p className="font-bold break-words" title={name}>
                {truncate(name, TRUNCATE_RECENT_DONATION_CHARITY_NAME)}
              </p>
              <p className="mt-1 text-2xl font-extrabold">
                {formatPeso(donation.DonationAmount, DASHBOARD_DECIMALS)}
              </p>
              <p className="mt-1 text-sm">
                <time dateTime={donation.DonationTimestamp}>
                  {formatDateTime(donation.DonationTimestamp)}
                </time>
              </p>
            </ColourCard>
          </li>
        );
      })}
    </ul>
  );
}

function MyCharityItem({ charity, onAddEvent }: { charity: MyCharity; onAddEvent: () => void }) {
  const { t } = useTranslation();
  const nameId = useId();
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-3">
        <CharityLogo organization={charity} size={48} />
        <div className="min-w-0 flex-1">
          <h3 id={nameId} className="text-lg font-bold break-words">
            {charity.organizationName}
          </h3>
          <div className="mt-1 flex flex-wrap gap-2">
            {charity.suspended ? (
              <span className="inline-flex items-center rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">
                {t('dashboard.mine.suspended')}
              </span>
            ) : (
              <VerificationBadge verified={charity.verified} />
            )}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link
            to={`/dashboard/organizations/${charity.organizationID}/reports`}
            className="btn-outline"
            aria-label={t('reports.linkLabel', { charity: charity.organizationName })}
          >
            {t('reports.link')}
          </Link>
          <CharityGiftsLink organizationID={charity.organizationID} describedBy={nameId} />
          <EditCharityLink organizationID={charity.organizationID} describedBy={nameId} />
          {!charity.suspended && (
            <>
              <Link to={`/charity/${charity.organizationID}`} className="btn-outline">
                {t('dashboard.mine.view')}
              </Link>
              <button type="button" className="btn-primary" onClick={onAddEvent}>
                {t('dashboard.actions.addEvent')}
              </button>
            </>
          )}
        </div>
      </div>
      <h4 className="mt-4 font-semibold text-stone-700">{t('dashboard.mine.events')}</h4>
      {charity.events.length === 0 ? (
        <p className="mt-1 text-sm text-stone-600">{t('dashboard.mine.noEvents')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-stone-100">
          {charity.events.map((event) => (
            <li key={event.eventID} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
              {charity.suspended ? (
                <span id={`${nameId}-event-${event.eventID}`} className="font-medium">
                  {event.nameOfEvent}
                </span>
              ) : (
                <Link
                  id={`${nameId}-event-${event.eventID}`}
                  to={`/event/${event.eventID}`}
                  className="font-medium text-brand-800 hover:underline"
                >
                  {event.nameOfEvent}
                </Link>
              )}
              <time dateTime={event.dateAndTimeStart} className="text-sm text-stone-600">
                {formatDateTime(event.dateAndTimeStart)}
              </time>
              <RosterLink eventID={event.eventID} />
              <OrganiserReportLink eventID={event.eventID} />
              <EventActions event={event} describedBy={`${nameId}-event-${event.eventID}`} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

type OpenModal = { kind: 'charity' } | { kind: 'event'; charityId?: number } | null;

export default function DashboardPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('dashboard.title'));
  const { user } = useAuth();
  const organizations = useOrganizations();
  const mine = useMyCharities();
  const [modal, setModal] = useState<OpenModal>(null);
  const close = useCallback(() => setModal(null), []);
  const eventCharities = mine.data?.eventCharities ?? [];

  return (
    <div className="container-page flex flex-col gap-6 py-6 lg:flex-row lg:py-10">
      <SideNav />
      <div className="min-w-0 flex-1">
        <header className="flex flex-wrap items-start justify-between gap-4">
          {/* min-w-0 and wrap-anywhere: a long name without spaces breaks instead of widening the page. */}
          <div className="min-w-0">
            <h1 className="text-3xl font-extrabold text-brand-900">{t('dashboard.title')}</h1>
            {user && (
              <p className="mt-1 text-stone-700 wrap-anywhere">
                {t('dashboard.welcome', { name: user.firstName })}
              </p>
            )}
            <Clock />
          </div>
          <div className="flex flex-wrap gap-2">
            <Link to="/my/giving" className="btn-outline">
              {t('common.nav.myGiving')}
            </Link>
            <Link to="/my/volunteering" className="btn-outline">
              {t('common.nav.myVolunteering')}
            </Link>
            <button type="button" className="btn-primary" onClick={() => setModal({ kind: 'charity' })}>
              {t('dashboard.actions.addCharity')}
            </button>
            <button
              type="button"
              className="btn-accent"
              onClick={() => setModal({ kind: 'event' })}
              disabled={!eventCharities.length}
              aria-describedby={eventCharities.length ? undefined : 'add-event-hint'}
            >
              {t('dashboard.actions.addEvent')}
            </button>
          </div>
        </header>
        {mine.isSuccess && !eventCharities.length && (
          <p id="add-event-hint" className="mt-2 text-sm text-stone-600">
            {t('dashboard.actions.addEventNeedsCharity')}
          </p>
        )}

        <Section title={t('dashboard.totals.heading')}>
          <Totals />
        </Section>
        <Section title={t('dashboard.topCharities.heading')}>
          <TopCharities />
        </Section>
        <Section title={t('dashboard.recentDonations.heading')}>
          <RecentDonations organizations={organizations.data} />
        </Section>
        <Section title={t('dashboard.mine.heading')}>
          {mine.isPending ? (
            <StatusMessage kind="loading">{t('common.loading')}</StatusMessage>
          ) : mine.isError ? (
            <StatusMessage kind="error">{t('dashboard.mine.loadFailed')}</StatusMessage>
          ) : mine.data.charities.length === 0 ? (
            <StatusMessage kind="empty">{t('dashboard.mine.empty')}</StatusMessage>
          ) : (
            <ul className="grid gap-4" data-testid="my-charities">
              {mine.data.charities.map((charity) => (
                <MyCharityItem
                  key={charity.organizationID}
                  charity={charity}
                  onAddEvent={() => setModal({ kind: 'event', charityId: charity.organizationID })}
                />
              ))}
            </ul>
          )}
        </Section>
        <Section title={t('calendar.feed.heading')}>
          <CalendarFeed />
        </Section>
      </div>

      <Modal
        open={modal?.kind === 'charity'}
        title={t('dashboard.charityForm.title')}
        onClose={close}
        size="lg"
      >
        <AddCharityForm onDone={close} onCancel={close} />
      </Modal>
      <Modal open={modal?.kind === 'event'} title={t('dashboard.eventForm.title')} onClose={close} size="lg">
        {modal?.kind === 'event' && (
          <AddEventForm
            charities={eventCharities}
            defaultCharityId={modal.charityId}
            onDone={close}
            onCancel={close}
          />
        )}
      </Modal>
    </div>
  );
}
