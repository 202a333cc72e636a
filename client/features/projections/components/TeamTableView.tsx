import { useState, type ReactNode } from 'react';
import type { ProjectionTeam } from '@contracts/api/projections';
import { FilterSelect, type FilterOption } from '@/components/players/FilterSelect';
import { EmptyState } from '@/components/ui/state-blocks';
import type { Bands } from '../lib/colours';
import { ALL_TEAMS, gameweeksOf, rangeLabel, teamChoices, type GameweekRange } from '../lib/range';
import { gameweekOf, gwKey, nextSort, sortBy, sortTeams, type SortKey, type TeamSort } from '../lib/sort';
import type { CellCombine, FooterRow, TeamTableRow } from '../lib/team-table';
import { answeredRange } from '../lib/use-range';
import { RangeFilters } from './RangeFilters';
import { TeamTable, type TotalColumn } from './TeamTable';

export interface TeamTableConfig {
  /** What the cells measure, for the table's caption: 'Goals scored'. */
  measure: string;
  totals: readonly TotalColumn[];
  /** The Sort by choices besides the gameweeks, the default first. */
  sortOptions: ReadonlyArray<FilterOption & { value: SortKey }>;
  footerLabel: string;
  format: (value: number) => string;
  bands: Bands;
  unit?: string;
  /** How a double gameweek's cell combines its matches: goals and assists add up, percentages average. */
  combine: CellCombine;
}

interface Props {
  data: { start_gw: number; end_gw: number; teams: readonly ProjectionTeam[] };
  onRange: (range: GameweekRange) => void;
  /** Every club's row; the Team filter narrows them here, the footer stays league-wide. */
  rows: readonly TeamTableRow[];
  footer: FooterRow;
  config: TeamTableConfig;
  /** Cards shown between the filters and the table (summary, balance). */
  children?: ReactNode;
}

/** A team page below its title: Start GW, End GW, Team and Sort by, the cards, the table. */
export function TeamTableView({ data, onRange, rows, footer, config, children }: Props) {
  const range = answeredRange(data);
  const gameweeks = gameweeksOf(range);
  const defaultKey = config.sortOptions[0]?.value ?? 'total';
  const [team, setTeam] = useState(ALL_TEAMS);
  const [chosenSort, setSort] = useState<TeamSort>(() => sortBy(defaultKey));
  // A gameweek sort whose column left the range falls back to the page's default.
  const sortedGw = gameweekOf(chosenSort.key);
  const sort = sortedGw === null || gameweeks.includes(sortedGw) ? chosenSort : sortBy(defaultKey);
  const shown = sortTeams(team === ALL_TEAMS ? rows : rows.filter((r) => String(r.teamId) === team), sort);
  const sortOptions = [
    ...config.sortOptions,
    ...gameweeks.map((gw) => ({ value: gwKey(gw), label: `GW${gw}` })),
  ];

  return (
    <>
      <RangeFilters
        range={range}
        onRange={onRange}
        teams={teamChoices(data.teams)}
        team={team}
        onTeam={setTeam}
      >
        <FilterSelect
          label="Sort by"
          value={sort.key}
          options={sortOptions}
          onChange={(key) => setSort(sortBy(key as SortKey))}
        />
      </RangeFilters>
      {children}
      {rows.length === 0 ? (
        <EmptyState
          title="No team projections available"
          message="The game lists no clubs for this season yet, so there is nothing to project."
        />
      ) : (
        <TeamTable
          caption={`${config.measure}, ${rangeLabel(range)}`}
          gameweeks={gameweeks}
          rows={shown}
          footer={{ label: config.footerLabel, row: footer }}
          totals={config.totals}
          format={config.format}
          bands={config.bands}
          unit={config.unit}
          combine={config.combine}
          sort={sort}
          onSort={(key) => setSort(nextSort(sort, key))}
        />
      )}
    </>
  );
}
