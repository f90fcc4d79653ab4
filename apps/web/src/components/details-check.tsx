import { type ReactNode, useId } from 'react';

export type DetailsCheckTexts = {
  heading: string;
  /** "Checked on {date}", with the date already written in. */
  checkedOn: (date: string) => string;
  notChecked: string;
  markChecked: string;
  /** Shown instead of the rows when nothing was given. */
  none: string;
};

/**
 * Details a charity gave (its registration, its donee status), for an admin to compare with their source and mark
 * checked; once checked, no button.
 */
export function DetailsCheck({
  testId,
  given,
  rows,
  checkedAt,
  busy,
  onCheck,
  texts,
}: {
  testId: string;
  given: boolean;
  rows: readonly (readonly [label: string, value: ReactNode])[];
  /** When it was checked, already written for the reader; null while unchecked. */
  checkedAt: string | null;
  busy: boolean;
  onCheck: () => void;
  texts: DetailsCheckTexts;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-4 rounded-xl bg-stone-50 p-4" data-testid={testId}>
      <h3 id={headingId} className="font-bold">
        {texts.heading}
      </h3>
      {given ? (
        <>
          <dl className="mt-2 grid gap-3 sm:grid-cols-3">
            {rows.map(([label, value]) => (
              <div key={label} className="min-w-0">
                <dt className="text-xs font-semibold tracking-wide text-stone-500 uppercase">{label}</dt>
                <dd className="break-words text-stone-900">{value ?? '—'}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <p className="text-sm text-stone-700">
              {checkedAt ? texts.checkedOn(checkedAt) : texts.notChecked}
            </p>
            {!checkedAt && (
              <button type="button" className="btn-outline" disabled={busy} onClick={onCheck}>
                {texts.markChecked}
              </button>
            )}
          </div>
        </>
      ) : (
        <p className="mt-1 text-sm text-stone-600">{texts.none}</p>
      )}
    </section>
  );
}
