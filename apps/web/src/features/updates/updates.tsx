import { Suspense } from 'react';
import { ChunkBoundary, lazyRetrying } from '../../app/chunk-boundary';
import { StatusMessage } from '../../components/status-message';
import { useTranslation } from '../../lib/i18n';

// The updates (their list, photos and the poster's form) load after the page has what it shows first.
const UpdatesSection = lazyRetrying(() => import('./updates-section'));

/**
 * A charity's or an event's updates, with the way to post, edit and delete them for its representative and admins.
 * `representativeUserID` is the charity's (null while unknown).
 */
export function Updates(props: {
  organizationID: number;
  eventID?: number;
  representativeUserID: number | null;
}) {
  const { t } = useTranslation();
  return (
    <ChunkBoundary>
      <Suspense fallback={<StatusMessage kind="loading">{t('updates.loading')}</StatusMessage>}>
        <UpdatesSection {...props} />
      </Suspense>
    </ChunkBoundary>
  );
}
