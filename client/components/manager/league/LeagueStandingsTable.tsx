import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@/components/ui/table';
import { formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';
import { LeagueTableHead, YOUR_ROW } from './LeagueTableHead';
import { differenceFromAverage, formatSignedPoints, type StandingRow } from '../lib/league-stats';
import { rankMovement } from '../lib/rank-change';
import { MovementArrow } from '../RankChangeBadge';

/** The full table: rank with movement, team and manager, gameweek points, total, and the gap to the average. */
export function LeagueStandingsTable({
  rows,
  average,
  managerId,
}: {
  rows: readonly StandingRow[];
  average: number | null;
  managerId?: number;
}) {
  return (
    <Table aria-label="League standings">
      <LeagueTableHead>
        <TableHead className="hidden text-right sm:table-cell">vs avg</TableHead>
      </LeagueTableHead>
      <TableBody>
        {rows.map((row) => {
          const you = row.entry === managerId;
          return (
            <TableRow key={row.entry} data-testid="standing-row" className={cn(you && YOUR_ROW)}>
              <TableCell className="px-2 sm:px-3">
                <span className="flex items-center gap-1 font-semibold">
                  {formatNumber(row.rank)}
                  <MovementArrow movement={rankMovement(row.rank, row.last_rank)} />
                </span>
              </TableCell>
              <TableCell className="min-w-0 px-2 sm:px-3">
                <span className="flex items-center gap-2 font-medium break-words">
                  {row.entry_name}
                  {you ? <Badge variant="accent">You</Badge> : null}
                </span>
                <span className="text-xs text-muted-foreground">{row.player_name}</span>
              </TableCell>
              <TableCell className="text-right">{formatNumber(row.event_total)}</TableCell>
              <TableCell className="text-right font-semibold">{formatNumber(row.total)}</TableCell>
              <TableCell className="hidden text-right text-muted-foreground sm:table-cell">
                {average === null ? '' : formatSignedPoints(differenceFromAverage(row.total, average))}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
