import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { nextGameweek } from '@contracts/game/schedule';
import { ManagerIdSearch } from '@/components/manager/ManagerIdSearch';
import { BaseDataLadder, QueryLadder } from '@/components/manager/QueryLadder';
import { useManagerId } from '@/components/manager/use-manager-id';
import { PageHeader } from '@/components/page-header';
import { FilterSelect } from '@/components/players/FilterSelect';
import { Card } from '@/components/ui/card';
import { bootstrapQuery } from '@/api/relay';
import { transferPlanQuery } from '@/api/transfer-plan';
import { PlanSummary } from './components/PlanSummary';
import { PlanWeekCard } from './components/PlanWeekCard';
import { playerNames } from './lib/names';
import {
  CHIP_OPTIONS,
  DEFAULT_OPTIONS,
  HITS_OPTIONS,
  HORIZON_OPTIONS,
  planParams,
  type OptimiserOptions,
} from './lib/options';

export default function TransferOptimiserScreen() {
  const ids = useManagerId();
  const { managerId } = ids;
  const [options, setOptions] = useState<OptimiserOptions>(DEFAULT_OPTIONS);
  const bootstrap = useQuery(bootstrapQuery());
  const first = bootstrap.data ? nextGameweek(bootstrap.data.events) : null;
  const params = planParams(options, first);
  const plan = useQuery({
    ...transferPlanQuery(managerId ?? '', params),
    enabled: managerId !== null && bootstrap.isSuccess,
  });
  const set = (patch: Partial<OptimiserOptions>) => setOptions((o) => ({ ...o, ...patch }));
  const chipWeeks = Array.from({ length: options.horizon }, (_, i) => (first ?? 0) + i).map((gw) => ({
    value: String(gw),
    label: `Gameweek ${gw}`,
  }));

  return (
    <>
      <PageHeader
        title="Transfer Optimiser"
        description="The transfers, XI and captain that score the most projected points over the next gameweeks, within the game's rules, budget and free transfers."
      />
      <ManagerIdSearch ids={ids} loading={plan.isFetching} />
      <Card className="mb-4 grid grid-cols-2 gap-3 p-4 sm:gap-4 lg:grid-cols-4">
        <FilterSelect
          label="Gameweeks"
          value={String(options.horizon)}
          options={HORIZON_OPTIONS}
          onChange={(v) => set({ horizon: Number(v) })}
        />
        <FilterSelect
          label="Hits"
          value={options.maxHits}
          options={HITS_OPTIONS}
          onChange={(v) => set({ maxHits: v })}
        />
        <FilterSelect
          label="Chip"
          value={options.chip}
          options={CHIP_OPTIONS}
          onChange={(v) => set({ chip: v })}
        />
        <FilterSelect
          label="Chip gameweek"
          value={String(params.chip_gw ?? first ?? '')}
          options={chipWeeks}
          disabled={options.chip === 'none' || first === null}
          onChange={(v) => set({ chipGameweek: Number(v) })}
        />
      </Card>
      <BaseDataLadder bootstrap={bootstrap} managerId={managerId} shows="their best transfers">
        {(base) => (
          <QueryLadder query={plan} loadingLabel="Solving the best plan…" errorTitle="No plan could be made.">
            {(answer) => {
              const names = playerNames(base);
              return (
                <>
                  <PlanSummary plan={answer} />
                  <div className="grid gap-4">
                    {answer.gameweeks.map((w) => (
                      <PlanWeekCard key={w.gameweek} week={w} names={names} />
                    ))}
                  </div>
                </>
              );
            }}
          </QueryLadder>
        )}
      </BaseDataLadder>
    </>
  );
}
