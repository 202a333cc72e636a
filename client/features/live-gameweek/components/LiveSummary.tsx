import { Clock, Info } from 'lucide-react';
import type { ManagerLive } from '@contracts/api/live';
import { chipName } from '@/components/manager/lib/chips';
import { SummaryCard } from '@/components/manager/SummaryCard';
import { formatDateTime, formatNumber, formatRelativeTime } from '@/lib/format';

/** The gameweek's points, transfer cost, season total and chip, with when they were read. */
export function LiveSummary({ live, now }: { live: ManagerLive; now: Date }) {
  return (
    <>
      <div className="mb-4 grid grid-cols-2 gap-4 lg:grid-cols-4" data-testid="live-summary">
        <SummaryCard
          label={`Gameweek ${live.gameweek} points`}
          value={formatNumber(live.points)}
          detail={live.gameweek_finished ? 'Final' : 'Live, as the game will count them'}
        />
        <SummaryCard
          label="Transfer cost"
          value={live.transfer_cost > 0 ? `-${live.transfer_cost}` : '0'}
          detail={`Net ${formatNumber(live.points - live.transfer_cost)} pts`}
        />
        <SummaryCard
          label="Season total"
          value={formatNumber(live.total_points)}
          detail="With this gameweek's points"
        />
        <SummaryCard
          label="Chip"
          value={live.active_chip ? chipName(live.active_chip) : 'None'}
          detail={live.active_chip ? 'Played this gameweek' : 'No chip this gameweek'}
        />
      </div>
      <div className="mb-6 flex flex-col gap-2 text-sm" role="status">
        <p className="flex items-center gap-2 text-muted-foreground">
          <Clock aria-hidden="true" className="size-4 shrink-0" />
          <span>
            Scores as of {formatDateTime(live.updated_at)} ({formatRelativeTime(live.updated_at, now)})
            {live.gameweek_finished ? '' : ', refreshed every minute'}.
          </span>
        </p>
        {live.bonus_provisional ? (
          <p className="flex items-start gap-2 rounded-md border border-warning/40 bg-warning-background p-3 text-warning">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              Bonus marked provisional comes from the bonus points system standings as they are now: it can
              still change until the game awards it after each match.
            </span>
          </p>
        ) : null}
      </div>
    </>
  );
}
