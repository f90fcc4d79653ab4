import {
  type AddEventFields,
  PERMIT_EXEMPT_REASON_MAX,
  PERMIT_ISSUER_MAX,
  PERMIT_TYPES,
  type PermitType,
  REGISTRATION_NUMBER_MAX,
} from '@tabang/shared';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { ImageInput, Select, TextArea, TextInput } from '../../components/form/controls';
import { useTranslation } from '../../lib/i18n';

/** The event form's permit fields, sent together: a permit is given, or replaced, whole. */
export const PERMIT_FIELDS = [
  'permitType',
  'permitNumber',
  'permitIssuer',
  'permitValidFrom',
  'permitValidUntil',
  'permitExemptReason',
] as const satisfies (keyof AddEventFields)[];

/** The fields each kind of permit has (an exemption: its reason; the others: number, issuer, dates). */
export const permitFieldsOf = (type: PermitType | '' | undefined): (typeof PERMIT_FIELDS)[number][] =>
  !type ? [] : type === 'exempt' ? ['permitExemptReason'] : PERMIT_FIELDS.slice(1, 5);

/**
 * The "Solicitation permit" fieldset of the Add event form and the edit page: its kind, then the fields of that
 * kind, and the photo or scan (required for a DSWD or LGU permit, seen only by the charity and the Tabang team).
 */
export function PermitFields({
  register,
  errors,
  type,
  scan,
  scanError,
  currentScan,
  onScanChange,
}: {
  register: UseFormRegister<AddEventFields>;
  errors: FieldErrors<AddEventFields>;
  /** The kind chosen now. */
  type: PermitType | '' | undefined;
  scan: File | null;
  scanError?: string;
  /** The URL of the scan sent before, when editing. */
  currentScan?: string;
  onScanChange: (file: File | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="rounded-xl border border-stone-200 p-4">
      <legend className="px-1 font-medium text-stone-800">{t('permits.legend')}</legend>
      <p className="mb-3 text-sm text-stone-600">{t('permits.hint')}</p>
      <div className="grid gap-4">
        <Select label={t('permits.typeLabel')} error={errors.permitType?.message} {...register('permitType')}>
          <option value="">{t('permits.typeNone')}</option>
          {PERMIT_TYPES.map((kind) => (
            <option key={kind} value={kind}>
              {t(`permits.types.${kind}`)}
            </option>
          ))}
        </Select>
        {type === 'exempt' && (
          <TextArea
            label={t('permits.reasonLabel')}
            required
            rows={2}
            maxLength={PERMIT_EXEMPT_REASON_MAX}
            hint={t('permits.reasonHint')}
            error={errors.permitExemptReason?.message}
            {...register('permitExemptReason')}
          />
        )}
        {type && type !== 'exempt' && (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextInput
                label={t('permits.numberLabel')}
                required
                maxLength={REGISTRATION_NUMBER_MAX}
                autoComplete="off"
                spellCheck={false}
                hint={t('permits.numberHint')}
                error={errors.permitNumber?.message}
                {...register('permitNumber')}
              />
              <TextInput
                label={t('permits.issuerLabel')}
                required
                maxLength={PERMIT_ISSUER_MAX}
                hint={t('permits.issuerHint')}
                error={errors.permitIssuer?.message}
                {...register('permitIssuer')}
              />
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextInput
                label={t('permits.validFromLabel')}
                type="date"
                required
                error={errors.permitValidFrom?.message}
                {...register('permitValidFrom')}
              />
              <TextInput
                label={t('permits.validUntilLabel')}
                type="date"
                required
                hint={t('permits.datesHint')}
                error={errors.permitValidUntil?.message}
                {...register('permitValidUntil')}
              />
            </div>
          </>
        )}
        {type && (
          <ImageInput
            label={t('permits.scanLabel')}
            name="permitScan"
            file={scan}
            error={scanError}
            current={currentScan}
            required={type !== 'exempt' && !currentScan}
            hint={t('permits.scanHint')}
            onChange={onScanChange}
          />
        )}
        {type && currentScan && (
          <a
            href={currentScan}
            target="_blank"
            rel="noopener noreferrer"
            className="text-brand-800 underline"
          >
            {t('permits.viewScan')}
          </a>
        )}
      </div>
    </fieldset>
  );
}
