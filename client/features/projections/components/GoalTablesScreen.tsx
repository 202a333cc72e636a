import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PageHeader } from '@/components/page-header';
import { teamProjectionsCombinedQuery } from '@/api/projections';
import { formatGoals } from '../lib/format';
import { totalsFooter, totalsRow } from '../lib/team-table';
import { useChosenRange } from '../lib/use-range';
import { BalanceCard } from './BalanceCard';
import { ProjectionStates } from './ProjectionStates';
import { GOALS_AGAINST_TABLE, GOALS_SCORED_TABLE } from './table-configs';
import { TeamTableView } from './TeamTableView';

const PAGES = {
  scored: {
    title: 'Team Goal Projections',
    description:
      'Goals each club is projected to score, gameweek by gameweek: finished matches as they ended, the rest from the match model.',
    what: 'team goal projections',
    config: GOALS_SCORED_TABLE,
  },
  against: {
    title: 'Team Goals Against Projections',
    description:
      'Goals each club is projected to concede, gameweek by gameweek: finished matches as they ended, the rest from the match model.',
    what: 'team goals against projections',
    config: GOALS_AGAINST_TABLE,
  },
} as const;

/** Team Goal Projections and Team Goals Against Projections: one read, one side each. */
export function GoalTablesScreen({ side }: { side: keyof typeof PAGES }) {
  const page = PAGES[side];
  const { request, choose } = useChosenRange();
  const query = useQuery({ ...teamProjectionsCombinedQuery(request), placeholderData: keepPreviousData });
  return (
    <>
      <PageHeader title={page.title} description={page.description} />
      <ProjectionStates query={query} what={page.what}>
        {(data) => (
          <TeamTableView
            data={data}
            onRange={choose}
            rows={(side === 'scored' ? data.goals_scored : data.goals_against).map((r) =>
              totalsRow(r, formatGoals),
            )}
            footer={totalsFooter(
              side === 'scored' ? data.goals_scored_totals : data.goals_against_totals,
              formatGoals,
            )}
            config={page.config}
          >
            <BalanceCard
              scored={data.total_goals_scored}
              against={data.total_goals_against}
              perfect={data.perfect_balance}
            />
          </TeamTableView>
        )}
      </ProjectionStates>
    </>
  );
}
