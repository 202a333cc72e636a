import { formatPercent } from '@/lib/format';

/** Rank / members x 100; at or below 10 is Excellent, at or below 50 Above Average. */
export type PercentileBand = 'Excellent' | 'Above Average' | 'Below Average';

/** Where `rank` sits among `members` as a percentage (1st of 29 -> 3.45; lower is better). */
export function leaguePercentile(rank: number, members: number): number | null {
  if (!(rank > 0) || !(members > 0)) return null;
  return (rank / members) * 100;
}

/**
 * The percentile in words a manager reads the right way round: 'Top 3.4%' in the better half, else
 * 'Bottom 3.4%' (the share of the league at or below them), so last place is never '100%'.
 */
export function standingWords(rank: number, members: number): string | null {
  const percentile = leaguePercentile(rank, members);
  if (percentile === null) return null;
  if (percentile <= 50) return `Top ${formatPercent(percentile)}`;
  return `Bottom ${formatPercent(((members - rank + 1) / members) * 100)}`;
}

export function percentileBand(percentile: number): PercentileBand {
  if (percentile <= 10) return 'Excellent';
  if (percentile <= 50) return 'Above Average';
  return 'Below Average';
}

/** The badge tone for each band: green for the best, brand purple for the middle, plain otherwise. */
export const BAND_TONE: Record<PercentileBand, 'success' | 'secondary' | 'outline'> = {
  Excellent: 'success',
  'Above Average': 'secondary',
  'Below Average': 'outline',
};
