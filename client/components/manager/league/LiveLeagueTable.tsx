import { useQuery } from '@tanstack/react-query';
import type { LeagueLive } from '@contracts/api/live';
import { indexBootstrap } from '@contracts/game/bootstrap-index';
import { leagueLiveQuery } from '@/api/leagues';
import { bootstrapQuery } from '@/api/relay';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@/components/ui/table';
import { formatDateTime, formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';
import { LeagueTableHead, YOUR_ROW } from './LeagueTableHead';
import { chipName } from '../lib/chips';
import { QueryLadder } from '../QueryLadder';

function LiveRows({ live, managerId, playerName }: LiveTableProps & { live: LeagueLive }) {
  return (
    <>
      <p className="mb-2 px-2 text-sm text-muted-foreground" role="status">
        Gameweek {live.gameweek} {live.gameweek_finished ? '(final)' : 'live'}: totals with this gameweek's
        points as the game will count them, less transfer costs. Scores as of{' '}
        {formatDateTime(live.updated_at)}.
        {live.bonus_provisional ? ' Provisional bonus is included and can still change.' : ''}
      </p>
      <Table aria-label="Live league table">
        <LeagueTableHead>
          <TableHead className="hidden sm:table-cell">Captain</TableHead>
        </LeagueTableHead>
        <TableBody>
          {live.rows.map((row) => (
            <TableRow
              key={row.entry}
              data-testid="live-standing-row"
              className={cn(row.entry === managerId && YOUR_ROW)}
            >
              <TableCell className="px-2 font-semibold sm:px-3">
                {row.rank}
                <span className="sr-only"> (published rank {row.published_rank})</span>
              </TableCell>
              <TableCell>
                <span className="font-medium">{row.entry_name}</span>
                {row.active_chip ? (
                  <Badge variant="secondary" className="ml-1.5">
                    {chipName(row.active_chip)}
                  </Badge>
                ) : null}
                <span className="block text-xs text-muted-foreground">{row.player_name}</span>
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {row.live_points === null ? '–' : row.live_points}
                {row.transfer_cost > 0 ? (
                  <span className="block text-xs text-destructive">-{row.transfer_cost}</span>
                ) : null}
              </TableCell>
              <TableCell className="text-right font-semibold tabular-nums">
                {formatNumber(row.total)}
              </TableCell>
              <TableCell className="hidden sm:table-cell">
                {row.captain === null ? '–' : playerName(row.captain)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

interface LiveTableProps {
  managerId?: number;
  /** A player's name by element id (from the game's base data). */
  playerName: (element: number) => string;
}

/** The league's first standings page re-ranked by live total (issue 33), asked for when the tab opens. */
export function LiveLeagueTable({ leagueId, managerId }: { leagueId: number; managerId?: number }) {
  const live = useQuery(leagueLiveQuery(leagueId));
  // Captains are named from the game's base data, most often already loaded by another screen.
  const bootstrap = useQuery(bootstrapQuery());
  const elements = bootstrap.data ? indexBootstrap(bootstrap.data).elements : null;
  const playerName = (id: number) => elements?.get(id)?.web_name ?? `Player ${id}`;
  return (
    <QueryLadder
      query={live}
      loadingLabel="Loading live table..."
      errorTitle="Failed to load the live table."
    >
      {(data) => <LiveRows live={data} managerId={managerId} playerName={playerName} />}
    </QueryLadder>
  );
}
