import type { Need } from '@tabang/shared';
import { StatusMessage } from '../../components/status-message';
import { useTranslation } from '../../lib/i18n';
import { useNeeds } from './api';
import { needShares, pledgeable } from './needs';

/**
 * One need: how many are still needed, with a bar of what has arrived (dark) and what is pledged and on its way
 * (light); "Enough, thank you" once the organiser says so. The bar is drawn for the eye; its words say the same.
 */
function NeedRow({ need, onPledge }: { need: Need; onPledge?: (need: Need) => void }) {
  const { t } = useTranslation();
  const still = pledgeable(need);
  const shares = needShares(need);
  return (
    <li className="grid gap-2 py-3" data-testid="need">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h3 className="font-bold break-words text-stone-900">{need.item}</h3>
        {need.enough ? (
          <span className="font-semibold text-brand-800" data-testid="need-enough">
            {t('reliefDrives.enough')}
          </span>
        ) : (
          <span className="font-semibold text-stone-900" data-testid="need-still">
            {still > 0
              ? t('reliefDrives.stillNeeded', { count: still, unit: need.unit })
              : t('reliefDrives.allPledged')}
          </span>
        )}
      </div>
      {!need.enough && (
        <>
          <div className="flex h-2.5 w-full overflow-hidden rounded-full bg-stone-200" aria-hidden="true">
            <div className="h-full bg-brand-700" style={{ width: `${shares.received}%` }} />
            <div className="h-full bg-brand-300" style={{ width: `${shares.pledged}%` }} />
          </div>
          <p className="text-sm text-stone-700" data-testid="need-counts">
            {t('reliefDrives.counts', {
              unit: need.unit,
              needed: String(need.quantityNeeded),
              received: String(need.quantityReceived),
              pledged: String(need.quantityPledged),
            })}
          </p>
        </>
      )}
      {onPledge && still > 0 && (
        <div>
          <button
            type="button"
            className="btn-primary"
            aria-haspopup="dialog"
            aria-label={t('reliefDrives.pledgeItem', { item: need.item })}
            onClick={() => onPledge(need)}
          >
            {t('reliefDrives.pledge')}
          </button>
        </div>
      )}
    </li>
  );
}

/** A drive's needs list; `onPledge` (absent when the drive takes no pledges now) opens the pledge dialog. */
export function NeedsList({ eventID, onPledge }: { eventID: number; onPledge?: (need: Need) => void }) {
  const { t } = useTranslation();
  const needs = useNeeds(eventID);
  if (needs.isPending) return <StatusMessage kind="loading">{t('reliefDrives.needsLoading')}</StatusMessage>;
  if (needs.isError)
    return (
      <StatusMessage kind="error" onRetry={() => void needs.refetch()}>
        {t('reliefDrives.needsFailed')}
      </StatusMessage>
    );
  if (needs.data.length === 0) return <p className="text-stone-600">{t('reliefDrives.noNeeds')}</p>;
  return (
    <ul className="divide-y divide-stone-100">
      {needs.data.map((need) => (
        <NeedRow key={need.needID} need={need} onPledge={onPledge} />
      ))}
    </ul>
  );
}
