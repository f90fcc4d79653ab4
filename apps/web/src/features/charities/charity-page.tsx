import { type Organization, PAGE_PICTURE_IMAGE, PAGE_PICTURE_SECTION, PAGE_PICTURES } from '@tabang/shared';
import { useId, useState, useSyncExternalStore } from 'react';
import { Link, useParams } from 'react-router';
import { CategoryChip, VerificationBadge } from '../../components/badge';
import { BelowTheFold } from '../../components/below-the-fold';
import { CharityLogo } from '../../components/charity-card';
import { EventGrid } from '../../components/event-card';
import { OfflineTotal } from '../../components/offline-total';
import { PageState } from '../../components/page-state';
import { ResponsiveImage } from '../../components/responsive-image';
import { ShareButtons } from '../../components/share-buttons';
import { StatusMessage } from '../../components/status-message';
import { ApiError, imageUrl } from '../../lib/api-client';
import { translateText, useTranslation } from '../../lib/i18n';
import { parseId } from '../../lib/parse-id';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useDrawnInSlices } from '../../lib/use-drawn-in-slices';
import { useNearViewport } from '../../lib/use-near-viewport';
import { savesData } from '../../pwa/data-saver';
import { DoneeLine } from '../certificates/donee-line';
import { DonateButton } from '../donations/donate-button';
import { RecentGifts } from '../donations/recent-gifts';
import { LikeButton } from '../engagement/like-button';
import { Updates } from '../updates/updates';
import { slotsForReader } from '../volunteering/event-slots';
import { VolunteerButton, VolunteerPrivacyNote } from '../volunteering/volunteer-button';
import { VolunteerCount } from '../volunteering/volunteer-count';
import { useDonorCount, useOrganization, useOrganizationEvents } from './api';
import { CharityRaised } from './charity-raised';
import { RegistrationDetails } from './registration-details';

/**
 * A charity's upcoming or previous events. The section asks for them itself, so their answer draws this section
 * again, not the whole page; its cards are drawn in slices (lib/use-drawn-in-slices.ts).
 */
function EventsSection({
  id,
  title,
  organizationID,
  when,
  empty,
}: {
  id: string;
  title: string;
  organizationID: number;
  when: 'upcoming' | 'past';
  empty: string;
}) {
  const { t } = useTranslation();
  const query = useOrganizationEvents(organizationID, when);
  const events = useDrawnInSlices(query.data);
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-2xl font-bold">
        {title}
      </h2>
      {query.isError ? (
        <StatusMessage kind="error">{t('charities.eventsLoadFailed')}</StatusMessage>
      ) : !events ? (
        <StatusMessage kind="loading">{t('events.loadingList')}</StatusMessage>
      ) : events.length === 0 ? (
        <StatusMessage kind="empty">{empty}</StatusMessage>
      ) : (
        <EventGrid events={events} showCharity={false} slots={slotsForReader} />
      )}
    </section>
  );
}

const onlineChanges = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};
/** Whether the browser believes it is online (it says so when it changes). */
const useOnline = () =>
  useSyncExternalStore(
    onlineChanges,
    () => navigator.onLine,
    () => true,
  );

/** How close to the screen the map's place comes before its frame is fetched. */
const MAP_MARGIN = '300px';

/**
 * A map of the charity's address from Google Maps' embed, or 'Location not available.'. A cross-origin frame's
 * failure cannot be seen from here, so an "Open in Google Maps" link is always shown, and the frame only while
 * online: offline (where it would be a grey box) the address takes its place.
 */
function MapEmbed({ address }: { address: string }) {
  const { t } = useTranslation();
  const online = useOnline();
  // Data saver: the map (a heavy cross-origin page) waits until the person asks for it.
  const [mapAsked, setMapAsked] = useState(() => !savesData());
  // Otherwise until the person scrolls near it (a phone shows it at the foot of the page).
  const [placeRef, near] = useNearViewport<HTMLDivElement>(MAP_MARGIN);
  if (!address.trim()) return <p className="text-stone-600">{t('charities.locationUnavailable')}</p>;
  return (
    <div className="space-y-3" ref={placeRef}>
      {online && !mapAsked ? (
        <>
          <p className="text-sm text-stone-600">{t('offline.mapSaved')}</p>
          <p className="text-sm font-medium">{address}</p>
          <button type="button" className="btn-outline" onClick={() => setMapAsked(true)}>
            {t('offline.showMap')}
          </button>
        </>
      ) : online && !near ? (
        // The frame's place, the same size, so nothing moves when it comes.
        <div aria-hidden="true" className="aspect-[4/3] w-full rounded-xl bg-stone-100" />
      ) : online ? (
        <iframe
          title={t('charities.mapTitle', { address })}
          src={`https://www.google.com/maps?q=${encodeURIComponent(address)}&output=embed`}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="aspect-[4/3] w-full rounded-xl border-0 bg-stone-100"
        />
      ) : (
        <>
          <p className="text-sm text-stone-600">{t('charities.mapOffline')}</p>
          <p className="text-sm font-medium">{address}</p>
        </>
      )}
      <a
        className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2"
        href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('charities.openInMaps')}
      </a>
    </div>
  );
}

