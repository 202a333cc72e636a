import { ArrowDown, ArrowUp } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';
import type { LiveRow } from '../lib/live-rows';

// The counted points come right after the name, so a phone shows them without scrolling sideways.
const COLUMNS: ReadonlyArray<[label: string, title: string | undefined]> = [
  ['Player', undefined],
  ['Total', 'Points counted for the manager: points times multiplier'],
  ['Pts', "The player's points this gameweek"],
  ['×', 'Multiplier: 0 on the bench, 2 with the armband (3 with Triple Captain)'],
  ['Bonus', 'Bonus points: official, or provisional (marked) from the BPS standings'],
  ['Mins', 'Minutes played'],
  ['Status', undefined],
];

/** The player column stays in view while the rest of the row scrolls sideways on a phone. */
const STICKY = 'sticky left-0 z-10 bg-card';

const SUBSTITUTION = {
  in: { Arrow: ArrowUp, tone: 'text-success', title: 'Came on as an automatic substitute', said: 'came on' },
  out: {
    Arrow: ArrowDown,
    tone: 'text-destructive',
    title: 'Replaced by an automatic substitute',
    said: 'went off',
  },
} as const;

function Substitution({ kind }: { kind: LiveRow['substitution'] }) {
  if (kind === null) return null;
  const { Arrow, tone, title, said } = SUBSTITUTION[kind];
  return (
    <span className={`inline-flex items-center ${tone}`} title={title}>
      <Arrow aria-hidden="true" className="size-3.5" />
      <span className="sr-only">{said}</span>
    </span>
  );
}

/** The eleven or the bench with each pick's live figures. */
export function LiveTable({ rows, caption }: { rows: readonly LiveRow[]; caption: string }) {
  return (
    <Table aria-label={caption} className="min-w-[34rem]">
      <TableHeader>
        <TableRow>
          {COLUMNS.map(([label, title], i) => (
            <TableHead
              key={label}
              title={title}
              className={cn(i === 0 && STICKY, i > 0 && i < COLUMNS.length - 1 && 'text-right')}
            >
              {label === '×' ? <span aria-label="Multiplier">×</span> : label}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.element} data-testid={`live-pick-${r.element}`}>
            <TableCell className={cn(STICKY, 'font-medium')}>
              <span className="flex items-center gap-1.5">
                <Substitution kind={r.substitution} />
                <span className="truncate">{r.name}</span>
                {r.role ? (
                  <Badge
                    variant={r.armband ? 'default' : 'secondary'}
                    title={r.armband ? 'Wears the armband' : undefined}
                  >
                    {r.role}
                  </Badge>
                ) : null}
                <span className="text-xs text-muted-foreground">{r.club}</span>
              </span>
            </TableCell>
            <TableCell className="text-right font-semibold tabular-nums">{r.counted}</TableCell>
            <TableCell className="text-right tabular-nums">{r.points}</TableCell>
            <TableCell className="text-right tabular-nums">{r.multiplier}</TableCell>
            <TableCell className="text-right tabular-nums">
              {r.bonus}
              {r.bonusProvisional && r.bonus > 0 ? (
                <abbr title="Provisional bonus" className="ml-0.5 text-warning no-underline">
                  *<span className="sr-only"> provisional</span>
                </abbr>
              ) : null}
            </TableCell>
            <TableCell className="text-right tabular-nums">{r.minutes}</TableCell>
            <TableCell className="text-muted-foreground">{r.status}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
