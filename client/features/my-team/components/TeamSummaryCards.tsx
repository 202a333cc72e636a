import type { ManagerTeam } from '@contracts/api/manager';
import { SummaryCard } from '@/components/manager/SummaryCard';
import { formatCost, formatNumber } from '@/lib/format';

/** Formation, squad value with bank, transfers made/limit with their points cost, and the gameweek. */
export function TeamSummaryCards({ team, formation }: { team: ManagerTeam; formation: string }) {
  const { transfers, entryHistory } = team;
  return (
    <div className="mb-6 grid grid-cols-2 gap-4 lg:grid-cols-4" data-testid="team-summary">
      <SummaryCard label="Formation" value={formation} detail="Defenders-midfielders-forwards" />
      <SummaryCard
        label="Squad Value"
        value={formatCost(entryHistory.value)}
        detail={`incl. ${formatCost(transfers.bank)} in the bank`}
      />
      <SummaryCard
        label="Transfers"
        value={`${transfers.made}/${transfers.limit ?? '∞'}`}
        detail={
          <>
            {transfers.limit === null ? 'Unlimited this gameweek · ' : ''}
            {transfers.cost > 0 ? `-${transfers.cost} pts cost` : 'No points cost'}
          </>
        }
      />
      <SummaryCard
        label="Gameweek"
        value={`GW${team.gameweek}`}
        detail={`${formatNumber(entryHistory.points)} pts · GW rank ${formatNumber(entryHistory.rank)}`}
      />
    </div>
  );
}
