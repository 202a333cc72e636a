import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BarChart3 } from 'lucide-react';
import { useState } from 'react';
import { leagueAnalysisQuery } from '@/api/leagues';
import { IdSearchForm } from '@/components/manager/IdSearchForm';
import { LeagueAnalysisView } from '@/components/manager/league/LeagueAnalysisView';
import { MESSAGES } from '@/components/manager/messages';
import { QueryLadder } from '@/components/manager/QueryLadder';
import { PageHeader } from '@/components/page-header';
import { EmptyState } from '@/components/ui/state-blocks';

const TAB_LABELS = { overview: 'Overview', standings: 'Standings', categories: 'Performance Categories' };

export default function LeagueAnalysisScreen() {
  const queryClient = useQueryClient();
  const [input, setInput] = useState('');
  // The typed ID is applied only when Analyze is pressed.
  const [leagueId, setLeagueId] = useState<string | null>(null);
  const analysis = useQuery({ ...leagueAnalysisQuery(leagueId ?? ''), enabled: leagueId !== null });
  const loading = analysis.isFetching;

  const analyze = () => {
    const id = input.trim();
    if (!id || loading) return;
    setInput(id);
    // The same league again: fetch it afresh, so Analyze also refreshes.
    if (id === leagueId) void queryClient.refetchQueries({ queryKey: leagueAnalysisQuery(id).queryKey });
    setLeagueId(id);
  };

  return (
    <>
      <PageHeader
        title="League Analysis"
        description="Analyse any classic league by its ID: standings, averages and performance groups."
      />
      <IdSearchForm
        name="League search"
        label="League ID"
        button="Analyze"
        placeholder="e.g. 106780"
        value={input}
        onChange={setInput}
        onSubmit={analyze}
        loading={loading}
        help={
          <>
            The league ID is the number in the league's address on the official site, for example
            fantasy.premierleague.com/leagues/<strong>106780</strong>/standings/c.
          </>
        }
      />
      {leagueId === null ? (
        <EmptyState
          icon={BarChart3}
          title={MESSAGES.noLeagueAnalyzed}
          message="Enter a classic league's ID and press Analyze."
        />
      ) : (
        <QueryLadder query={analysis} loadingLabel="Analyzing league..." errorTitle={MESSAGES.leagueFailed}>
          {(league) => <LeagueAnalysisView league={league} labels={TAB_LABELS} />}
        </QueryLadder>
      )}
    </>
  );
}
