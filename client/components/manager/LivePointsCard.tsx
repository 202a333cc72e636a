import { useQuery } from '@tanstack/react-query';
import { Activity, Info } from 'lucide-react';
import { Link } from 'wouter';
import type { ManagerLive } from '@contracts/api/live';
import { managerLiveQuery } from '@/api/manager';
import { playerListQuery } from '@/api/relay';
import { ApiError } from '@/api/http';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatNumber, formatRelativeTime } from '@/lib/format';
import { useNow } from '@/lib/use-now';
import { errorDetail } from './lib/error-detail';
import { MESSAGES } from './messages';
import { substitutionsText } from './lib/live-text';

const MINUTE = 60_000;

function LiveFigures({ live, name }: { live: ManagerLive; name: (id: number) => string }) {
  const now = useNow(MINUTE);
  const armband = live.picks.find((p) => p.multiplier > 1 && p.position <= 11);
  return (
    <div className="grid gap-3 text-sm">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-3xl font-bold text-brand-purple" data-testid="live-card-points">
          {formatNumber(live.points)}
        </span>
        <span className="text-muted-foreground">
          {live.gameweek_finished ? 'points, final' : 'points so far, as the game will count them'}
          {live.transfer_cost > 0 ? ` (transfer cost -${live.transfer_cost})` : ''}
        </span>
      </p>
      {armband ? (
        <p>
          Armband: <strong>{name(armband.element)}</strong>
          {armband.is_captain ? '' : ' (vice-captain, the captain did not play)'}: {armband.points} pts x{' '}
          {armband.multiplier}
        </p>
      ) : null}
      <p data-testid="live-card-subs">{substitutionsText(live, name)}</p>
      {live.bonus_provisional ? (
        <p className="flex items-start gap-2 rounded-md border border-warning/40 bg-warning-background p-2 text-warning">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>Includes provisional bonus from the live bonus points standings: it can still change.</span>
        </p>
      ) : null}
      <p className="text-xs text-muted-foreground">Scores read {formatRelativeTime(live.updated_at, now)}.</p>
    </div>
  );
}

/**
 * A manager's current gameweek as the game will count it, on the manager screens: live points, the
 * armband, the automatic substitutions made so far and whether bonus is still provisional.
 */
export function LivePointsCard({ managerId }: { managerId: string }) {
  const live = useQuery(managerLiveQuery(managerId, null));
  const players = useQuery(playerListQuery());
  // Before the first gameweek there is nothing live to show, and an unknown manager is reported by the
  // screen itself: the card stays away rather than saying it twice.
  if (live.error instanceof ApiError && live.error.status === 404) return null;
  const names = new Map(players.data?.elements.map((e) => [e.id, e.web_name]));
  const name = (id: number) => names.get(id) ?? `Player ${id}`;
  return (
    <Card className="min-w-0" data-testid="live-points-card">
      <CardHeader>
        <CardTitle>{live.data ? `Gameweek ${live.data.gameweek} live points` : 'Live points'}</CardTitle>
        <CardDescription>With the automatic substitutions the game will make.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {live.data ? (
          <LiveFigures live={live.data} name={name} />
        ) : live.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {MESSAGES.liveFailed} {errorDetail(live.error)}
          </p>
        ) : (
          <Spinner label="Loading live points..." />
        )}
        <Link
          href="/live-gameweek"
          className={`${buttonVariants({ variant: 'outline', size: 'sm' })} justify-self-start`}
        >
          <Activity aria-hidden="true" />
          Every pick's live points
        </Link>
      </CardContent>
    </Card>
  );
}