/** Descriptions longer than this are cut (at a word) behind "Read more". */
const DESCRIPTION_PREVIEW = 280;

/** The description, long ones collapsed behind a "Read more" / "Show less" button. */
function Description({ text }: { text: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  // A few words more are not worth a button.
  const long = text.length > DESCRIPTION_PREVIEW + 40;
  const cut = text.slice(0, DESCRIPTION_PREVIEW);
  const preview = `${cut.slice(0, Math.max(cut.lastIndexOf(' '), DESCRIPTION_PREVIEW / 2)).trimEnd()}…`;
  return (
    <div className="mt-5 max-w-3xl">
      <p id={id} className="whitespace-pre-line text-stone-700">
        {long && !expanded ? preview : text}
      </p>
      {long && (
        <button
          type="button"
          className="mt-1 min-h-11 font-semibold text-brand-700 underline underline-offset-2"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t('charities.showLess') : t('charities.readMore')}
        </button>
      )}
    </div>
  );
}

/** The number of donors, asked for by itself so its answer draws only this (see EventsSection). */
function DonorCount({ organizationID }: { organizationID: number }) {
  const donors = useDonorCount(organizationID);
  return donors.isSuccess ? donors.data : '–';
}

function Sidebar({ organization }: { organization: Organization }) {
  const { t } = useTranslation();
  const row = 'grid grid-cols-[6rem_1fr] gap-2 py-2';
  return (
    <aside aria-labelledby="charity-details" className="space-y-6">
      <div className="rounded-2xl border border-stone-200 bg-white p-5">
        <h2 id="charity-details" className="mb-2 text-lg font-bold">
          {t('charities.detailsHeading')}
        </h2>
        <dl className="divide-y divide-stone-100 text-sm">
          {organization.organizationAddress.trim() && (
            <div className={row}>
              <dt className="font-semibold text-stone-500">{t('charities.address')}</dt>
              <dd>{organization.organizationAddress}</dd>
            </div>
          )}
          {organization.organizationEmail && (
            <div className={row}>
              <dt className="font-semibold text-stone-500">{t('charities.email')}</dt>
              <dd className="break-all">
                <a className="text-brand-700 underline" href={`mailto:${organization.organizationEmail}`}>
                  {organization.organizationEmail}
                </a>
              </dd>
            </div>
          )}
          {organization.organizationPhoneNumber && (
            <div className={row}>
              <dt className="font-semibold text-stone-500">{t('charities.phone')}</dt>
              <dd>
                <a
                  className="text-brand-700 underline"
                  href={`tel:${organization.organizationPhoneNumber.replace(/[^\d+]/g, '')}`}
                >
                  {organization.organizationPhoneNumber}
                </a>
              </dd>
            </div>
          )}
          {organization.organizationMainWebsite && (
            <div className={row}>
              <dt className="font-semibold text-stone-500">{t('charities.website')}</dt>
              <dd className="break-all">
                <a
                  className="text-brand-700 underline"
                  href={organization.organizationMainWebsite}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {organization.organizationMainWebsite.replace(/^https?:\/\//, '').replace(/\/$/, '')}
                </a>
              </dd>
            </div>
          )}
          <div className={row}>
            <dt className="font-semibold text-stone-500">{t('charities.donors')}</dt>
            <dd data-testid="donor-count">
              <DonorCount organizationID={organization.organizationID} />
            </dd>
          </div>
        </dl>
        <VolunteerCount organizationID={organization.organizationID} className="mt-2 block text-sm" />
      </div>
      <RecentGifts organizationID={organization.organizationID} />
      <div className="rounded-2xl border border-stone-200 bg-white p-5">
        <h2 className="mb-3 text-lg font-bold">{t('charities.location')}</h2>
        <MapEmbed address={organization.organizationAddress} />
      </div>
    </aside>
  );
}

function CharityView({ organization }: { organization: Organization }) {
  const { t } = useTranslation();
  useDocumentTitle(organization.organizationName);
  const feature = imageUrl(organization.organizationFeaturePicture);
  const volunteerNoteId = useId();
  const volunteerTarget = { kind: 'charity', organizationID: organization.organizationID } as const;
  return (
    <>
      <section className={PAGE_PICTURE_SECTION}>
        {/* The server's HTML has the same banner (PAGE_PICTURES), shown before the scripts have run. */}
        <div className={PAGE_PICTURES.charity.frame}>
          {feature && (
            <ResponsiveImage
              src={feature}
              alt={t('charities.featureAlt', { name: organization.organizationName })}
              width={PAGE_PICTURES.charity.width}
              height={PAGE_PICTURES.charity.height}
              sizes={PAGE_PICTURES.charity.sizes}
              priority
              className={PAGE_PICTURE_IMAGE}
            />
          )}
        </div>
        <div className="container-page pb-8">
          {/* Only the logo overlaps the banner; the name stays on white, whatever the picture. */}
          <CharityLogo
            organization={organization}
            size={112}
            loading="eager"
            className="relative -mt-14 block ring-4 ring-white"
          />
          <div className="mt-3 min-w-0">
            {/* The SEC / DSWD registration sits by the badge: it is what a donor checks first. */}
            <div className="flex flex-wrap items-start gap-x-3 gap-y-1">
              <VerificationBadge
                verified={organization.verified}
                verifiedAt={organization.verifiedAt}
                registration={organization.registration}
              />
              <RegistrationDetails organization={organization} />
            </div>
            <h1 className="mt-1 text-3xl font-extrabold tracking-tight break-words text-brand-900 sm:text-4xl">
              {organization.organizationName}
            </h1>
            <DoneeLine organization={organization} />
          </div>
          {/* Like, Volunteer and DONATE NOW come before the description, so a phone shows them at once. */}
          <div className="mt-5 flex flex-wrap gap-3">
            <LikeButton target={{ kind: 'charity', organizationID: organization.organizationID }} />
            <VolunteerButton target={volunteerTarget} describedBy={volunteerNoteId} />
            <DonateButton
              organization={{
                organizationID: organization.organizationID,
                organizationName: organization.organizationName,
              }}
              event={null}
              label={t('charities.donateNow')}
              className="btn-accent"
              closedReason={organization.verified ? undefined : t('charities.awaitingVerification')}
            />
          </div>
          <VolunteerPrivacyNote
            id={volunteerNoteId}
            target={volunteerTarget}
            verified={organization.verified}
            className="mt-3 max-w-md"
          />
          <CharityRaised organization={organization} className="mt-4" />
          <OfflineTotal online={organization.totalDonationCollected} offline={organization.offlineAmount} />
          <ShareButtons
            kind="charity"
            id={organization.organizationID}
            name={organization.organizationName}
          />
          <Description text={organization.organizationDescription} />
          <div className="mt-4" data-testid="charity-categories">
            <h2 className="sr-only">{t('charities.categoriesLabel')}</h2>
            {organization.categories.length === 0 ? (
              <p className="text-sm text-stone-500">{t('charities.noCategories')}</p>
            ) : (
              <ul className="flex flex-wrap gap-2">
                {organization.categories.map((category) => (
                  <li key={category.categoryID}>
                    <CategoryChip name={category.category} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      </section>
      <BelowTheFold>
        <div className="container-page grid gap-10 py-10 lg:grid-cols-[1fr_20rem]">
          <div className="min-w-0 space-y-12">
            <Updates
              organizationID={organization.organizationID}
              representativeUserID={organization.representativeUserID}
            />
            <EventsSection
              id="upcoming-events"
              title={t('charities.upcomingEvents')}
              organizationID={organization.organizationID}
              when="upcoming"
              empty={t('events.noUpcoming')}
            />
            <EventsSection
              id="previous-events"
              title={t('charities.previousEvents')}
              organizationID={organization.organizationID}
              when="past"
              empty={t('charities.noPreviousEvents')}
            />
          </div>
          <Sidebar organization={organization} />
        </div>
      </BelowTheFold>
    </>
  );
}

export default function CharityPage() {
  const { t } = useTranslation();
  const id = parseId(useParams().organizationId);
  const query = useOrganization(id);

  const notFound = (
    <PageState
      kind="empty"
      title={t('charities.notFound')}
      message={t('charities.notFoundHelp')}
      action={
        <Link to="/charities" className="btn-primary">
          {t('charities.browseAll')}
        </Link>
      }
    />
  );
  if (id === null) return notFound;
  if (query.isPending) return <PageState kind="loading" title={t('charities.loadingOne')} />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return notFound;
    return (
      <PageState
        kind="error"
        title={t('charities.loadOneFailed')}
        message={translateText(query.error.message)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.data) return notFound;
  return <CharityView organization={query.data} />;
}
