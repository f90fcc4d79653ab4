import { CHARITY_IDENTITY_LABELS, type IdentityChange } from '@tabang/shared';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n';

/** One side of a change: the text, the logo (an image path of the API), or "(none)" for an empty value. */
function Value({ change, side }: { change: IdentityChange; side: 'before' | 'after' }) {
  const { t } = useTranslation();
  const value = change[side];
  if (value === null) return <span className="italic">{t('admin.identity.none')}</span>;
  if (change.field === 'organizationProfilePicture')
    return (
      <img
        src={`/api${value}`}
        alt={t(side === 'before' ? 'admin.identity.logoBefore' : 'admin.identity.logoAfter')}
        width={48}
        height={48}
        className="inline-block size-12 rounded-lg bg-white object-cover align-middle"
      />
    );
  return value;
}

/**
 * A charity an edit sent back to verification: each field that says who it is and changed since an admin last
 * verified it, as "Name: Davao Kids Fund → Philippine Red Cross - Davao Chapter", for the admin to check first.
 */
export function IdentityReview({ changes }: { changes: IdentityChange[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4"
      data-testid="identity-review"
    >
      <h3 id={headingId} className="font-bold">
        {t('admin.identity.heading')}
      </h3>
      <p className="mt-1 text-sm text-stone-700">{t('admin.identity.intro')}</p>
      <ul className="mt-2 grid gap-2">
        {changes.map((change) => (
          <li key={change.field} className="break-words text-stone-900">
            <span className="font-semibold">{t(CHARITY_IDENTITY_LABELS[change.field])}:</span>{' '}
            <span className="sr-only">{t('admin.identity.before')} </span>
            <del className="text-red-800">
              <Value change={change} side="before" />
            </del>{' '}
            <span aria-hidden="true">→</span> <span className="sr-only">{t('admin.identity.after')} </span>
            <ins className="font-semibold text-brand-900 no-underline">
              <Value change={change} side="after" />
            </ins>
          </li>
        ))}
      </ul>
    </section>
  );
}
