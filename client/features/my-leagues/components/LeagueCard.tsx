import { useQuery } from '@tanstack/react-query';
import { BarChart3 } from 'lucide-react';
import type { FplEntryClassicLeague } from '@contracts/fpl/entry';
import { formatSignedPoints } from '@/components/manager/lib/league-stats';
import { BAND_TONE } from '@/components/manager/lib/percentile';
import { leagueTypeLabel } from '@/components/manager/lib/private-leagues';
import { rankMovement } from '@/components/manager/lib/rank-change';
import { MESSAGES } from '@/components/manager/messages';
import { MovementArrow } from '@/components/manager/RankChangeBadge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, formatNumber, PLACEHOLDER } from '@/lib/format';
import { useEffect, useRef, type ReactNode } from 'react';
import { leagueStandingsQuery } from '@/api/leagues';
import { leagueCardStats } from '../lib/league-card';
import { Figure } from '@/components/ui/figure';

function StandingFigure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Figure
      label={label}
      className="min-w-0"
      valueClassName="mt-0.5 flex flex-wrap items-center gap-1 font-semibold"
    >
      {children}
    </Figure>
  );
}

interface LeagueCardProps {
  league: FplEntryClassicLeague;
  managerId: number;
  onAnalyze: (league: FplEntryClassicLeague) => void;
  /** Focus the Analyze button on mount (coming back from this league's analysis). */
  focusAnalyze?: boolean;
}

/** One private league: facts, the manager's position and standing against the rest, and the top 3. */
export function LeagueCard({ league, managerId, onAnalyze, focusAnalyze = false }: LeagueCardProps) {
  const standings = useQuery(leagueStandingsQuery(league.id));
  const analyzeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusAnalyze) analyzeButton.current?.focus();
  }, [focusAnalyze]);
  const s = leagueCardStats(league, standings.data, managerId);
  return (
    <Card data-testid="league-card" className="flex min-w-0 flex-col">
      <CardHeader className="pb-3">
        <CardTitle className="text-base">{league.name}</CardTitle>
        <p className="text-xs text-muted-foreground">
          ID {league.id} · Classic · {leagueTypeLabel(league.league_type)} · created{' '}
          {formatDate(league.created)} ·{' '}
          {s.members === null
            ? 'members unknown'
            : `${formatNumber(s.members)} ${s.members === 1 ? 'member' : 'members'}`}
        </p>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <StandingFigure label="Position">
            {s.rank === null ? PLACEHOLDER : `#${formatNumber(s.rank)}`}
            <MovementArrow movement={rankMovement(s.rank, s.lastRank)} />
          </StandingFigure>
          <StandingFigure label="Points">{formatNumber(s.points)}</StandingFigure>
          <StandingFigure label="Standing">
            {s.standing ?? PLACEHOLDER}
            {s.band ? <Badge variant={BAND_TONE[s.band]}>{s.band}</Badge> : null}
          </StandingFigure>
          <StandingFigure label="vs average">
            {s.difference === null ? PLACEHOLDER : `${formatSignedPoints(s.difference)} pts`}
          </StandingFigure>
        </dl>
        {standings.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : standings.isError ? (
          <div role="alert" className="flex items-center justify-between gap-2 text-sm text-destructive">
            {MESSAGES.standingsFailed}
            <Button size="sm" variant="outline" onClick={() => void standings.refetch()}>
              Retry
            </Button>
          </div>
        ) : (
          <div>
            <h3 className="mb-1 text-xs font-medium text-muted-foreground">Leaders</h3>
            <ol className="space-y-1 text-sm" aria-label={`Top 3 of ${league.name}`}>
              {s.leaders.map((r) => (
                <li key={r.entry} className="flex items-center justify-between gap-2">
                  <span className="min-w-0 truncate">
                    <span className="mr-1 text-muted-foreground">{r.rank}.</span>
                    {r.entry === managerId ? <Badge variant="accent">You</Badge> : r.player_name}
                  </span>
                  <span className="font-semibold">{formatNumber(r.total)}</span>
                </li>
              ))}
            </ol>
          </div>
        )}
        <Button
          ref={analyzeButton}
          variant="secondary"
          className="mt-auto self-start"
          aria-label={`Analyze League: ${league.name}`}
          onClick={() => onAnalyze(league)}
        >
          <BarChart3 aria-hidden="true" />
          Analyze League
        </Button>
      </CardContent>
    </Card>
  );
}
