import {
  type Event,
  isPastEvent,
  isPermitValid,
  type Organization,
  PAGE_PICTURE_IMAGE,
  PAGE_PICTURE_SECTION,
  PAGE_PICTURES,
} from '@tabang/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { Link, useParams } from 'react-router';
import { BelowTheFold } from '../../components/below-the-fold';
import { EventBadges } from '../../components/event-card';
import { GoalProgress } from '../../components/goal-progress';
import { OfflineTotal } from '../../components/offline-total';
import { PageState } from '../../components/page-state';
import { ResponsiveImage } from '../../components/responsive-image';
import { ShareButtons } from '../../components/share-buttons';
import { isEventFull } from '../../components/volunteer-slots';
import { ApiError, imageUrl } from '../../lib/api-client';
import { formatLongDateTime } from '../../lib/dates';
import { useTranslation } from '../../lib/i18n';
import { parseId } from '../../lib/parse-id';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AddToCalendar } from '../calendar/add-to-calendar';
import { useOrganization } from '../charities/api';
import { DonateButton } from '../donations/donate-button';
import { RecentGifts } from '../donations/recent-gifts';
import { EventDrive } from '../drives/event-drive';
import { LikeButton } from '../engagement/like-button';
import { Updates } from '../updates/updates';
import { EventSlots } from '../volunteering/event-slots';
import { YoureIn } from '../volunteering/my-sign-up';
import { VolunteerButton, VolunteerPrivacyNote } from '../volunteering/volunteer-button';
import { VolunteerCount } from '../volunteering/volunteer-count';
import { WaitlistNotice } from '../volunteering/waitlist-notice';
import { EventReportLinks } from '../where-it-went/event-report-links';
import { useEvent } from './api';
import { CancelledBanner, OtherEvents } from './cancelled-banner';
import { PermitBadge, PermitClosedReason } from './permit-badge';

const linkClass = 'text-brand-700 underline underline-offset-2 hover:text-brand-900';

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-stone-200 bg-white p-5">
      <h2 id={id} className="mb-3 text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[6rem_1fr] gap-2 py-2">
      <dt className="font-semibold text-stone-500">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

function CharityInformation({ query }: { query: UseQueryResult<Organization | null> }) {
  const { t } = useTranslation();
  if (query.isPending) return <p role="status">{t('common.loading')}</p>;
  const organization = query.data;
  if (query.isError || !organization) return <p className="text-red-700">{t('events.charityLoadFailed')}</p>;
  return (
    <>
      <dl className="divide-y divide-stone-100 text-sm">
        {organization.organizationPhoneNumber && (
          <Row label={t('events.phone')}>
            <a
              className={linkClass}
              href={`tel:${organization.organizationPhoneNumber.replace(/[^\d+]/g, '')}`}
            >
              {organization.organizationPhoneNumber}
            </a>
          </Row>
        )}
        {organization.organizationEmail && (
          <Row label={t('events.email')}>
            <a className={linkClass} href={`mailto:${organization.organizationEmail}`}>
              {organization.organizationEmail}
            </a>
          </Row>
        )}
        {organization.organizationAddress.trim() && (
          <Row label={t('events.address')}>{organization.organizationAddress}</Row>
        )}
        {organization.organizationFacebookLink && (
          <Row label={t('events.facebook')}>
            <a
              className={linkClass}
              href={organization.organizationFacebookLink}
              target="_blank"
              rel="noopener noreferrer"
            >
              {organization.organizationFacebookLink.replace(/^https?:\/\/(www\.)?/, '')}
            </a>
          </Row>
        )}
        {organization.organizationInstagramLink && (
          <Row label={t('events.instagram')}>
            <a
              className={linkClass}
              href={organization.organizationInstagramLink}
              target="_blank"
              rel="noopener noreferrer"
            >
              {organization.organizationInstagramLink.replace(/^https?:\/\/(www\.)?/, '')}
            </a>
          </Row>
        )}
      </dl>
      <Link to={`/charity/${organization.organizationID}`} className="btn-outline mt-4 w-full">
        {t('events.visitCharity', { name: organization.organizationName })}
      </Link>
    </>
  );
}

