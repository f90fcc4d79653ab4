import { CANCEL_REASON_MAX, type Event } from '@tabang/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { TextArea } from '../../components/form/controls';
import { Modal } from '../../components/modal';
import { ApiError } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { useCancelEvent } from './editing-api';

/*
 * The buttons say only "Edit" and "Cancel event"; `describedBy` names the element that shows the event's name, so
 * a screen reader says which one (and a search for the name finds the name, not every button).
 */

/**
 * An event's Edit link and Cancel event button on the dashboard; cancelling asks first, saying that the
 * volunteers will be emailed. A cancelled event shows only that it was cancelled.
 */
export function EventActions({
  event,
  describedBy,
}: {
  event: Pick<Event, 'eventID' | 'nameOfEvent' | 'cancelledAt'>;
  describedBy: string;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [reason, setReason] = useState('');
  const cancel = useCancelEvent();
  if (event.cancelledAt)
    return (
      <span className="inline-flex items-center rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-800">
        {t('editing.cancelled')}
      </span>
    );
  const close = () => {
    setConfirming(false);
    setFailure(undefined);
    setReason('');
  };
  const confirm = async () => {
    setFailure(undefined);
    try {
      const answer = await cancel.mutateAsync({ eventID: event.eventID, reason: reason.trim() || undefined });
      toast.success(answer.message);
      setConfirming(false);
    } catch (error) {
      const message =
        error instanceof ApiError && error.status < 500
          ? `${t('editing.confirm.failed')} ${error.message}`
          : t('editing.confirm.failed');
      setFailure(message);
      toast.error(t('editing.confirm.failed'));
    }
  };
  return (
    <span className="flex flex-wrap gap-2">
      <Link
        to={`/dashboard/events/${event.eventID}/edit`}
        className="btn-outline min-h-11"
        aria-describedby={describedBy}
      >
        {t('editing.edit')}
      </Link>
      <button
        type="button"
        className="btn-outline min-h-11 text-red-800"
        aria-describedby={describedBy}
        onClick={() => setConfirming(true)}
      >
        {t('editing.cancelEvent')}
      </button>
      <Modal
        open={confirming}
        title={t('editing.confirm.title', { name: event.nameOfEvent })}
        onClose={close}
      >
        <p className="text-stone-800">{t('editing.confirm.body')}</p>
        <div className="mt-4">
          <TextArea
            label={t('editing.confirm.reasonLabel')}
            hint={t('editing.confirm.reasonHint', { max: String(CANCEL_REASON_MAX) })}
            value={reason}
            onChange={(change) => setReason(change.target.value)}
            maxLength={CANCEL_REASON_MAX}
            rows={3}
            disabled={cancel.isPending}
          />
        </div>
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
            {t('editing.confirm.keep')}
          </button>
          <button
            type="button"
            className="btn-primary bg-red-700 hover:bg-red-800"
            onClick={() => void confirm()}
            disabled={cancel.isPending}
            aria-busy={cancel.isPending}
          >
            {cancel.isPending ? t('editing.confirm.cancelling') : t('editing.confirm.confirm')}
          </button>
        </div>
      </Modal>
    </span>
  );
}
