import type { Dropoff, Event, Need, PledgeState } from '@tabang/shared';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Select, TextInput } from '../../components/form/controls';
import { Modal } from '../../components/modal';
import { ApiError } from '../../lib/api-client';
import { formatCalendarDate } from '../../lib/dates';
import { useTranslation } from '../../lib/i18n';
import { useOnline } from '../../pwa/offline-state';
import { usePledge } from './api';
import { pledgeable, pledgeDays } from './needs';
import { PledgeSlip } from './pledge-slip';

type Errors = { quantity?: string; dropoff?: string; expectedOn?: string; form?: string };

/**
 * Pledge goods for one need: how many (at most what is still needed), at which drop-off point, and on which day
 * (today to the drive's last day). The server has the last word (another person may have taken the last units
 * meanwhile: its 409 says how many are left). On success the dialog shows the pledge slip.
 */
export function PledgeDialog({
  event,
  need,
  dropoffs,
  onClose,
}: {
  event: Pick<Event, 'eventID' | 'dateAndTimeStart' | 'dateAndTimeEnd'>;
  need: Need;
  dropoffs: Dropoff[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const online = useOnline();
  const pledge = usePledge(event.eventID);
  const max = pledgeable(need);
  const days = pledgeDays(event);
  const [quantity, setQuantity] = useState('');
  const [dropoffID, setDropoffID] = useState(dropoffs.length === 1 ? String(dropoffs[0]!.dropoffID) : '');
  const [expectedOn, setExpectedOn] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState<{
    answer: PledgeState;
    quantity: number;
    dropoff: Dropoff;
    expectedOn: string;
  }>();

  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    if (pledge.isPending) return;
    const found: Errors = {};
    const count = Number(quantity.trim());
    if (!/^\d+$/.test(quantity.trim()) || count < 1) found.quantity = t('reliefDrives.quantityInvalid');
    else if (count > max) found.quantity = t('reliefDrives.quantityTooMany', { count: max, unit: need.unit });
    const dropoff = dropoffs.find((point) => String(point.dropoffID) === dropoffID);
    if (!dropoff) found.dropoff = t('reliefDrives.dropoffRequired');
    // Dates as the input writes them (YYYY-MM-DD) compare as text.
    if (!/^\d{4}-\d{2}-\d{2}$/.test(expectedOn)) found.expectedOn = t('reliefDrives.dateRequired');
    else if (expectedOn < days.from || expectedOn > days.to)
      found.expectedOn = t('reliefDrives.dateOutside', {
        from: formatCalendarDate(days.from),
        to: formatCalendarDate(days.to),
      });
    setErrors(found);
    if (Object.keys(found).length > 0 || !dropoff) return;
    pledge.mutate(
      { needID: need.needID, quantity: count, dropoffID: dropoff.dropoffID, expectedOn },
      {
        onSuccess: (answer) => setDone({ answer, quantity: count, dropoff, expectedOn }),
        onError: (error) =>
          setErrors({ form: error instanceof ApiError ? error.message : t('reliefDrives.pledgeFailed') }),
      },
    );
  };

  if (done)
    return (
      <Modal open title={t('reliefDrives.thanksTitle')} onClose={onClose}>
        <div className="grid gap-4">
          <p role="status" className="font-semibold text-brand-900">
            {t('reliefDrives.thanks')}
          </p>
          <PledgeSlip
            code={done.answer.code}
            what={t('reliefDrives.what', {
              item: need.item,
              quantity: String(done.quantity),
              unit: need.unit,
            })}
            dropoff={done.dropoff}
            expectedOn={formatCalendarDate(done.expectedOn)}
            heading="h3"
          />
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" className="btn-outline" onClick={onClose}>
              {t('common.close')}
            </button>
            <Link to="/my/pledges" className="btn-primary">
              {t('reliefDrives.seeMyPledges')}
            </Link>
          </div>
        </div>
      </Modal>
    );

  return (
    <Modal open title={t('reliefDrives.pledgeTitle', { item: need.item })} onClose={onClose}>
      {/* Offline, say so at once (the API client refuses to send a pledge without a connection anyway). */}
      {!online && (
        <p role="status" className="mb-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900">
          {t('offline.needsConnection')}
        </p>
      )}
      <form className="grid gap-4" onSubmit={submit} noValidate>
        <TextInput
          label={t('reliefDrives.quantityLabel', { unit: need.unit })}
          hint={t('reliefDrives.quantityHint', { count: max, unit: need.unit })}
          error={errors.quantity}
          value={quantity}
          onChange={(change) => setQuantity(change.target.value)}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          autoComplete="off"
          required
        />
        <Select
          label={t('reliefDrives.dropoffLabel')}
          error={errors.dropoff}
          value={dropoffID}
          onChange={(change) => setDropoffID(change.target.value)}
          required
        >
          <option value="">{t('reliefDrives.chooseDropoff')}</option>
          {dropoffs.map((point) => (
            <option key={point.dropoffID} value={point.dropoffID}>
              {t('reliefDrives.dropoffOption', { name: point.name, barangay: point.barangay })}
            </option>
          ))}
        </Select>
        <TextInput
          label={t('reliefDrives.dateLabel')}
          hint={t('reliefDrives.dateHint', {
            from: formatCalendarDate(days.from),
            to: formatCalendarDate(days.to),
          })}
          error={errors.expectedOn}
          value={expectedOn}
          onChange={(change) => setExpectedOn(change.target.value)}
          type="date"
          min={days.from}
          max={days.to}
          required
        />
        {errors.form && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {errors.form}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-outline" onClick={onClose}>
            {t('reliefDrives.notNow')}
          </button>
          <button type="submit" className="btn-primary" aria-busy={pledge.isPending}>
            {pledge.isPending ? t('reliefDrives.pledging') : t('reliefDrives.pledgeSubmit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
