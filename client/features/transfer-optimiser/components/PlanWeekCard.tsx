import { POSITION_CODES } from '@contracts/game/positions';
import type { PlanWeekAnswer } from '@contracts/api/transfer-plan';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { CHIP_NAMES } from '../lib/options';
import type { PlayerNames } from '../lib/names';

const points = (x: number) => x.toFixed(1);

/** One planned gameweek: its moves with their projected gain, hits, the XI by position, the bench in order. */
export function PlanWeekCard({ week, names }: { week: PlanWeekAnswer; names: PlayerNames }) {
  const tag = (id: number) => (id === week.captain ? ' (C)' : id === week.vice_captain ? ' (V)' : '');
  return (
    <Card className="p-4">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold">
          Gameweek {week.gameweek}
          {week.chip ? <Badge className="ml-2 align-middle">{CHIP_NAMES[week.chip]}</Badge> : null}
        </h2>
        <p className="text-sm">
          <span className="font-semibold">{points(week.projected_points)}</span> projected points
          {week.hits > 0 ? ` after ${week.hits * 4} points of hits` : ''}
        </p>
      </div>
      {week.moves.length === 0 ? (
        <p className="mb-3 text-sm text-muted-foreground">
          {week.chip === 'freehit'
            ? 'Free Hit: this week only, as below.'
            : 'No transfers: save the free transfer.'}
        </p>
      ) : (
        <ul className="mb-3 space-y-1 text-sm" aria-label={`Transfers in gameweek ${week.gameweek}`}>
          {week.moves.map((m) => (
            <li key={`${m.out}-${m.in}`} className="flex flex-wrap gap-x-2">
              <span className="text-red-700 dark:text-red-400">Out {names.label(m.out)}</span>
              <span aria-hidden="true">→</span>
              <span className="text-green-700 dark:text-green-400">In {names.label(m.in)}</span>
              <span className="text-muted-foreground">
                {m.gain >= 0 ? '+' : ''}
                {points(m.gain)} points to the plan's end
              </span>
            </li>
          ))}
          {week.hits > 0 ? (
            <li className="font-medium">
              Hits: {week.hits} (−{week.hits * 4} points)
            </li>
          ) : null}
        </ul>
      )}
      <div className="grid gap-1 text-sm sm:grid-cols-2">
        <div>
          <h3 className="font-medium">Starting XI</h3>
          {POSITION_CODES.map((pos) => {
            const ids = week.xi.filter((id) => names.position(id) === pos);
            return ids.length === 0 ? null : (
              <p key={pos}>
                <span className="text-muted-foreground">{pos}</span>{' '}
                {ids.map((id) => names.name(id) + tag(id)).join(', ')}
              </p>
            );
          })}
        </div>
        <div>
          <h3 className="font-medium">Bench, in order</h3>
          <ol className="list-inside list-decimal">
            {week.bench.map((id) => (
              <li key={id}>{names.name(id)}</li>
            ))}
          </ol>
        </div>
      </div>
    </Card>
  );
}
