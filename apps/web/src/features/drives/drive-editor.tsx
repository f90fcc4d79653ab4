import type { Dropoff, Need } from '@tabang/shared';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { TextInput } from '../../components/form/controls';
import { StatusMessage } from '../../components/status-message';
import { ApiError } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { useAddDropoff, useAddNeed, useDropoffs, useNeeds, useUpdateNeed } from './api';
import { pledgeable } from './needs';
import { DropoffDetails } from './pledge-slip';

const ITEM_MAX = 120;
const UNIT_MAX = 30;
const isCount = (text: string) => /^\d{1,9}$/.test(text.trim()) && Number(text) >= 1;

/** The server's reason for a refusal it explains (4xx), else the general failure. */
const reasonOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status < 500 && error.message ? error.message : fallback;

/** One need with its quantity to change and its "Enough" switch. */
function NeedEditor({ eventID, need }: { eventID: number; need: Need }) {
  const { t } = useTranslation();
  const update = useUpdateNeed(eventID);
  const [quantity, setQuantity] = useState(String(need.quantityNeeded));
  const [error, setError] = useState<string>();
  const save = (body: { quantityNeeded?: number; enough?: boolean }) =>
    update.mutate(
      { needID: need.needID, ...body },
      {
        onSuccess: () => {
          setError(undefined);
          toast.success(t('reliefDrives.needSaved', { item: need.item }));
        },
        onError: (failure) => setError(reasonOf(failure, t('reliefDrives.saveFailed'))),
      },
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    if (!isCount(quantity)) {
      setError(t('reliefDrives.quantityInvalid'));
      return;
    }
    save({ quantityNeeded: Number(quantity) });
  };
  return (
    <li className="grid gap-2 py-3" data-testid="need-editor">
      <h3 className="font-bold break-words">{need.item}</h3>
      <p className="text-sm text-stone-700">
        {need.enough
          ? t('reliefDrives.enough')
          : t('reliefDrives.stillNeeded', { count: pledgeable(need), unit: need.unit })}
      </p>
      <form className="flex flex-wrap items-end gap-2" onSubmit={submit} noValidate>
        <div className="w-40">
          <TextInput
            label={t('reliefDrives.quantityNeededLabel', { unit: need.unit })}
            value={quantity}
            onChange={(change) => setQuantity(change.target.value)}
            inputMode="numeric"
            autoComplete="off"
            error={error}
          />
        </div>
        <button type="submit" className="btn-outline min-h-11" aria-busy={update.isPending}>
          {t('reliefDrives.saveQuantity')}
        </button>
        <button
          type="button"
          className="btn-outline min-h-11"
          aria-pressed={need.enough}
          onClick={() => !update.isPending && save({ enough: !need.enough })}
        >
          {t('reliefDrives.markEnough')}
        </button>
      </form>
    </li>
  );
}

type NeedErrors = { item?: string; unit?: string; quantity?: string; form?: string };

function AddNeed({ eventID }: { eventID: number }) {
  const { t } = useTranslation();
  const add = useAddNeed(eventID);
  const [item, setItem] = useState('');
  const [unit, setUnit] = useState('');
  const [quantity, setQuantity] = useState('');
  const [errors, setErrors] = useState<NeedErrors>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    const found: NeedErrors = {};
    if (!item.trim()) found.item = t('reliefDrives.itemRequired');
    if (!unit.trim()) found.unit = t('reliefDrives.unitRequired');
    if (!isCount(quantity)) found.quantity = t('reliefDrives.quantityInvalid');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    add.mutate(
      { item: item.trim(), unit: unit.trim(), quantityNeeded: Number(quantity) },
      {
        onSuccess: () => {
          toast.success(t('reliefDrives.needAdded', { item: item.trim() }));
          setItem('');
          setUnit('');
          setQuantity('');
        },
        onError: (failure) => setErrors({ form: reasonOf(failure, t('reliefDrives.saveFailed')) }),
      },
    );
  };
  return (
    <form className="grid gap-3 border-t border-stone-100 pt-4" onSubmit={submit} noValidate>
      <h3 className="font-semibold">{t('reliefDrives.addNeedHeading')}</h3>
      <TextInput
        label={t('reliefDrives.itemLabel')}
        hint={t('reliefDrives.itemHint')}
        value={item}
        onChange={(change) => setItem(change.target.value)}
        maxLength={ITEM_MAX}
        error={errors.item}
        required
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextInput
          label={t('reliefDrives.unitLabel')}
          hint={t('reliefDrives.unitHint')}
          value={unit}
          onChange={(change) => setUnit(change.target.value)}
          maxLength={UNIT_MAX}
          error={errors.unit}
          required
        />
        <TextInput
          label={t('reliefDrives.howManyLabel')}
          value={quantity}
          onChange={(change) => setQuantity(change.target.value)}
          inputMode="numeric"
          autoComplete="off"
          error={errors.quantity}
          required
        />
      </div>
      {errors.form && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.form}
        </p>
      )}
      <div>
        <button type="submit" className="btn-primary" aria-busy={add.isPending}>
          {t('reliefDrives.addNeed')}
        </button>
      </div>
    </form>
  );
}

