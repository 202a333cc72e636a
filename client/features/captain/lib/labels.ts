import type { CaptainCard } from '@contracts/api/player-scores';
import type { FilterOption } from '@/components/players/FilterSelect';

export const STRATEGY_OPTIONS: FilterOption[] = [
  { value: 'safe', label: 'Safe Picks (Popular)' },
  { value: 'differential', label: 'Differential Picks' },
  { value: 'all', label: 'All Options' },
];

/**
 * The candidate card tints a fixture by three bands, lighter than the grid palette: green at 2 or
 * less, yellow at 3, red above.
 */
export function difficultyTone(difficulty: number): string {
  if (difficulty <= 2) return 'bg-green-100 text-green-800';
  if (difficulty <= 3) return 'bg-yellow-100 text-yellow-900';
  return 'bg-red-100 text-red-800';
}

/** "vs LIV" at home, "@ LIV" away. */
export function fixtureText(f: CaptainCard['fixtures'][number]): string {
  return `${f.home ? 'vs' : '@'} ${f.opponentShort}`;
}

/** Essential and Strong Pick green, Good Option purple, Risky amber, Avoid red. */
export function recommendationVariant(
  rec: CaptainCard['recommendation'],
): 'success' | 'default' | 'warning' | 'destructive' {
  if (rec === 'essential' || rec === 'strong') return 'success';
  if (rec === 'good') return 'default';
  if (rec === 'risky') return 'warning';
  return 'destructive';
}

/** Four tips: safe when ahead, differential when behind, form matters, check team news. */
export const CAPTAIN_TIPS = [
  'Ahead in your league? Back the safe, popular pick: if he scores, your rivals gain nothing.',
  'Behind and running out of gameweeks? A differential captain gains ground on everyone who did not pick him.',
  'Form matters: a player in form with a kind fixture usually beats a big name out of form.',
  'Check team news before the deadline: a doubtful captain who does not play hands the armband to your vice-captain.',
] as const;
