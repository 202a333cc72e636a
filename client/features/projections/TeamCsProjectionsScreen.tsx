import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TeamCsRow } from '@contracts/api/team-projections';
import { PageHeader } from '@/components/page-header';
import { teamCsProjectionsQuery } from '@/api/projections';
import { ProjectionStates } from './components/ProjectionStates';
import { CLEAN_SHEETS_TABLE } from './components/table-configs';
import { TeamTableView } from './components/TeamTableView';
import { formatCs } from './lib/format';
import { gameweeksOf } from './lib/range';
import { averageFooter, cellsOf, type TeamTableRow } from './lib/team-table';
import { answeredRange, useChosenRange } from './lib/use-range';

/** A clean-sheet row: the averages are percent per match; the expected count is not a column. */
const csRow = (row: TeamCsRow): TeamTableRow => ({
  teamId: row.team_id,
  name: row.team_name,
  short: row.team_short,
  gameweeks: cellsOf(row.gameweeks, formatCs),
  total: row.period_clean_sheets,
  season: row.season_cs_per_game,
  average: row.period_cs_per_game,
});

export default function TeamCsProjectionsScreen() {
  const { request, choose } = useChosenRange();
  const query = useQuery({ ...teamCsProjectionsQuery(request), placeholderData: keepPreviousData });
  return (
    <>
      <PageHeader
        title="Team CS Projections"
        description="Each club's chance of a clean sheet, gameweek by gameweek: finished matches as 100% or 0%, the rest from the match model. A double gameweek shows the mean of its two matches."
      />
      <ProjectionStates query={query} what="team clean sheet projections">
        {(data) => {
          const rows = data.rows.map(csRow);
          return (
            <TeamTableView
              data={data}
              onRange={choose}
              rows={rows}
              footer={averageFooter(rows, gameweeksOf(answeredRange(data)))}
              config={CLEAN_SHEETS_TABLE}
            />
          );
        }}
      </ProjectionStates>
    </>
  );
}
