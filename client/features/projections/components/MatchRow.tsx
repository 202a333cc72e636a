import type { MatchProjection, MatchSide } from '@contracts/api/projections';
import { formatDateTime } from '@/lib/format';
import { cn } from '@/lib/utils';
import { BANDS, toneOf } from '../lib/colours';
import { formatCs, formatGoals } from '../lib/format';
import { ResultBadge } from './ResultBadge';

/**
 * One match: the home panel, the score (the final one beside the one predicted before kick-off once
 * finished, else the predicted one) with the kick-off, the away panel.
 */
export function MatchRow({ match }: { match: MatchProjection }) {
  return (
    <li
      aria-label={`${match.home.name} v ${match.away.name}`}
      className="grid grid-cols-[1fr_auto_1fr] items-stretch gap-2 rounded-lg border bg-card p-2 sm:gap-4 sm:p-3"
    >
      <SidePanel side={match.home} venue="Home" />
      <div className="flex flex-col items-center justify-center text-center">
        <span className="text-xl font-bold tabular-nums sm:text-2xl">
          {match.home.score} - {match.away.score}
        </span>
        <span className="text-[11px] font-medium text-muted-foreground uppercase">
          {match.finished ? 'Full time' : 'Predicted'}
        </span>
        {match.finished && (
          <span className="text-[11px] text-muted-foreground tabular-nums">
            Predicted {match.predicted_score.home} - {match.predicted_score.away}
          </span>
        )}
        <span className="mt-1 text-[11px] text-muted-foreground">
          {match.kickoff_time ? formatDateTime(match.kickoff_time) : 'Kick-off TBC'}
        </span>
      </div>
      <SidePanel side={match.away} venue="Away" />
    </li>
  );
}

function SidePanel({ side, venue }: { side: MatchSide; venue: 'Home' | 'Away' }) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-2', venue === 'Away' && 'items-end text-right')}>
      <p className="min-w-0">
        <span className="font-semibold">{side.short_name}</span>
        <span className="hidden text-sm text-muted-foreground sm:inline"> {side.name}</span>
        <span className="block text-[11px] text-muted-foreground">{venue}</span>
      </p>
      <dl className="flex flex-wrap gap-x-3 gap-y-1 text-xs">
        <Stat
          label="GOALS"
          value={formatGoals(side.expected_goals)}
          tone={toneOf(side.expected_goals, BANDS.matchGoals)}
        />
        <Stat
          label="CS%"
          value={formatCs(side.clean_sheet_percent)}
          tone={toneOf(side.clean_sheet_percent, BANDS.matchCs)}
        />
        <div className="flex flex-col gap-0.5">
          <dt className="text-[10px] font-medium text-muted-foreground">RESULT</dt>
          <dd>
            <ResultBadge result={side.result} />
          </dd>
        </div>
      </dl>
    </div>
  );
}

function Stat({ label, value, tone }: { label: string; value: string; tone: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-[10px] font-medium text-muted-foreground">{label}</dt>
      <dd className={cn('rounded px-1.5 py-0.5 text-center font-semibold tabular-nums', tone)}>{value}</dd>
    </div>
  );
}
