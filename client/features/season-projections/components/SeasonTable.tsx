import { formatNumber } from '@/lib/format';
import { useDrawnRows } from '@/lib/use-drawn-rows';
import { cn } from '@/lib/utils';
import type { SeasonPlayer, SeasonSort } from '../lib/season-rows';
import { ScrollFrame } from '@/components/ui/scroll-frame';

const one = (n: number) => formatNumber(n, 1);

/** "12.3" and, from phone width up, how it splits: "(8 + 4.3)" so far plus projected. */
function Split({ total, soFar, projected }: { total: number; soFar: number; projected: number }) {
  return (
    <>
      <span className="font-semibold">{one(total)}</span>
      <span className="ml-1 hidden text-xs text-muted-foreground sm:inline">
        ({soFar} + {one(projected)})
      </span>
    </>
  );
}

const HEADERS: Array<[label: string, sort: SeasonSort | null]> = [
  ['#', null],
  ['Player', null],
  ['Goals', 'goals'],
  ['Assists', 'assists'],
  ['G+A', 'involvements'],
];

/** Row height shared with the skeleton. */
export const ROW_HEIGHT = 'h-11';

/**
 * Rows drawn with the table, the rest of the 50 just after (use-drawn-rows.ts): all 50 in the
 * answer's task were a long task at 4x CPU.
 */
const FIRST_SCREEN = 12;

/** The list: rank in the current order, player and club, goals, assists and G+A for the season. */
export function SeasonTable({ players, sort }: { players: readonly SeasonPlayer[]; sort: SeasonSort }) {
  const drawn = useDrawnRows(players.length, FIRST_SCREEN);
  return (
    <ScrollFrame label="Season long projections" className="w-full">
      <table aria-label="Season long projections" className="w-full text-sm">
        <thead className="border-b">
          <tr className="h-10">
            {HEADERS.map(([label, key]) => (
              <th
                key={label}
                scope="col"
                aria-sort={key === sort ? 'descending' : undefined}
                className={cn(
                  'px-2 font-medium whitespace-nowrap text-muted-foreground',
                  key ? 'text-right' : 'text-left',
                  key === sort && 'text-brand-purple',
                )}
              >
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {players.slice(0, drawn).map((p, i) => (
            <tr key={p.id} className={cn(ROW_HEIGHT, 'border-b last:border-0 hover:bg-muted/60')}>
              <td className="px-2 text-muted-foreground tabular-nums">{i + 1}</td>
              <th scope="row" className="max-w-44 truncate px-2 text-left font-medium">
                {p.name} <span className="text-xs font-normal text-muted-foreground">{p.team_short}</span>
              </th>
              <td className="px-2 text-right whitespace-nowrap tabular-nums">
                <Split total={p.season_goals} soFar={p.goals_so_far} projected={p.projected_goals} />
              </td>
              <td className="px-2 text-right whitespace-nowrap tabular-nums">
                <Split total={p.season_assists} soFar={p.assists_so_far} projected={p.projected_assists} />
              </td>
              <td className="px-2 text-right font-bold text-brand-purple tabular-nums">
                {one(p.season_involvements)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollFrame>
  );
}
