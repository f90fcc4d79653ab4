import type { MyPledge, PledgeStatus } from '@tabang/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { Modal } from '../../components/modal';
import { StatusMessage } from '../../components/status-message';
import { ApiError } from '../../lib/api-client';
import { formatCalendarDate } from '../../lib/dates';
import { useTranslation } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCancelPledge, useMyPledges } from './api';
import { PledgeSlip } from './pledge-slip';

const chip = 'inline-block rounded-full px-2 py-0.5 text-xs font-semibold';
const CHIP_COLOURS: Record<PledgeStatus, string> = {
  pledged: 'bg-brand-100 text-brand-800',
  'partly-received': 'bg-amber-100 text-amber-900',
  received: 'bg-brand-700 text-white',
  cancelled: 'bg-stone-200 text-stone-800',
};

function StatusChip({ pledge }: { pledge: MyPledge }) {
  const { t } = useTranslation();
  return (
    <span className={`${chip} ${CHIP_COLOURS[pledge.status]}`} data-testid="pledge-status">
      {t(`reliefDrives.status.${pledge.status}`, {
        received: String(pledge.quantityReceived),
        quantity: String(pledge.quantity),
      })}
    </span>
  );
}

/** Cancel, asking first; only while nothing of the pledge has been received. */
function CancelPledge({ pledge, what }: { pledge: MyPledge; what: string }) {
  const { t } = useTranslation();
  const cancel = useCancelPledge();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string>();
  const close = () => {
    setConfirming(false);
    setFailure(undefined);
  };
  const confirm = () =>
    cancel.mutate(pledge, {
      onSuccess: () => {
        toast.success(t('reliefDrives.cancelled'));
        setConfirming(false);
      },
      onError: (error) =>
        setFailure(
          error instanceof ApiError && error.message ? error.message : t('reliefDrives.cancelFailed'),
        ),
    });
  return (
    <>
      <button
        type="button"
        className="btn-outline text-red-800"
        aria-label={t('reliefDrives.cancelPledgeOf', { what })}
        onClick={() => setConfirming(true)}
      >
        {t('reliefDrives.cancelPledge')}
      </button>
      <Modal open={confirming} title={t('reliefDrives.cancelTitle')} onClose={close}>
        <p className="text-stone-800">{t('reliefDrives.cancelBody', { what, event: pledge.nameOfEvent })}</p>
        {failure && (
          <p
            role="alert"
            className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
          >
            {failure}
          </p>
        )}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-outline" onClick={close} disabled={cancel.isPending}>
            {t('reliefDrives.keepPledge')}
          </button>
          <button
            type="button"
            className="btn-primary bg-red-700 hover:bg-red-800"
            onClick={confirm}
            disabled={cancel.isPending}
            aria-busy={cancel.isPending}
          >
            {t('reliefDrives.confirmCancel')}
          </button>
        </div>
      </Modal>
    </>
  );
}

function PledgeCard({ pledge }: { pledge: MyPledge }) {
  const { t } = useTranslation();
  const what = t('reliefDrives.what', {
    item: pledge.item,
    quantity: String(pledge.quantity),
    unit: pledge.unit,
  });
  const open = pledge.status === 'pledged' || pledge.status === 'partly-received';
  return (
    <article className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-4" data-testid="my-pledge">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 text-lg font-bold break-words">
          <Link to={`/event/${pledge.eventID}`} className="text-brand-800 hover:underline">
            {pledge.nameOfEvent}
          </Link>
        </h3>
        <StatusChip pledge={pledge} />
      </div>
      {open ? (
        <PledgeSlip
          code={pledge.code}
          what={what}
          dropoff={pledge.dropoff}
          expectedOn={formatCalendarDate(pledge.expectedOn)}
          heading="h4"
        />
      ) : (
        <p className="font-semibold break-words text-stone-900">{what}</p>
      )}
      {/* Once anything has arrived the pledge is part of the drive's books: it can no longer be taken back. */}
      {pledge.status === 'pledged' && pledge.quantityReceived === 0 && (
        <div>
          <CancelPledge pledge={pledge} what={what} />
        </div>
      )}
    </article>
  );
}

function Pledges() {
  const { t } = useTranslation();
  const list = useMyPledges();
  if (list.isPending) return <StatusMessage kind="loading">{t('reliefDrives.myLoading')}</StatusMessage>;
  if (list.isError)
    return (
      <StatusMessage kind="error" onRetry={() => void list.refetch()}>
        {t('reliefDrives.myFailed')}
      </StatusMessage>
    );
  if (list.data.length === 0)
    return (
      <StatusMessage
        kind="empty"
        action={
          <Link to="/events" className="btn-primary">
            {t('reliefDrives.findDrives')}
          </Link>
        }
      >
        {t('reliefDrives.myEmpty')}
      </StatusMessage>
    );
  return (
    <ul className="grid gap-3">
      {list.data.map((pledge) => (
        <li key={pledge.pledgeID}>
          <PledgeCard pledge={pledge} />
        </li>
      ))}
    </ul>
  );
}

/** /my/pledges: the goods I pledged to relief drives, each with its slip to show at the drop-off point. */
export default function MyPledgesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('reliefDrives.myTitle'));
  return (
    <div className="container-page py-6 lg:py-10">
      <h1 className="text-3xl font-extrabold text-brand-900">{t('reliefDrives.myTitle')}</h1>
      <p className="mt-1 mb-6 text-stone-700">{t('reliefDrives.myIntro')}</p>
      <Pledges />
    </div>
  );
}
