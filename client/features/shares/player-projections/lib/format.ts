import { formatNumber, formatPercent } from '@/lib/format';
import { poundsPerGoal, type PlayerRow } from './player-rows';

/** A season figure to one decimal: 12.34 -> "12.3". */
export const formatProjected = (n: number) => formatNumber(n, 1);

/** A share fraction as a percentage: 0.2549 -> "25.5%". */
export const formatShare = (share: number) => formatPercent(share * 100);

/** Millions per projected goal, two decimals ("£0.46m"); N/A when he projects no goal (spec 2.11). */
export function formatPerGoal(row: PlayerRow): string {
  const value = poundsPerGoal(row);
  return value === null ? 'N/A' : `£${value.toFixed(2)}m`;
}

/** "After GW11" when a gameweek has finished, else the season's start. */
export const fromWhen = (gameweek: number | null) =>
  gameweek === null ? 'before the season starts' : `after GW${gameweek}`;
