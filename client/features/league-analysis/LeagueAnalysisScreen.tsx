import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BarChart3, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { leagueAnalysisQuery } from '@/api/leagues';
import { LeagueAnalysisView } from '@/components/manager/league/LeagueAnalysisView';
import { MESSAGES } from '@/components/manager/messages';
import { QueryLadder } from '@/components/manager/QueryLadder';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { EmptyState } from '@/components/ui/state-blocks';

const TAB_LABELS = { overview: 'Overview', standings: 'Standings', categories: 'Performance Categories' };

export default function LeagueAnalysisScreen() {
  const queryClient = useQueryClient();
  const inputId = useId();
  const helpId = useId();
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
      <Card className="mb-6">
        <CardContent className="pt-5">
          <form
            role="search"
            aria-label="League search"
            onSubmit={(e) => {
              e.preventDefault();
              analyze();
            }}
          >
            <Label htmlFor={inputId}>League ID</Label>
            <div className="mt-2 flex gap-2">
              <Input
                id={inputId}
                value={input}
                onChange={(e) => setInput(e.target.value)}
                inputMode="numeric"
                autoComplete="off"
                placeholder="e.g. 106780"
                aria-describedby={helpId}
                className="max-w-xs"
              />
              <Button type="submit" disabled={!input.trim() || loading}>
                <Search aria-hidden="true" />
                Analyze
              </Button>
            </div>
            <p id={helpId} className="mt-2 text-xs [overflow-wrap:anywhere] text-muted-foreground">
              The league ID is the number in the league's address on the official site, for example
              fantasy.premierleague.com/leagues/<strong>106780</strong>/standings/c.
            </p>
          </form>
        </CardContent>
      </Card>
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
