import type { Organization } from '@tabang/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CategoryChip, VerificationBadge } from '../../components/badge';
import { BelowTheFold } from '../../components/below-the-fold';
import { CharityCard, CharityLogo } from '../../components/charity-card';
import { EventGrid } from '../../components/event-card';
import { ResponsiveImage } from '../../components/responsive-image';
import { StatusMessage } from '../../components/status-message';
import { imageUrl } from '../../lib/api-client';
import { isThisMonthsEvent } from '../../lib/dates';
import { useTranslation } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useDrawnInSlices } from '../../lib/use-drawn-in-slices';
import { useFirstOrganizations } from '../charities/api';
import { UrgentDrivesBanner } from '../drives/urgent-drives-banner';
import { useSoonestEvents } from '../events/api';
import { LeaderboardBoard } from '../leaderboard/leaderboard-section';
import { slotsForReader } from '../volunteering/event-slots';

/** Home shows the podium and a few more donors, then links to the full leaderboard. */
const HOME_LEADERBOARD_SIZE = 10;
/**
 * Home shows at most this many of this month's events, then links to all events. Upcoming events come soonest
 * first, so this month's are the first ones: asking for this many is enough.
 */
const HOME_MONTH_EVENT_COUNT = 6;

function Section({
  id,
  title,
  children,
  action,
}: {
  id: string;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="container-page py-12">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <h2 id={id} className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function Hero() {
  const { t } = useTranslation();
  return (
    <section className="bg-gradient-to-br from-brand-800 to-brand-600 text-white">
      <div className="container-page py-16 sm:py-24">
        <h1 className="max-w-2xl text-4xl font-black tracking-tight sm:text-5xl">{t('home.heroHeading')}</h1>
        <p className="mt-4 max-w-xl text-lg text-brand-50">{t('home.heroText')}</p>
        <Link to="/events" className="btn-accent mt-8 px-6 text-lg">
          {t('events.donateNow')}
        </Link>
      </div>
    </section>
  );
}

function Intro() {
  const { t } = useTranslation();
  const points = [t('home.introCharities'), t('home.introEvents'), t('home.introDonate')];
  return (
    <Section id="home-intro" title={t('home.introHeading')}>
      <div className="grid gap-8 md:grid-cols-2">
        <p className="text-lg text-stone-700">{t('home.introText')}</p>
        <ul className="space-y-3">
          {points.map((point) => (
            <li key={point} className="flex items-start gap-3 rounded-xl bg-white p-4 shadow-sm">
              <svg
                width="24"
                height="24"
                viewBox="0 0 24 24"
                aria-hidden="true"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                className="shrink-0 text-brand-600"
              >
                <path d="M5 12.5l4.5 4.5L19 7.5" />
              </svg>
              <span className="font-medium">{point}</span>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

/**
 * The spotlight: of the charities Home shows, the one that has collected the most; a same-sized placeholder while
 * loading, and an error with Try again when the list cannot be had (never an empty card).
 */
function Spotlight({
  organizations,
  onRetry,
}: {
  organizations: Organization[] | undefined;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  if (onRetry)
    return (
      <Section id="home-spotlight" title={t('home.spotlightHeading')}>
        <StatusMessage kind="error" onRetry={onRetry}>
          {t('home.spotlightFailed')}
        </StatusMessage>
      </Section>
    );
  const featured = organizations?.reduce<Organization | undefined>(
    (best, organization) =>
      !best || organization.totalDonationCollected > best.totalDonationCollected ? organization : best,
    undefined,
  );
  if (organizations && !featured) return null;
  if (!featured)
    return (
      <Section id="home-spotlight" title={t('home.spotlightHeading')}>
        <div
          className="min-h-72 motion-safe:animate-pulse rounded-2xl bg-white shadow-sm"
          aria-hidden="true"
        />
      </Section>
    );
  const picture = imageUrl(featured.organizationFeaturePicture);
  return (
    <Section id="home-spotlight" title={t('home.spotlightHeading')}>
      <article className="grid min-h-72 overflow-hidden rounded-2xl bg-white shadow-sm md:grid-cols-2">
        <div className="aspect-video bg-brand-100 md:aspect-auto md:min-h-72">
          {picture && (
            <ResponsiveImage
              src={picture}
              alt={t('charities.featureAlt', { name: featured.organizationName })}
              width={800}
              height={450}
              sizes="(min-width: 1152px) 552px, (min-width: 768px) 50vw, 100vw"
              className="size-full object-cover"
            />
          )}
        </div>
        <div className="flex flex-col gap-3 p-6">
          <div className="flex items-center gap-3">
            <CharityLogo organization={featured} size={56} />
            <div>
              <h3 className="text-xl font-bold">{featured.organizationName}</h3>
              <VerificationBadge verified={featured.verified} />
            </div>
          </div>
          <p className="line-clamp-4 text-stone-700">{featured.organizationDescription}</p>
          {featured.categories.length > 0 && (
            <ul className="flex flex-wrap gap-1.5">
              {featured.categories.map((category) => (
                <li key={category.categoryID}>
                  <CategoryChip name={category.category} />
                </li>
              ))}
            </ul>
          )}
          <Link to={`/charity/${featured.organizationID}`} className="btn-primary mt-auto self-start">
            {t('home.spotlightVisit', { name: featured.organizationName })}
          </Link>
        </div>
      </article>
    </Section>
  );
}

function HomeCharities() {
  const { t } = useTranslation();
  const query = useFirstOrganizations();
  const retry = () => void query.refetch();
  return (
    <>
      <Spotlight organizations={query.data} onRetry={query.isError ? retry : undefined} />
      <Section
        id="home-charities"
        title={t('charities.charitiesInDavao')}
        action={
          <Link to="/Charities" className="btn-outline">
            {t('charities.seeMore')}
          </Link>
        }
      >
        {query.isPending ? (
          <StatusMessage kind="loading">{t('charities.loading')}</StatusMessage>
        ) : query.isError ? (
          <StatusMessage kind="error" onRetry={retry}>
            {t('charities.loadFailed')}
          </StatusMessage>
        ) : query.data.length === 0 ? (
          <StatusMessage kind="empty">{t('charities.empty')}</StatusMessage>
        ) : (
          <ul className="grid gap-5 md:grid-cols-3" data-testid="home-charities">
            {query.data.map((organization) => (
              <li key={organization.organizationID}>
                <CharityCard organization={organization} />
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}

/** This calendar month's upcoming events ('No Upcoming Events' when there are none). */
function MonthEvents() {
  const { t } = useTranslation();
  const query = useSoonestEvents(HOME_MONTH_EVENT_COUNT);
  const data = useDrawnInSlices(query.data);
  const events = data?.filter((event) => isThisMonthsEvent(event)) ?? [];
  return (
    <Section
      id="home-month-events"
      title={t('home.monthEvents')}
      action={
        <Link to="/events" className="btn-outline">
          {t('home.seeAllEvents')}
        </Link>
      }
    >
      {!data && !query.isError ? (
        <StatusMessage kind="loading">{t('events.loadingList')}</StatusMessage>
      ) : events.length === 0 ? (
        // A failed load shows the empty list too, as other lists do when their fetch fails.
        <StatusMessage kind="empty">{t('events.noUpcoming')}</StatusMessage>
      ) : (
        <div data-testid="home-month-events">
          <EventGrid events={events} slots={slotsForReader} />
        </div>
      )}
    </Section>
  );
}

export default function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('home.title'));
  return (
    <>
      <UrgentDrivesBanner />
      <Hero />
      <Intro />
      <BelowTheFold>
        <HomeCharities />
        <MonthEvents />
        <Section
          id="home-leaderboard"
          title={t('leaderboard.heading')}
          action={
            <Link to="/leaderboards" className="btn-outline">
              {t('home.seeFullLeaderboard')}
            </Link>
          }
        >
          <LeaderboardBoard limit={HOME_LEADERBOARD_SIZE} />
        </Section>
      </BelowTheFold>
    </>
  );
}
