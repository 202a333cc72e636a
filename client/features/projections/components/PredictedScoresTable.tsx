import type { PredictedMatch, Scoreline, UpsetOption } from '@contracts/api/predicted-scores';
import { Badge } from '@/components/ui/badge';
import { ScrollTable } from '@/components/ui/scroll-frame';
import { formatGoals } from '../lib/format';
import { MatchTableHead } from './MatchTableHead';
import { ResultBadge } from './ResultBadge';
import { formatUkDayMonth } from '@/lib/format';

/** Option names as the admin screen's tabs call them. */
const OPTION_NAMES: Record<UpsetOption, string> = {
  poisson: 'Poisson',
  variance: 'Variance',
  context: 'Context',
  rounding: 'Rounding',
  budget: 'Budget',
};

const HEADERS = ['GW', 'Date', 'Home Team', 'Predicted Score', 'Away Team', 'Expected Goals', 'Status'];

const dayMonth = (iso: string | null) => (iso ? formatUkDayMonth(iso) : 'TBC');
const score = (s: Scoreline) => `${s.home} - ${s.away}`;

function Team({ side, finished }: { side: PredictedMatch['home']; finished: boolean }) {
  return (
    <div className="flex flex-col items-center gap-1">
      <span title={side.name} className="font-semibold">
        {side.short_name}
      </span>
      <ResultBadge result={side.result} title={finished ? undefined : 'Projected from the displayed score'} />
    </div>
  );
}

function ScoreCell({ m }: { m: PredictedMatch }) {
  const xg = `(${formatGoals(m.home.expected_goals)} - ${formatGoals(m.away.expected_goals)})`;
  return (
    <div className="flex flex-col items-center gap-0.5 whitespace-nowrap">
      {m.actual_score ? (
        <>
          <span
            className="text-base font-bold tabular-nums"
            aria-label={`Final score ${score(m.actual_score)}`}
          >
            {score(m.actual_score)}
          </span>
          <span className="text-xs text-muted-foreground tabular-nums">
            Predicted {score(m.predicted_score)} {xg}
          </span>
        </>
      ) : (
        <>
          <span className="text-base font-bold tabular-nums">{score(m.predicted_score)}</span>
          <span className="text-xs text-muted-foreground tabular-nums">{xg}</span>
        </>
      )}
      {m.changed_by.length > 0 ? (
        <span className="text-xs text-brand-purple" title="The upset options that changed this score">
          Upset: {m.changed_by.map((o) => OPTION_NAMES[o]).join(', ')}
        </span>
      ) : null}
    </div>
  );
}

/**
 * On a phone the match names itself in a first column that stays put while the table scrolls
 * sideways (the home and away columns scroll away with the figures); from 640 px the table keeps the
 * spec's columns alone.
 */
const PHONE_MATCH = 'sticky left-0 z-10 bg-card px-3 py-2 text-left sm:hidden';

/** The matches with their displayed scores; the table scrolls sideways in its card on a phone. */
export function PredictedScoresTable({ matches }: { matches: readonly PredictedMatch[] }) {
  return (
    <ScrollTable label="Predicted scores">
      <MatchTableHead
        headers={HEADERS}
        matchClassName={`${PHONE_MATCH} font-medium`}
        headerClassName="px-3 py-2 text-center font-medium whitespace-nowrap"
      />
      <tbody>
        {matches.map((m) => (
          <tr key={m.id} aria-label={`${m.home.name} v ${m.away.name}`} className="border-b last:border-0">
            <th scope="row" className={`${PHONE_MATCH} font-semibold whitespace-nowrap`}>
              {m.home.short_name} v {m.away.short_name}
            </th>
            <td className="px-3 py-2 text-center tabular-nums">{m.gameweek}</td>
            <td className="px-3 py-2 text-center text-muted-foreground tabular-nums">
              {dayMonth(m.kickoff_time)}
            </td>
            <td className="px-3 py-2 text-center">
              <Team side={m.home} finished={m.finished} />
            </td>
            <td className="px-3 py-2 text-center">
              <ScoreCell m={m} />
            </td>
            <td className="px-3 py-2 text-center">
              <Team side={m.away} finished={m.finished} />
            </td>
            <td className="px-3 py-2 text-center whitespace-nowrap tabular-nums">
              <div>{formatGoals(m.total_expected_goals)}</div>
              <div className="text-xs text-muted-foreground">Predicted {m.total_predicted_goals}</div>
            </td>
            <td className="px-3 py-2 text-center">
              <Badge variant={m.finished ? 'secondary' : 'outline'}>
                {m.finished ? 'Finished' : 'Upcoming'}
              </Badge>
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
