import type { TransferPlan } from '@contracts/api/transfer-plan';
import { Card } from '@/components/ui/card';

/** The plan against keeping the team, and how sure the solver is that it is the best. */
export function PlanSummary({ plan }: { plan: TransferPlan }) {
  const gain = plan.projected_points - plan.projected_points_keep;
  const weeks = plan.horizon === 1 ? 'the next gameweek' : `the next ${plan.horizon} gameweeks`;
  return (
    <Card className="mb-4 p-4">
      <p className="text-lg">
        <span className="font-semibold">{plan.projected_points.toFixed(1)}</span> projected points over{' '}
        {weeks}, against {plan.projected_points_keep.toFixed(1)} keeping your team ({gain >= 0 ? '+' : ''}
        {gain.toFixed(1)}).
      </p>
      <p className="mt-1 text-sm text-muted-foreground">
        {plan.free_transfers === null
          ? 'Unlimited transfers'
          : `${plan.free_transfers} free transfer${plan.free_transfers === 1 ? '' : 's'}`}{' '}
        before the first deadline; £{plan.bank_after.toFixed(1)}m in the bank after the plan.{' '}
        {plan.solver.status === 'optimal'
          ? `The best plan by the points model, proven in ${plan.solver.seconds.toFixed(1)} s among ${plan.candidates} players.`
          : `The best plan found in the ${plan.solver.seconds.toFixed(1)} s allowed; a better one may exist.`}{' '}
        Selling prices are taken as current prices: the game does not publish what you paid.
      </p>
    </Card>
  );
}