const DROPOFF_FIELDS = ['name', 'address', 'barangay', 'hours', 'contactName', 'contactNumber'] as const;
type DropoffField = (typeof DROPOFF_FIELDS)[number];
const EMPTY_DROPOFF: Record<DropoffField, string> = {
  name: '',
  address: '',
  barangay: '',
  hours: '',
  contactName: '',
  contactNumber: '',
};

function AddDropoff({ eventID }: { eventID: number }) {
  const { t } = useTranslation();
  const add = useAddDropoff(eventID);
  const [values, setValues] = useState(EMPTY_DROPOFF);
  const [missing, setMissing] = useState<DropoffField[]>([]);
  const [failure, setFailure] = useState<string>();
  const labels: Record<DropoffField, string> = {
    name: t('reliefDrives.dropoffName'),
    address: t('reliefDrives.dropoffAddress'),
    barangay: t('reliefDrives.dropoffBarangay'),
    hours: t('reliefDrives.dropoffHours'),
    contactName: t('reliefDrives.dropoffContactName'),
    contactNumber: t('reliefDrives.dropoffContactNumber'),
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    const trimmed = Object.fromEntries(
      DROPOFF_FIELDS.map((field) => [field, values[field].trim()]),
    ) as Record<DropoffField, string>;
    const empty = DROPOFF_FIELDS.filter((field) => !trimmed[field]);
    setMissing(empty);
    if (empty.length > 0) return;
    add.mutate(trimmed, {
      onSuccess: () => {
        toast.success(t('reliefDrives.dropoffAdded', { name: trimmed.name }));
        setValues(EMPTY_DROPOFF);
        setFailure(undefined);
      },
      onError: (error) => setFailure(reasonOf(error, t('reliefDrives.saveFailed'))),
    });
  };
  return (
    <form className="grid gap-3 border-t border-stone-100 pt-4" onSubmit={submit} noValidate>
      <h3 className="font-semibold">{t('reliefDrives.addDropoffHeading')}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        {DROPOFF_FIELDS.map((field) => (
          <TextInput
            key={field}
            label={labels[field]}
            hint={field === 'hours' ? t('reliefDrives.dropoffHoursHint') : undefined}
            value={values[field]}
            onChange={(change) => setValues((now) => ({ ...now, [field]: change.target.value }))}
            type={field === 'contactNumber' ? 'tel' : 'text'}
            autoComplete="off"
            error={missing.includes(field) ? t('reliefDrives.fieldRequired') : undefined}
            required
          />
        ))}
      </div>
      {failure && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {failure}
        </p>
      )}
      <div>
        <button type="submit" className="btn-primary" aria-busy={add.isPending}>
          {t('reliefDrives.addDropoff')}
        </button>
      </div>
    </form>
  );
}

function DropoffList({ dropoffs }: { dropoffs: Dropoff[] }) {
  const { t } = useTranslation();
  if (dropoffs.length === 0) return <p className="text-stone-600">{t('reliefDrives.noDropoffs')}</p>;
  return (
    <ul className="grid gap-3 text-sm sm:grid-cols-2">
      {dropoffs.map((point) => (
        <li key={point.dropoffID} className="grid gap-1">
          <h3 className="text-base font-bold break-words">{point.name}</h3>
          <DropoffDetails point={point} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Below an edited drive's form: its needs (add one, change how many, mark one "Enough") and its drop-off points
 * (add one). Each change is saved at once, apart from the event's own Save.
 */
export function DriveEditor({ eventID }: { eventID: number }) {
  const { t } = useTranslation();
  const id = useId();
  const needs = useNeeds(eventID);
  const dropoffs = useDropoffs(eventID);
  return (
    <div className="mt-8 grid gap-6">
      <section aria-labelledby={`${id}-needs`} className="grid gap-3 rounded-2xl border border-stone-200 p-4">
        <h2 id={`${id}-needs`} className="text-xl font-bold">
          {t('reliefDrives.needsHeading')}
        </h2>
        {needs.isPending ? (
          <StatusMessage kind="loading">{t('reliefDrives.needsLoading')}</StatusMessage>
        ) : needs.isError ? (
          <StatusMessage kind="error" onRetry={() => void needs.refetch()}>
            {t('reliefDrives.needsFailed')}
          </StatusMessage>
        ) : needs.data.length === 0 ? (
          <p className="text-stone-600">{t('reliefDrives.noNeeds')}</p>
        ) : (
          <ul className="divide-y divide-stone-100">
            {needs.data.map((need) => (
              <NeedEditor key={need.needID} eventID={eventID} need={need} />
            ))}
          </ul>
        )}
        <AddNeed eventID={eventID} />
      </section>
      <section
        aria-labelledby={`${id}-dropoffs`}
        className="grid gap-3 rounded-2xl border border-stone-200 p-4"
      >
        <h2 id={`${id}-dropoffs`} className="text-xl font-bold">
          {t('reliefDrives.dropoffsHeading')}
        </h2>
        {dropoffs.isPending ? (
          <StatusMessage kind="loading">{t('reliefDrives.dropoffsLoading')}</StatusMessage>
        ) : dropoffs.isError ? (
          <StatusMessage kind="error" onRetry={() => void dropoffs.refetch()}>
            {t('reliefDrives.dropoffsFailed')}
          </StatusMessage>
        ) : (
          <DropoffList dropoffs={dropoffs.data} />
        )}
        <AddDropoff eventID={eventID} />
      </section>
    </div>
  );
}
