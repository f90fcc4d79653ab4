import type { Event } from '@tabang/shared';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { ChunkBoundary, lazyRetrying } from '../../app/chunk-boundary';
import { StatusMessage } from '../../components/status-message';
import { useTranslation } from '../../lib/i18n';
import { useAuth } from '../../lib/session';

// Only a relief drive's page loads the needs, drop-off points and pledge dialog; other events pay nothing for them.
const DriveSection = lazyRetrying(() => import('./drive-section'));

/** The drive's organiser (the charity's representative) or an admin: the way to the drop-off desk and the needs. */
function OrganiserLinks({
  eventID,
  representativeUserID,
}: {
  eventID: number;
  representativeUserID: number | null;
}) {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (!user || (user.role !== 'admin' && user.userID !== representativeUserID)) return null;
  return (
    <nav aria-label={t('reliefDrives.organiserLinks')} className="flex flex-wrap gap-2">
      <Link to={`/dashboard/events/${eventID}/desk`} className="btn-primary">
        {t('reliefDrives.deskTitle')}
      </Link>
      <Link to={`/dashboard/events/${eventID}/edit`} className="btn-outline">
        {t('reliefDrives.manageNeeds')}
      </Link>
    </nav>
  );
}

/** A relief drive's part of its event page (nothing for other events). */
export function EventDrive({
  event,
  representativeUserID,
}: {
  event: Event;
  representativeUserID: number | null;
}) {
  const { t } = useTranslation();
  // A cancelled drive invites nothing, as the rest of its page.
  if (!event.reliefDrive || event.cancelledAt) return null;
  return (
    <div className="grid gap-4">
      <OrganiserLinks eventID={event.eventID} representativeUserID={representativeUserID} />
      <ChunkBoundary>
        <Suspense fallback={<StatusMessage kind="loading">{t('reliefDrives.needsLoading')}</StatusMessage>}>
          <DriveSection event={event} />
        </Suspense>
      </ChunkBoundary>
    </div>
  );
}
