import { type Event, isPastEvent, isPermitValid, type Need } from '@tabang/shared';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { StatusMessage } from '../../components/status-message';
import { useTranslation } from '../../lib/i18n';
import { useLoginPrompt } from '../../lib/login-prompt';
import { useAuth } from '../../lib/session';
import { useDropoffs } from './api';
import { NeedsList } from './needs-list';
import { PledgeDialog } from './pledge-dialog';
import { DropoffDetails } from './pledge-slip';

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

/** The drive's drop-off points, each with its address, hours, contact and map link. */
function DropoffPoints({ eventID }: { eventID: number }) {
  const { t } = useTranslation();
  const dropoffs = useDropoffs(eventID);
  if (dropoffs.isPending)
    return <StatusMessage kind="loading">{t('reliefDrives.dropoffsLoading')}</StatusMessage>;
  if (dropoffs.isError)
    return (
      <StatusMessage kind="error" onRetry={() => void dropoffs.refetch()}>
        {t('reliefDrives.dropoffsFailed')}
      </StatusMessage>
    );
  if (dropoffs.data.length === 0) return <p className="text-stone-600">{t('reliefDrives.noDropoffs')}</p>;
  return (
    <ul className="grid gap-4 text-sm sm:grid-cols-2">
      {dropoffs.data.map((point) => (
        <li key={point.dropoffID} className="grid gap-1" data-testid="dropoff">
          <h3 className="text-base font-bold break-words text-stone-900">{point.name}</h3>
          <DropoffDetails point={point} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A relief drive on its event page: what the charity accepts (first, so nobody brings what it cannot use), the
 * needs with Pledge goods, and the drop-off points. Pledging needs an account (the login prompt otherwise) and a
 * drive that is neither over nor cancelled, inside its permit's dates (the page says why otherwise).
 */
export default function DriveSection({ event }: { event: Event }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const promptLogin = useLoginPrompt();
  const dropoffs = useDropoffs(event.eventID);
  const [pledging, setPledging] = useState<Need | null>(null);
  const closedByPermit = event.permit !== null && !isPermitValid(event.permit);
  const open = event.cancelledAt === null && !isPastEvent(event) && !closedByPermit;
  // No drop-off point yet: nowhere to bring the goods, so nothing to pledge.
  const canPledge = open && (dropoffs.data?.length ?? 0) > 0;
  const onPledge = (need: Need) => {
    if (!auth.user) {
      promptLogin(t('reliefDrives.pledgeLogin'));
      return;
    }
    setPledging(need);
  };
  return (
    <div className="grid gap-6" data-testid="drive-section">
      {event.acceptanceRules?.trim() && (
        <section
          aria-labelledby="drive-accepts"
          className="rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950"
        >
          <h2 id="drive-accepts" className="mb-2 text-xl font-bold">
            {t('reliefDrives.acceptsHeading')}
          </h2>
          <p className="whitespace-pre-line break-words">{event.acceptanceRules}</p>
        </section>
      )}
      <Card id="drive-needs" title={t('reliefDrives.needsHeading')}>
        <NeedsList eventID={event.eventID} onPledge={canPledge && !auth.isLoading ? onPledge : undefined} />
        {closedByPermit && !isPastEvent(event) && (
          <p className="mt-3 font-semibold text-amber-900" data-testid="pledges-closed">
            {t('reliefDrives.permitClosed')}
          </p>
        )}
        {auth.user && (
          <p className="mt-3 text-sm">
            <Link to="/my/pledges" className="text-brand-800 underline underline-offset-2">
              {t('common.nav.myPledges')}
            </Link>
          </p>
        )}
      </Card>
      <Card id="drive-dropoffs" title={t('reliefDrives.dropoffsHeading')}>
        <DropoffPoints eventID={event.eventID} />
      </Card>
      {pledging && dropoffs.data && (
        <PledgeDialog
          event={event}
          need={pledging}
          dropoffs={dropoffs.data}
          onClose={() => setPledging(null)}
        />
      )}
    </div>
  );
}
