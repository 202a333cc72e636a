import type { LeagueAnalysis } from '@contracts/api/leagues';
import { Badge } from '@/components/ui/badge';
import { formatDate, formatNumber, PLACEHOLDER } from '@/lib/format';
import type { ReactNode } from 'react';
import {
  averageGameweekPoints,
  bestGameweek,
  differenceFromAverage,
  formatSignedPoints,
  type StandingRow,
} from '../lib/league-stats';
import { BAND_TONE, leaguePercentile, percentileBand, standingWords } from '../lib/percentile';
import { leagueTypeLabel } from '../lib/private-leagues';

function Tile({ label, value, detail }: { label: string; value: ReactNode; detail?: ReactNode }) {
  return (
    <div className="min-w-0 rounded-md border bg-card p-4">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-xl font-bold text-brand-purple">{value}</dd>
      {detail ? <dd className="mt-0.5 truncate text-xs text-muted-foreground">{detail}</dd> : null}
    </div>
  );
}

interface OverviewProps {
  league: LeagueAnalysis;
  /** Members of the whole league, or null when only part was read and the size is unknown. */
  members: number | null;
  average: number | null;
  you: StandingRow | undefined;
}

export function LeagueOverview({ league, members, average, you }: OverviewProps) {
  const rows = league.standings;
  const leader = rows[0];
  const best = bestGameweek(rows);
  const percentile = you && members !== null ? leaguePercentile(you.rank, members) : null;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        League {league.id} · Classic · {leagueTypeLabel(league.league_type)} · created{' '}
        {formatDate(league.created)}
      </p>
      {you ? (
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-label="Your position">
          <Tile
            label="Your rank"
            value={`#${formatNumber(you.rank)}`}
            detail={members !== null ? `of ${formatNumber(members)}` : undefined}
          />
          <Tile label="Your points" value={formatNumber(you.total)} />
          <Tile
            label="Standing"
            value={(you && members !== null ? standingWords(you.rank, members) : null) ?? PLACEHOLDER}
            detail={
              percentile === null ? undefined : (
                <Badge variant={BAND_TONE[percentileBand(percentile)]}>{percentileBand(percentile)}</Badge>
              )
            }
          />
          <Tile
            label="vs league average"
            value={
              average === null
                ? PLACEHOLDER
                : `${formatSignedPoints(differenceFromAverage(you.total, average))} pts`
            }
          />
        </dl>
      ) : null}
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-label="League summary">
        <Tile
          label="Members"
          value={members === null ? `${formatNumber(rows.length)}+` : formatNumber(members)}
        />
        <Tile label="Average points" value={average === null ? PLACEHOLDER : formatNumber(average, 1)} />
        <Tile
          label="Leader"
          value={leader ? formatNumber(leader.total) : PLACEHOLDER}
          detail={leader ? `${leader.entry_name} (${leader.player_name})` : undefined}
        />
        <Tile
          label="Best this gameweek"
          value={best ? formatNumber(best.event_total) : PLACEHOLDER}
          detail={
            best ? `${best.entry_name} · average ${formatNumber(averageGameweekPoints(rows), 1)}` : undefined
          }
        />
      </dl>
    </div>
  );
}
