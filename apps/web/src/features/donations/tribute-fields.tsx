import {
  TRIBUTE_KINDS,
  TRIBUTE_NAME_MAX,
  type TributeInput,
  type TributeKind,
  ZTribute,
} from '@tabang/shared';
import { useId, useRef, useState } from 'react';
import { TextInput } from '../../components/form/controls';
import { translateText } from '../../lib/i18n';
import { useTributeTexts } from './tribute-texts';

/** The "Dedicate this gift" section as typed: off, or a kind, a name, the family's address and the amount choice. */
export type TributeDraft = {
  on: boolean;
  kind: TributeKind | '';
  name: string;
  notifyEmail: string;
  showAmount: boolean;
};
type Field = 'kind' | 'name' | 'notifyEmail';
export type TributeErrors = Partial<Record<Field, string>>;

export const EMPTY_TRIBUTE: TributeDraft = {
  on: false,
  kind: '',
  name: '',
  notifyEmail: '',
  showAmount: false,
};

/**
 * The draft held to the shared rule: `{ tribute }` to send (undefined while the section is off), or each field's
 * problem as a catalogue message.
 */
export function checkTribute(
  draft: TributeDraft,
): { ok: true; tribute: TributeInput | undefined } | { ok: false; errors: TributeErrors } {
  if (!draft.on) return { ok: true, tribute: undefined };
  const email = draft.notifyEmail.trim();
  const tribute: TributeInput = {
    kind: draft.kind as TributeKind,
    name: draft.name,
    // The amount is only ever in the family's email, so without an address there is nothing to show it in.
    showAmount: draft.showAmount && email !== '',
    ...(email ? { notifyEmail: email } : {}),
  };
  const parsed = ZTribute.safeParse(tribute);
  if (parsed.success) return { ok: true, tribute };
  const errors: TributeErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/**
 * The section's state for a form: `fields` for <TributeFields>, and `submit()`, which checks the draft, shows its
 * problems and moves focus to the first, and gives what to send (false: do not send).
 */
export function useTributeFields() {
  const [draft, setDraft] = useState<TributeDraft>(EMPTY_TRIBUTE);
  const [errors, setErrors] = useState<TributeErrors>({});
  const root = useRef<HTMLDivElement>(null);
  const submit = (): TributeInput | undefined | false => {
    const result = checkTribute(draft);
    setErrors(result.ok ? {} : result.errors);
    if (result.ok) return result.tribute;
    const first = (['kind', 'name', 'notifyEmail'] as const).find((field) => result.errors[field]);
    root.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
    return false;
  };
  const onChange = (change: Partial<TributeDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    // A field's problem goes as soon as it is edited; the others wait for the next submit.
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(change)) delete next[key as Field];
      return next;
    });
  };
  return { fields: { draft, errors, onChange, rootRef: root }, submit };
}

/**
 * "Dedicate this gift": a checkbox that opens the section (in memory / in honour of, the name, the family's email
 * and whether it says the amount). Kept out of the dialog so the dialog only places it and sends what it gives.
 */
export function TributeFields({
  draft,
  errors,
  onChange,
  rootRef,
}: ReturnType<typeof useTributeFields>['fields']) {
  const { t, ready } = useTributeTexts();
  const sectionId = useId();
  const hintId = useId();
  const kindErrorId = useId();
  const amountHintId = useId();
  // Its texts come a moment after the dialog's own; the rest of the dialog does not wait for them.
  if (!ready) return null;
  return (
    <div ref={rootRef}>
      <label className="flex min-h-11 items-center gap-3 font-medium text-stone-800">
        <input
          type="checkbox"
          checked={draft.on}
          aria-controls={sectionId}
          aria-describedby={hintId}
          className="size-5 shrink-0 accent-brand-700"
          onChange={(event) => onChange({ on: event.target.checked })}
        />
        {t('tributePages.toggle')}
      </label>
      <p id={hintId} className="text-sm text-stone-600">
        {t('tributePages.toggleHint')}
      </p>
      <div
        id={sectionId}
        hidden={!draft.on}
        className="mt-3 space-y-4 rounded-lg border border-stone-200 p-3"
      >
        {draft.on && (
          <>
            <fieldset aria-describedby={errors.kind ? kindErrorId : undefined}>
              <legend className="font-medium text-stone-800">{t('tributePages.kindLegend')}</legend>
              <div className="mt-1 flex flex-wrap gap-x-6">
                {TRIBUTE_KINDS.map((kind, index) => (
                  <label key={kind} className="flex min-h-11 items-center gap-2">
                    <input
                      type="radio"
                      name={`${sectionId}-kind`}
                      value={kind}
                      checked={draft.kind === kind}
                      aria-invalid={errors.kind ? true : undefined}
                      data-field={index === 0 ? 'kind' : undefined}
                      className="size-5 accent-brand-700"
                      onChange={() => onChange({ kind })}
                    />
                    {t(`tributePages.kinds.${kind}`)}
                  </label>
                ))}
              </div>
              {errors.kind && (
                <p id={kindErrorId} className="mt-1 text-sm font-medium text-red-700">
                  {translateText(errors.kind)}
                </p>
              )}
            </fieldset>
            <TextInput
              label={t('tributePages.nameLabel')}
              value={draft.name}
              maxLength={TRIBUTE_NAME_MAX + 20}
              autoComplete="off"
              required
              data-field="name"
              error={errors.name}
              onChange={(event) => onChange({ name: event.target.value })}
            />
            <TextInput
              label={t('tributePages.emailLabel')}
              type="email"
              value={draft.notifyEmail}
              autoComplete="off"
              data-field="notifyEmail"
              hint={t('tributePages.emailHint')}
              error={errors.notifyEmail}
              onChange={(event) => onChange({ notifyEmail: event.target.value })}
            />
            <div>
              <label className="flex min-h-11 items-center gap-3 text-stone-800">
                <input
                  type="checkbox"
                  checked={draft.showAmount}
                  disabled={!draft.notifyEmail.trim()}
                  aria-describedby={amountHintId}
                  className="size-5 shrink-0 accent-brand-700"
                  onChange={(event) => onChange({ showAmount: event.target.checked })}
                />
                {t('tributePages.showAmountLabel')}
              </label>
              <p id={amountHintId} className="text-sm text-stone-600">
                {t('tributePages.showAmountHint')}
              </p>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
