import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { useState } from 'react';
import type { FplEntryClassicLeague } from '@contracts/fpl/entry';
import { leagueAnalysisQuery } from '@/api/leagues';
import { errorDetail } from '@/components/manager/lib/error-detail';
import { isPrivateLeague } from '@/components/manager/lib/private-leagues';
import { MESSAGES } from '@/components/manager/messages';
import { Badge } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/state-blocks';
import { managerLeaguesQuery } from '@/api/manager';
import { AnalysisPanel } from './AnalysisPanel';
import { LeagueCard } from './LeagueCard';

/** The two modes: the list of private leagues, or one league analysed. */
export function LeaguesSection({ managerId }: { managerId: number }) {
  const queryClient = useQueryClient();
  const leagues = useQuery(managerLeaguesQuery(managerId));
  const [analysed, setAnalysed] = useState<FplEntryClassicLeague | null>(null);
  // Back from an analysis returns keyboard focus to the Analyze button that opened it.
  const [returnTo, setReturnTo] = useState<number | null>(null);

  if (leagues.isPending) return <Spinner label="Loading leagues..." />;
  if (leagues.isError) {
    return (
      <ErrorState
        title={MESSAGES.leaguesFailed}
        message={errorDetail(leagues.error)}
        onRetry={() => void leagues.refetch()}
      />
    );
  }

  if (analysed) {
    return (
      <AnalysisPanel
        leagueId={analysed.id}
        managerId={managerId}
        memberCount={analysed.rank_count ?? null}
        onBack={() => {
          setReturnTo(analysed.id);
          setAnalysed(null);
        }}
      />
    );
  }

  const privateLeagues = leagues.data.classic.filter(isPrivateLeague);
  const analyze = (league: FplEntryClassicLeague) => {
    // Any earlier analysis is cleared, so the loading message shows and the result is fresh.
    queryClient.removeQueries({ queryKey: leagueAnalysisQuery(league.id).queryKey });
    setAnalysed(league);
  };

  return (
    <section aria-labelledby="private-leagues-heading">
      <h2
        id="private-leagues-heading"
        className="mb-4 flex items-center gap-2 text-xl font-bold text-brand-purple"
      >
        Private Leagues <Badge variant="secondary">{privateLeagues.length}</Badge>
      </h2>
      {privateLeagues.length === 0 ? (
        <EmptyState icon={Users} title={MESSAGES.noPrivateLeagues} />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {privateLeagues.map((league) => (
            <LeagueCard
              key={league.id}
              league={league}
              managerId={managerId}
              onAnalyze={analyze}
              focusAnalyze={league.id === returnTo}
            />
          ))}
        </div>
      )}
    </section>
  );
}
