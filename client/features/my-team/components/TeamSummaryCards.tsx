import type { ManagerTeam } from '@contracts/api/manager';
import { Card, CardContent } from '@/components/ui/card';
import { formatCost, formatNumber } from '@/lib/format';
import type { ReactNode } from 'react';

function SummaryCard({ label, value, detail }: { label: string; value: ReactNode; detail: ReactNode }) {
  return (
    <Card>
      <CardContent className="pt-5">
        <h2 className="text-xs font-medium text-muted-foreground">{label}</h2>
        <p className="mt-1 text-2xl font-bold text-brand-purple">{value}</p>
        <p className="mt-1 text-xs text-muted-foreground">{detail}</p>
      </CardContent>
    </Card>
  );
}

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
