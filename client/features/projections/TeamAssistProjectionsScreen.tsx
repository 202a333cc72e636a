import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PageHeader } from '@/components/page-header';
import { formatNumber } from '@/lib/format';
import { teamAssistProjectionsQuery } from '@/api/projections';
import { AssistSummaryCards } from './components/AssistSummaryCards';
import { ProjectionStates } from './components/ProjectionStates';
import { ASSISTS_TABLE } from './components/table-configs';
import { TeamTableView } from './components/TeamTableView';
import { assistSummary } from './lib/assist-summary';
import { formatGoals } from './lib/format';
import { gameweeksOf } from './lib/range';
import { totalsFooter, totalsRow } from './lib/team-table';
import { answeredRange, useChosenRange } from './lib/use-range';

export default function TeamAssistProjectionsScreen() {
  const { request, choose } = useChosenRange();
  const query = useQuery({ ...teamAssistProjectionsQuery(request), placeholderData: keepPreviousData });
  return (
    <>
      <PageHeader
        title="Team Assist Projections"
        description="Assists each club is projected to make, gameweek by gameweek: its goals (actual or expected) times the assists the game credits per goal."
      />
      <ProjectionStates query={query} what="team assist projections">
        {(data) => {
          const rows = data.rows.map((r) => totalsRow(r, formatGoals));
          return (
            <TeamTableView
              data={data}
              onRange={choose}
              rows={rows}
              footer={totalsFooter(data.totals, formatGoals)}
              config={ASSISTS_TABLE}
            >
              <AssistSummaryCards summary={assistSummary(rows, gameweeksOf(answeredRange(data)))} />
              <p className="mb-3 text-xs text-muted-foreground">
                {formatNumber(data.assists_per_goal.value, 2)} assists per goal:{' '}
                {data.assists_per_goal.source}
              </p>
            </TeamTableView>
          );
        }}
      </ProjectionStates>
    </>
  );
}