function EventView({ event }: { event: Event }) {
  const { t } = useTranslation();
  useDocumentTitle(event.nameOfEvent);
  const organization = useOrganization(event.organizationID);
  const image = imageUrl(event.eventImage);
  const ended = isPastEvent(event);
  // A cancelled event invites nothing: no giving, volunteering, slots, goal or sharing; the charity's other events instead.
  const cancelled = event.cancelledAt !== null;
  const endedAt = event.dateAndTimeEnd ?? event.dateAndTimeStart;
  const volunteerNoteId = useId();
  const closedByPermit = event.permit !== null && !isPermitValid(event.permit);
  const target = { kind: 'event', eventID: event.eventID } as const;
  return (
    <>
      <section className={PAGE_PICTURE_SECTION}>
        {/* The server's HTML has the same picture in the same place (PAGE_PICTURES), shown before the scripts have run. */}
        <div className={PAGE_PICTURES.event.holder}>
          <div className={PAGE_PICTURES.event.frame}>
            {image && (
              <ResponsiveImage
                src={image}
                alt={t('events.imageAlt', { name: event.nameOfEvent })}
                width={PAGE_PICTURES.event.width}
                height={PAGE_PICTURES.event.height}
                sizes={PAGE_PICTURES.event.sizes}
                priority
                className={PAGE_PICTURE_IMAGE}
              />
            )}
          </div>
          <div>
            <p className="font-semibold text-brand-700">
              <time dateTime={event.dateAndTimeStart}>{formatLongDateTime(event.dateAndTimeStart)}</time>
            </p>
            <EventBadges event={event} className="mt-2" />
            {event.permit && <PermitBadge permit={event.permit} className="mt-2" />}
            <h1 className="mt-2 text-3xl font-extrabold tracking-tight break-words text-brand-900 sm:text-4xl">
              {event.nameOfEvent}
            </h1>
            <p className="mt-2 text-stone-600">
              <Link to={`/charity/${event.organizationID}`} className={linkClass}>
                {t('events.byCharity', { name: event.organizationName })}
              </Link>
            </p>
            {ended && (
              <p className="mt-3 text-stone-700">
                {t('events.endedOn', { date: formatLongDateTime(endedAt) })}
              </p>
            )}
            {event.cancelledAt ? (
              <div className="mt-6">
                <CancelledBanner cancelledAt={event.cancelledAt} reason={event.cancelReason} />
              </div>
            ) : (
              <div className="mt-6 flex flex-wrap items-center gap-3">
                {ended && !event.donationsAfterEnd ? (
                  // Over and not taking gifts any more: the charity still does.
                  <Link to={`/charity/${event.organizationID}`} className="btn-accent">
                    {t('events.donateToCharity', { name: event.organizationName })}
                  </Link>
                ) : closedByPermit ? (
                  // Outside its permit's dates the drive may not solicit: why, instead of Donate.
                  <PermitClosedReason permit={event.permit} />
                ) : (
                  // Disabled until the charity has loaded: a donation needs it.
                  <DonateButton
                    organization={
                      organization.data
                        ? {
                            organizationID: organization.data.organizationID,
                            organizationName: organization.data.organizationName,
                          }
                        : null
                    }
                    event={{ eventID: event.eventID, nameOfEvent: event.nameOfEvent }}
                    label={t('events.donateNow')}
                    className="btn-accent"
                  />
                )}
                {/* Nobody can sign up for an event that is over. */}
                {!ended && (
                  <VolunteerButton target={target} full={isEventFull(event)} describedBy={volunteerNoteId} />
                )}
                {/* Events can be liked (with their own login message when signed out); this is where a visitor does it. */}
                <LikeButton target={{ kind: 'event', eventID: event.eventID }} />
              </div>
            )}
            {!event.cancelledAt && !ended && (
              <VolunteerPrivacyNote
                id={volunteerNoteId}
                target={target}
                verified={event.organizationVerified}
                className="mt-3 max-w-md"
              />
            )}
            {!cancelled && (
              <>
                <VolunteerCount eventID={event.eventID} className="mt-3 text-sm text-stone-700" />
                {/* "Full" only to those not signed up: whoever took the last slot sees that they are in. */}
                <EventSlots event={event} className="mt-1" />
                {!ended && <WaitlistNotice eventID={event.eventID} className="mt-3 max-w-md" />}
                {!ended && <YoureIn event={event} className="mt-3 max-w-md" />}
                <GoalProgress event={event} className="mt-4 max-w-md" />
                <OfflineTotal online={event.raisedAmount} offline={event.offlineAmount} className="mt-1" />
                <ShareButtons kind="event" id={event.eventID} name={event.nameOfEvent} />
              </>
            )}
          </div>
        </div>
      </section>
      {cancelled && <OtherEvents event={event} />}
      <BelowTheFold>
        <div className="container-page grid gap-6 py-10 lg:grid-cols-[1fr_22rem]">
          <div className="min-w-0 space-y-6">
            <EventReportLinks
              event={event}
              representativeUserID={organization.data?.representativeUserID ?? null}
            />
            <EventDrive
              event={event}
              representativeUserID={organization.data?.representativeUserID ?? null}
            />
            <Card id="event-about" title={t('events.aboutHeading')}>
              <p className="whitespace-pre-line text-stone-700">{event.descriptionOfEvent}</p>
            </Card>
            <Card id="event-details" title={t('events.detailsHeading')}>
              <dl className="divide-y divide-stone-100 text-sm">
                <Row label={t('events.starts')}>
                  <time dateTime={event.dateAndTimeStart}>{formatLongDateTime(event.dateAndTimeStart)}</time>
                </Row>
                {event.dateAndTimeEnd && (
                  <Row label={t('events.ends')}>
                    <time dateTime={event.dateAndTimeEnd}>{formatLongDateTime(event.dateAndTimeEnd)}</time>
                  </Row>
                )}
                <Row label={t('events.location')}>{event.location}</Row>
              </dl>
              {!cancelled && <AddToCalendar event={event} />}
            </Card>
            <Card id="event-who" title={t('events.whoCanJoin')}>
              <p className="whitespace-pre-line text-stone-700">
                {event.whoCanJoin.trim() || t('events.whoCanJoinDefault')}
              </p>
            </Card>
            <Updates
              organizationID={event.organizationID}
              eventID={event.eventID}
              representativeUserID={organization.data?.representativeUserID ?? null}
            />
          </div>
          <div>
            <Card id="charity-information" title={t('events.charityInformation')}>
              <CharityInformation query={organization} />
            </Card>
            {!cancelled && <RecentGifts eventID={event.eventID} className="mt-6" />}
          </div>
        </div>
      </BelowTheFold>
    </>
  );
}

export default function EventPage() {
  const { t } = useTranslation();
  const id = parseId(useParams().eventID);
  const query = useEvent(id);

  const notFound = (
    <PageState
      kind="empty"
      title={t('events.notFound')}
      message={t('events.notFoundHelp')}
      action={
        <Link to="/events" className="btn-primary">
          {t('events.browseAll')}
        </Link>
      }
    />
  );
  if (id === null) return notFound;
  if (query.isPending) return <PageState kind="loading" title={t('events.loading')} />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return notFound;
    return <PageState kind="error" title={t('events.loadFailed')} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) return notFound;
  return <EventView event={query.data} />;
}
