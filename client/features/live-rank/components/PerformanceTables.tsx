import type { ReactNode } from 'react';
import type { ManagerHistory } from '@contracts/api/manager';
import { MovementArrow } from '@/components/manager/RankChangeBadge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatNumber } from '@/lib/format';
import { TitledCard } from './TitledCard';
import { PAST_SEASONS, RECENT_GAMEWEEKS, recentGameweeks, recentSeasons } from '../lib/manager-history';

/** Narrower cell padding below the `sm` breakpoint, so five columns fit a 390 px phone. */
const TIGHT_ON_PHONES = '[&_td]:px-2 [&_th]:px-2 sm:[&_td]:px-3 sm:[&_th]:px-3';

/** A titled card holding one table, or a line saying why there are no rows. */
function TableCard({ title, empty, children }: { title: string; empty: ReactNode; children: ReactNode }) {
  return (
    <TitledCard title={title} className="min-w-0" contentClassName="px-2 sm:px-5">
      {empty ? <p className="text-sm text-muted-foreground">{empty}</p> : children}
    </TitledCard>
  );
}

export function RecentPerformanceCard({ history }: { history: ManagerHistory }) {
  const rows = recentGameweeks(history.current);
  return (
    <TableCard title="Recent Performance" empty={rows.length === 0 && 'No gameweeks played yet this season.'}>
      <Table aria-label={`Last ${RECENT_GAMEWEEKS} gameweeks`} className={TIGHT_ON_PHONES}>
        <TableHeader>
          <TableRow>
            <TableHead>GW</TableHead>
            <TableHead className="text-right">Points</TableHead>
            <TableHead className="text-right">Total</TableHead>
            <TableHead className="text-right">Overall rank</TableHead>
            <TableHead className="text-center">Change</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((gw) => (
            <TableRow key={gw.event}>
              <TableCell className="font-medium">GW{gw.event}</TableCell>
              <TableCell className="text-right">{formatNumber(gw.points)}</TableCell>
              <TableCell className="text-right">{formatNumber(gw.total_points)}</TableCell>
              <TableCell className="text-right">{formatNumber(gw.overall_rank)}</TableCell>
              <TableCell className="text-center">
                <MovementArrow movement={gw.movement} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableCard>
  );
}

export function HistoricalPerformanceCard({ history }: { history: ManagerHistory }) {
  const seasons = recentSeasons(history.past);
  return (
    <TableCard
      title="Historical Performance"
      empty={seasons.length === 0 && "No past seasons: this is the manager's first season."}
    >
      <Table aria-label={`Last ${PAST_SEASONS} seasons`} className={TIGHT_ON_PHONES}>
        <TableHeader>
          <TableRow>
            <TableHead>Season</TableHead>
            <TableHead className="text-right">Points</TableHead>
            <TableHead className="text-right">Final rank</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {seasons.map((s) => (
            <TableRow key={s.season_name}>
              <TableCell className="font-medium">{s.season_name}</TableCell>
              <TableCell className="text-right">{formatNumber(s.total_points)}</TableCell>
              <TableCell className="text-right">{formatNumber(s.rank)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableCard>
  );
}
