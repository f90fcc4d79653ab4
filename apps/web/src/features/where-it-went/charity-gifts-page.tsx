import { Link, useParams } from 'react-router';
import { PageState } from '../../components/page-state';
import { ApiError } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { parseId } from '../../lib/parse-id';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useOrganization, useOrganizationEvents } from '../charities/api';
import { useOfflineGifts } from './api';
import { type GiftEvent, GiftForm } from './gift-form';
import { GiftList } from './gift-list';
import { usePageTexts } from './texts';

/** The charity's events to choose from, upcoming then past; a list that has not loaded yet adds none. */
function useCharityEvents(organizationID: number): GiftEvent[] {
  const upcoming = useOrganizationEvents(organizationID, 'upcoming');
  const past = useOrganizationEvents(organizationID, 'past');
  return [...(upcoming.data ?? []), ...(past.data ?? [])].map(({ eventID, nameOfEvent, reliefDrive }) => ({
    eventID,
    nameOfEvent,
    reliefDrive,
  }));
}

function CharityGifts({ organizationID }: { organizationID: number }) {
  const { t } = useTranslation();
  const organization = useOrganization(organizationID);
  const gifts = useOfflineGifts(organizationID, null);
  const events = useCharityEvents(organizationID);
  const title = organization.data
    ? t('whereItWentPages.charityGiftsTitle', { charity: organization.data.organizationName })
    : t('whereItWentPages.charityGiftsTitleFallback');
  useDocumentTitle(title);
  const back = (
    <Link to="/dashboard" className="btn-outline">
      {t('whereItWentPages.backToDashboard')}
    </Link>
  );
  const status = gifts.error instanceof ApiError ? gifts.error.status : null;
  if (status === 404 || (organization.isSuccess && organization.data === null))
    return (
      <PageState
        kind="empty"
        title={t('whereItWentPages.charityGiftsTitleFallback')}
        message={t('whereItWentPages.charityGiftsNotFound')}
        action={back}
      />
    );
  if (status === 403)
    return (
      <PageState
        kind="error"
        title={t('whereItWentPages.charityGiftsTitleFallback')}
        message={t('whereItWentPages.organiserForbidden')}
        action={back}
      />
    );
  if (gifts.isPending) return <PageState kind="loading" title={t('whereItWentPages.organiserLoading')} />;
  return (
    <div className="container-page grid gap-6 py-6 lg:py-10">
      <nav className="flex flex-wrap gap-2" aria-label={t('whereItWentPages.organiserNav')}>
        {back}
        <Link to={`/charity/${organizationID}`} className="btn-outline">
          {t('dashboard.mine.view')}
        </Link>
      </nav>
      <header>
        <h1 className="text-3xl font-extrabold break-words text-brand-900">{title}</h1>
        <p className="mt-2 max-w-3xl text-stone-700">{t('whereItWentPages.charityGiftsIntro')}</p>
      </header>
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <GiftForm organizationID={organizationID} events={events} />
        <GiftList organizationID={organizationID} eventID={null} />
      </div>
    </div>
  );
}

/** /dashboard/organizations/:id/offline-gifts: gifts received outside Tabang, for the charity or any of its events. */
export default function CharityGiftsPage() {
  const { t } = usePageTexts();
  const id = parseId(useParams().id);
  if (id === null)
    return (
      <PageState
        kind="empty"
        title={t('whereItWentPages.charityGiftsTitleFallback')}
        message={t('whereItWentPages.charityGiftsNotFound')}
        action={
          <Link to="/dashboard" className="btn-outline">
            {t('whereItWentPages.backToDashboard')}
          </Link>
        }
      />
    );
  return <CharityGifts organizationID={id} />;
}
