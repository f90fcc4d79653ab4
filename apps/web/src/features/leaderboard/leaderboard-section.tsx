import {
  formatPeso,
  LEADERBOARD_DECIMALS,
  LEADERBOARD_PODIUM_SIZE,
  type LeaderboardEntry,
} from '@tabang/shared';
import { StatusMessage } from '../../components/status-message';
import { useTranslation } from '../../lib/i18n';
import { useDrawnInSlices } from '../../lib/use-drawn-in-slices';
import { useLeaderboard } from './api';

const amount = (pesos: number) => formatPeso(pesos, LEADERBOARD_DECIMALS);

/**
 * On wide screens the first place stands in the middle, the second on its left, the third on its right; donors
 * tied for a place stand side by side.
 */
const PLACE_POSITIONS: Record<number, string> = {
  1: 'sm:order-2 sm:pb-10',
  2: 'sm:order-1 sm:mt-8',
  3: 'sm:order-3 sm:mt-12',
};
/** Gold, silver and bronze by rank, so donors tied for second both get silver. */
const RANK_COLOURS: Record<number, string> = {
  1: 'bg-amber-100 ring-amber-400',
  2: 'bg-stone-100 ring-stone-400',
  3: 'bg-orange-100 ring-orange-400',
};

function Podium({ entries }: { entries: LeaderboardEntry[] }) {
  const { t } = useTranslation();
  return (
    <ol
      aria-label={t('leaderboard.podium')}
      className={`grid gap-4 sm:items-start ${entries.length > LEADERBOARD_PODIUM_SIZE ? 'sm:auto-cols-fr sm:grid-flow-col' : 'sm:grid-cols-3'}`}
    >
      {entries.map((entry) => (
        <li
          key={entry.userID}
          data-testid="podium-entry"
          className={`rounded-2xl p-5 text-center ring-2 ${PLACE_POSITIONS[entry.rank] ?? ''} ${RANK_COLOURS[entry.rank] ?? ''}`}
        >
          <p className="text-3xl font-black text-stone-800">
            <span className="sr-only">{t('leaderboard.rank', { rank: String(entry.rank) })}</span>
            <span aria-hidden="true">#{entry.rank}</span>
          </p>
          {/* The display name only: `username` says no more than it (the account's own username, built from
              the whole surname, is never public). */}
          <p className="mt-2 text-lg font-bold wrap-anywhere">{entry.name}</p>
          <p className="mt-3 text-2xl font-extrabold text-brand-800">
            <span className="sr-only">{t('leaderboard.totalDonated')}: </span>
            {amount(entry.totalDonated)}
          </p>
          <p className="text-sm text-stone-600">
            {t('leaderboard.donationCount', { count: entry.donationCount })}
          </p>
        </li>
      ))}
    </ol>
  );
}

function RestList({ entries }: { entries: LeaderboardEntry[] }) {
  const { t } = useTranslation();
  return (
    <ol
      aria-label={t('leaderboard.others')}
      className="mt-6 divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white"
    >
      {entries.map((entry) => (
        <li key={entry.userID} data-testid="leaderboard-entry" className="flex items-center gap-4 px-4 py-3">
          <span className="w-10 shrink-0 text-center text-lg font-bold text-stone-500">
            <span className="sr-only">{t('leaderboard.rank', { rank: String(entry.rank) })}</span>
            <span aria-hidden="true">{entry.rank}</span>
          </span>
          <span className="min-w-0 flex-1">
            {/* Names and counts wrap rather than clip: a person's name is shown whole, and "Donations: 6" runs longer
                in Filipino and Cebuano. */}
            <span className="block font-semibold wrap-anywhere">{entry.name}</span>
            <span className="block wrap-anywhere text-sm text-stone-600">
              {t('leaderboard.donationCount', { count: entry.donationCount })}
            </span>
          </span>
          <span className="shrink-0 font-bold text-brand-800">
            <span className="sr-only">{t('leaderboard.totalDonated')}: </span>
            {amount(entry.totalDonated)}
          </span>
        </li>
      ))}
    </ol>
  );
}

/**
 * The donor leaderboard: the top 3 ranks on a podium (donors with equal totals share a rank, from the API, so a
 * tie for #3 puts both there) and the rest listed, amounts in PHP with no decimals.
 * `limit` caps how many donors are shown (Home shows a short list and links to the full page), but for a tie on the
 * podium.
 */
export function LeaderboardBoard({ limit }: { limit?: number }) {
  const { t } = useTranslation();
  const query = useLeaderboard();
  const data = useDrawnInSlices(query.data);
  if (query.isError)
    return (
      <StatusMessage kind="error" onRetry={() => void query.refetch()}>
        {t('leaderboard.failure')}
      </StatusMessage>
    );
  if (!data) return <StatusMessage kind="loading">{t('leaderboard.loading')}</StatusMessage>;
  if (data.length === 0) return <StatusMessage kind="empty">{t('leaderboard.empty')}</StatusMessage>;
  // The limit never cuts the podium: donors tied for a place on it are all shown.
  const podium = data.filter((entry) => entry.rank <= LEADERBOARD_PODIUM_SIZE);
  const rest = data.slice(podium.length, Math.max(limit ?? data.length, podium.length));
  return (
    <div data-testid="leaderboard">
      <Podium entries={podium} />
      {rest.length > 0 && <RestList entries={rest} />}
    </div>
  );
}
