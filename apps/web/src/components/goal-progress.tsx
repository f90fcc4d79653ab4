import { type Event, formatPeso, toCentavos } from '@tabang/shared';
import { useTranslation } from '../lib/i18n';

type Totals = Pick<Event, 'goalAmount' | 'raisedAmount' | 'donorCount'>;

/** Whole percent of the goal raised, rounded down (100% only once reached), past 100 when over; in centavos, exact. */
export const goalPercent = (raised: number, goal: number) =>
  Math.floor((toCentavos(raised) * 100) / toCentavos(goal));

/**
 * What an event has raised. With a goal: a progress bar (its value in pesos, spoken as "₱12,500.00 raised of
 * ₱50,000.00 goal, 25%"), raised of goal, percent and donors; the bar stops at full, the percent does not.
 * Without one: "₱12,500.00 raised · 14 donors". Nothing given yet invites the first gift.
 */
export function GoalProgress({ event, className = '' }: { event: Totals; className?: string }) {
  const { t } = useTranslation();
  const raised = formatPeso(event.raisedAmount, 2);
  const given = event.raisedAmount > 0;
  if (event.goalAmount === null)
    return (
      <p className={`text-sm font-semibold text-brand-800 ${className}`} data-testid="goal-progress">
        {given
          ? t('goals.raisedNoGoal', { amount: raised, count: event.donorCount })
          : t('goals.firstToGive')}
      </p>
    );

  const goal = formatPeso(event.goalAmount, 2);
  const percent = goalPercent(event.raisedAmount, event.goalAmount);
  const percentText =
    given && percent === 0 ? t('goals.underOnePercent') : t('goals.percent', { percent: String(percent) });
  // A sliver shows as soon as anything is given, so the first gift visibly moves the bar.
  const width = given ? Math.min(100, Math.max(2, (event.raisedAmount / event.goalAmount) * 100)) : 0;
  return (
    <div className={className} data-testid="goal-progress">
      <div
        role="progressbar"
        aria-label={t('goals.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={event.goalAmount}
        aria-valuenow={Math.min(event.raisedAmount, event.goalAmount)}
        aria-valuetext={t('goals.progressText', { raised, goal, percent: percentText })}
        className="h-2.5 w-full overflow-hidden rounded-full bg-stone-200"
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${width}%` }} />
      </div>
      <p className="mt-1.5 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 text-sm text-stone-700">
        <span>{t('goals.raisedOfGoal', { raised, goal })}</span>
        <span className="font-semibold text-brand-800" data-testid="goal-percent">
          {percentText}
        </span>
      </p>
      <p className="text-sm text-stone-600" data-testid="goal-donors">
        {event.donorCount > 0 ? t('goals.donors', { count: event.donorCount }) : t('goals.firstToGive')}
      </p>
    </div>
  );
}
