import type { Event } from '@tabang/shared';
import { Link, useParams } from 'react-router';
import { PageState } from '../../components/page-state';
import { ApiError } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { parseId } from '../../lib/parse-id';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useEvent } from '../events/api';
import { useOfflineGifts } from './api';
import { DistributionForm } from './distribution-form';
import { DistributionList } from './distribution-list';
import { GiftForm } from './gift-form';
import { GiftList } from './gift-list';
import { PublishReport, ReportFiles } from './report-actions';
import { usePageTexts } from './texts';

function Organiser({ event }: { event: Event }) {
  const { t } = useTranslation();
  // The gifts list is for the charity's writers only: its answer says whether this person may be here.
  const gifts = useOfflineGifts(event.organizationID, event.eventID);
  const title = t('whereItWentPages.reportTitle', { event: event.nameOfEvent });
  useDocumentTitle(title);
  const back = (
    <Link to={`/event/${event.eventID}`} className="btn-outline">
      {t('whereItWentPages.viewEvent')}
    </Link>
  );
  const status = gifts.error instanceof ApiError ? gifts.error.status : null;
  if (status === 403 || status === 404)
    return (
      <PageState
        kind="error"
        title={t('whereItWentLinks.link')}
        message={t(
          status === 403 ? 'whereItWentPages.organiserForbidden' : 'whereItWentPages.organiserNotFound',
        )}
        action={back}
      />
    );
  if (gifts.isPending) return <PageState kind="loading" title={t('whereItWentPages.organiserLoading')} />;
  return (
    <div className="container-page grid gap-6 py-6 lg:py-10">
      <nav className="flex flex-wrap gap-2" aria-label={t('whereItWentPages.organiserNav')}>
        {back}
        <Link to="/dashboard" className="btn-outline">
          {t('whereItWentPages.backToDashboard')}
        </Link>
      </nav>
      <header>
        <h1 className="text-3xl font-extrabold break-words text-brand-900">{title}</h1>
        <p className="mt-2 max-w-3xl text-stone-700">{t('whereItWentPages.organiserIntro')}</p>
      </header>
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <GiftForm organizationID={event.organizationID} event={event} />
        <GiftList organizationID={event.organizationID} eventID={event.eventID} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <DistributionForm event={event} organizationID={event.organizationID} />
        <DistributionList eventID={event.eventID} organizationID={event.organizationID} />
      </div>
      <ReportFiles eventID={event.eventID} />
      <PublishReport eventID={event.eventID} />
    </div>
  );
}

/** /dashboard/events/:id/report: the organiser records gifts and distributions, downloads the lists and publishes. */
export default function OrganiserReportPage() {
  const { t } = usePageTexts();
  const id = parseId(useParams().id);
  const event = useEvent(id);
  const back = (
    <Link to="/dashboard" className="btn-outline">
      {t('whereItWentPages.backToDashboard')}
    </Link>
  );
  const notFound = (
    <PageState
      kind="empty"
      title={t('whereItWentLinks.link')}
      message={t('whereItWentPages.organiserNotFound')}
      action={back}
    />
  );
  if (id === null) return notFound;
  if (event.isPending) return <PageState kind="loading" title={t('whereItWentPages.organiserLoading')} />;
  if (event.isError) {
    if (event.error instanceof ApiError && event.error.status === 404) return notFound;
    return (
      <PageState
        kind="error"
        title={t('whereItWentLinks.link')}
        message={t('whereItWentPages.organiserFailed')}
        onRetry={() => void event.refetch()}
      />
    );
  }
  if (!event.data) return notFound;
  return <Organiser event={event.data} />;
}
