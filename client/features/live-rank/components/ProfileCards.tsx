import type { ManagerSummary } from '@contracts/api/manager';
import { RankChangeBadge } from '@/components/manager/RankChangeBadge';
import type { RankMovement } from '@/components/manager/lib/rank-change';
import { managerName, teamAndRegion } from '@/components/manager/lib/names';
import { formatNumber, PLACEHOLDER } from '@/lib/format';
import { StatTile } from './StatTile';
import { TitledCard } from './TitledCard';

export function ManagerProfileCard({ manager }: { manager: ManagerSummary }) {
  return (
    <TitledCard title="Manager Profile">
      <p className="text-lg font-semibold" data-testid="manager-name">
        {managerName(manager)}
      </p>
      <p className="mb-4 text-sm text-muted-foreground">{teamAndRegion(manager)}</p>
      <dl className="grid grid-cols-2 gap-4">
        <StatTile label="Total points" value={formatNumber(manager.summary_overall_points)} />
        <StatTile label="Current gameweek" value={manager.current_event ?? PLACEHOLDER} />
      </dl>
    </TitledCard>
  );
}

/** Overall rank with its change since the previous gameweek (once the history has loaded). */
export function CurrentRankingsCard({
  manager,
  movement,
}: {
  manager: ManagerSummary;
  movement: RankMovement | null;
}) {
  return (
    <TitledCard title="Current Rankings">
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <StatTile
          label="Overall rank"
          value={formatNumber(manager.summary_overall_rank)}
          extra={movement ? <RankChangeBadge movement={movement} /> : null}
        />
        <StatTile
          label="Gameweek rank"
          value={manager.summary_event_rank === null ? 'N/A' : formatNumber(manager.summary_event_rank)}
        />
        <StatTile label="Gameweek points" value={formatNumber(manager.summary_event_points)} />
      </dl>
    </TitledCard>
  );
}
