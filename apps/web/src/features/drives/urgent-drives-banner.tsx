import type { Event } from '@tabang/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { apiRequest } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';

/** At most this many urgent drives on Home: a banner, not a list. */
const URGENT_SHOWN = 3;

/**
 * Home's banner under the navbar: the urgent relief drives still open, each with its link (a long name wraps on a
 * narrow phone, never cut off); nothing at all when there are none (or they cannot be had: Home's other sections
 * say so). Kept tiny for Home's budget: no zod.
 */
export function UrgentDrivesBanner() {
  const { t } = useTranslation();
  const urgent = useQuery({
    queryKey: ['events', 'upcoming', 'urgent', URGENT_SHOWN],
    queryFn: () => apiRequest<Event[]>(`/get/events/all/upcoming?urgent=1&limit=${URGENT_SHOWN}`),
  });
  if (!urgent.data?.length) return null;
  return (
    <section aria-labelledby="urgent-drives" className="border-b border-red-200 bg-red-50 text-red-950">
      <div className="container-page flex flex-wrap items-baseline gap-x-4 gap-y-1 py-3">
        <h2 id="urgent-drives" className="font-extrabold tracking-wide uppercase">
          {t('reliefDrives.urgentHeading')}
        </h2>
        <ul className="grid min-w-0 flex-1 gap-1" data-testid="urgent-drives">
          {urgent.data.map((event) => (
            <li key={event.eventID} className="min-w-0 break-words">
              <Link to={`/event/${event.eventID}`} className="font-semibold underline underline-offset-2">
                {event.nameOfEvent}
              </Link>
              <span className="text-red-900"> · {event.organizationName}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
