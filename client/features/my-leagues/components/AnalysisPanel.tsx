import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { leagueAnalysisQuery } from '@/api/leagues';
import { LeagueAnalysisView } from '@/components/manager/league/LeagueAnalysisView';
import { MESSAGES } from '@/components/manager/messages';
import { QueryLadder } from '@/components/manager/QueryLadder';
import { Button } from '@/components/ui/button';

const TAB_LABELS = {
  overview: 'League Overview',
  standings: 'Player Rankings',
  categories: 'Performance Analysis',
};

interface AnalysisPanelProps {
  leagueId: number;
  managerId: number;
  memberCount: number | null;
  onBack: () => void;
}

/** The analysis mode of My Leagues: Back to Leagues, then loading, a failure with Retry, or the analysis. */
export function AnalysisPanel({ leagueId, managerId, memberCount, onBack }: AnalysisPanelProps) {
  const analysis = useQuery(leagueAnalysisQuery(leagueId));
  const back = useRef<HTMLButtonElement>(null);
  // The list the user clicked in is gone: put keyboard focus on the way back.
  useEffect(() => back.current?.focus(), []);
  return (
    <div>
      <Button ref={back} variant="outline" className="mb-4" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        Back to Leagues
      </Button>
      <QueryLadder query={analysis} loadingLabel="Analyzing league..." errorTitle={MESSAGES.analysisFailed}>
        {(league) => (
          <LeagueAnalysisView
            league={league}
            labels={TAB_LABELS}
            managerId={managerId}
            memberCount={memberCount}
          />
        )}
      </QueryLadder>
    </div>
  );
}
