import { ChevronDown } from 'lucide-react';
import { Fragment, useState } from 'react';
import type { StandingRow } from '@contracts/api/projected-standings';
import { Badge } from '@/components/ui/badge';
import { ScrollTable } from '@/components/ui/scroll-frame';
import { ColumnHeads, type ColumnHead } from '@/components/ui/column-heads';
import { formatNumber } from '@/lib/format';
import { chance, ordinal, signed, zoneOf } from './zones';

const one = (n: number) => formatNumber(n, 1);
const cell = 'px-2 py-2 text-center tabular-nums';

const COLUMNS: Array<[label: string, title: string]> = [
  ['P', 'Played: games this season'],
  ['W', 'Won (expected)'],
  ['D', 'Drawn (expected)'],
  ['L', 'Lost (expected)'],
  ['GF', 'Goals for (expected)'],
  ['GA', 'Goals against (expected)'],
  ['GD', 'Goal difference'],
  ['Pts', 'Points (expected)'],
  ['Form', 'Games played (A, actual) + games still to play (P, projected)'],
  ['Title', 'Chance of the title'],
  ['Top 4', 'Chance of a top-four finish'],
  ['Top 7', 'Chance of a top-seven finish'],
  ['Rel.', 'Chance of relegation (18th-20th)'],
];

const HEADS: readonly ColumnHead[] = [
  ['Pos', 'px-2 py-2 text-center font-medium'],
  ['Team', 'sticky left-0 z-10 bg-card px-2 py-2 text-left font-medium'],
  ...COLUMNS.map(([label, title]): ColumnHead => [
    label,
    'px-2 py-2 text-center font-medium whitespace-nowrap',
    title,
  ]),
];

function PositionBadge({ position }: { position: number }) {
  const zone = zoneOf(position);
  if (!zone) return <span className="inline-block min-w-7 text-center font-semibold">{position}</span>;
  return (
    <Badge variant={zone.variant} title={zone.name} className="min-w-7 justify-center">
      {position}
      <span className="sr-only"> ({zone.name})</span>
    </Badge>
  );
}

/** 'nA + nP' as the spec writes it, its meaning on hover (the legend says it in full). */
function FormCell({ played, toPlay }: { played: number; toPlay: number }) {
  return (
    <abbr title={`${played} played, ${toPlay} to play`} className="cursor-help no-underline">
      {played}A + {toPlay}P
    </abbr>
  );
}

/** What the row's numbers are made of: the table so far and the likeliest finishing places. */
function Detail({ row, id }: { row: StandingRow; id: string }) {
  const a = row.actual;
  const likeliest = row.position_probabilities
    .map((p, i) => ({ place: i + 1, p }))
    .filter((x) => x.p > 0)
    .sort((x, y) => y.p - x.p || x.place - y.place)
    .slice(0, 3);
  return (
    <div
      id={id}
      className="sticky left-0 flex max-w-[calc(100vw-2rem)] flex-col gap-1 px-3 py-2 text-sm"
      data-testid="standing-detail"
    >
      <p>
        So far ({a.wins + a.draws + a.losses} games): won {a.wins}, drawn {a.draws}, lost {a.losses}, goals{' '}
        {a.goals_for}-{a.goals_against}, {a.points} points.
      </p>
      <p>
        Chances: title {chance(row.title_probability)}, top four {chance(row.top4_probability)}, top seven{' '}
        {chance(row.top7_probability)}, relegation {chance(row.relegation_probability)}.
      </p>
      <p className="text-muted-foreground">
        Likeliest finish: {likeliest.map((x) => `${ordinal(x.place)} ${chance(x.p)}`).join(', ')}.
      </p>
    </div>
  );
}

/**
 * The projected final table. The club column stays put while the table scrolls sideways on a phone;
 * each club's name opens a detail row (a button: Enter or Space toggles it).
 */
export function StandingsTable({ rows }: { rows: readonly StandingRow[] }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <ScrollTable label="Projected final standings">
      <thead>
        <tr className="border-b text-muted-foreground">
          <ColumnHeads columns={HEADS} />
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => {
          const expanded = open.has(r.id);
          const detailId = `standing-detail-${r.id}`;
          return (
            <Fragment key={r.id}>
              <tr className={expanded ? 'bg-muted/40' : 'border-b last:border-0'}>
                <td className="px-2 py-2 text-center">
                  <PositionBadge position={r.position} />
                </td>
                <th scope="row" className="sticky left-0 z-10 bg-card px-2 py-2 text-left font-normal">
                  <button
                    type="button"
                    aria-expanded={expanded}
                    aria-controls={expanded ? detailId : undefined}
                    onClick={() => toggle(r.id)}
                    className="flex items-center gap-1 rounded text-left whitespace-nowrap focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    <span className="font-semibold">{r.name}</span>{' '}
                    <span className="text-xs text-muted-foreground">{r.short_name}</span>
                    <ChevronDown
                      aria-hidden="true"
                      className={`size-4 text-muted-foreground transition-transform ${expanded ? 'rotate-180' : ''}`}
                    />
                  </button>
                </th>
                <td className={cell}>{r.played}</td>
                <td className={cell}>{one(r.wins)}</td>
                <td className={cell}>{one(r.draws)}</td>
                <td className={cell}>{one(r.losses)}</td>
                <td className={cell}>{r.goals_for}</td>
                <td className={cell}>{r.goals_against}</td>
                <td className={cell}>{signed(r.goal_difference)}</td>
                <td className={`${cell} font-semibold`}>{one(r.points)}</td>
                <td className={`${cell} whitespace-nowrap`}>
                  <FormCell played={r.actual_games} toPlay={r.projected_games} />
                </td>
                <td className={cell}>{chance(r.title_probability)}</td>
                <td className={cell}>{chance(r.top4_probability)}</td>
                <td className={cell}>{chance(r.top7_probability)}</td>
                <td className={cell}>{chance(r.relegation_probability)}</td>
              </tr>
              {expanded ? (
                <tr className="border-b bg-muted/40 last:border-0">
                  <td colSpan={COLUMNS.length + 2} className="p-0">
                    <Detail row={r} id={detailId} />
                  </td>
                </tr>
              ) : null}
            </Fragment>
          );
        })}
      </tbody>
    </ScrollTable>
  );
}
