import type { SortKey } from '../lib/sort';
import { BANDS, type Bands } from '../lib/colours';
import { formatCs, formatGoals } from '../lib/format';
import type { TeamTableConfig } from './TeamTableView';

/** A count table (goals, assists): Period Total, Season Total and a per-game average, summed in TOTAL. */
function countTable(
  measure: string,
  averageLabel: string,
  bands: Bands,
  extraSort: ReadonlyArray<{ value: SortKey; label: string }> = [],
): TeamTableConfig {
  return {
    measure,
    totals: [
      { key: 'total', label: 'Period Total' },
      { key: 'season', label: 'Season Total' },
      { key: 'average', label: averageLabel },
    ],
    sortOptions: [
      { value: 'total', label: 'Period Total' },
      { value: 'season', label: 'Season Total' },
      { value: 'average', label: averageLabel },
      ...extraSort,
      { value: 'team', label: 'Team Name' },
    ],
    footerLabel: 'TOTAL',
    format: formatGoals,
    bands,
    combine: 'sum',
  };
}

export const GOALS_SCORED_TABLE = countTable('Goals scored', 'Avg/Game', BANDS.teamGoals);

export const GOALS_AGAINST_TABLE = countTable('Goals against', 'Avg Against/Game', BANDS.teamGoalsAgainst, [
  { value: 'defensive', label: 'Defensive Ranking' },
]);

export const ASSISTS_TABLE = countTable('Assists', 'Avg/Game', BANDS.teamAssists);

/** Percentages: averaged, never summed; the default sort is Period CS/Game. */
export const CLEAN_SHEETS_TABLE: TeamTableConfig = {
  measure: 'Clean-sheet chance',
  totals: [
    { key: 'average', label: 'Period CS/Game' },
    { key: 'season', label: 'Season CS/Game' },
  ],
  sortOptions: [
    { value: 'average', label: 'Period CS/Game' },
    { value: 'season', label: 'Season CS/Game' },
    { value: 'team', label: 'Team Name' },
  ],
  footerLabel: 'League average',
  format: formatCs,
  bands: BANDS.teamCs,
  unit: '%',
  combine: 'mean',
};
