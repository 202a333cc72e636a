import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { currentGameweek } from '@contracts/game/schedule';
import { indexBootstrap } from '@contracts/game/bootstrap-index';
import type { BootstrapStatic } from '@contracts/fpl/bootstrap';
import { managerLiveQuery } from '@/api/manager';
import { managerBootstrapQuery } from '@/api/relay';
import { ManagerIdSearch } from '@/components/manager/ManagerIdSearch';
import { BaseDataLadder, QueryLadder } from '@/components/manager/QueryLadder';
import { MESSAGES } from '@/components/manager/messages';
import { useManagerId } from '@/components/manager/use-manager-id';
import { substitutionsText } from '@/components/manager/lib/live-text';
import { PageHeader } from '@/components/page-header';
import { FilterSelect } from '@/components/players/FilterSelect';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/state-blocks';
import { useNow } from '@/lib/use-now';
import { cn } from '@/lib/utils';
import { CalendarX } from 'lucide-react';
import { LiveSummary } from './components/LiveSummary';
import { LiveTable } from './components/LiveTable';
import { gameweekOptions, liveRows, type LiveRow } from './lib/live-rows';

const MINUTE = 60_000;

/** The team or the bench: a card titled as its table is named, saying what counts. */
function PicksCard({
  title,
  rows,
  className,
  children,
}: {
  title: string;
  rows: readonly LiveRow[];
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={cn('min-w-0', className)}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{children}</CardDescription>
      </CardHeader>
      <CardContent className="overflow-x-auto px-2 sm:px-5">
        <LiveTable rows={rows} caption={title} />
      </CardContent>
    </Card>
  );
}

function LiveView({ managerId, bootstrap }: { managerId: string; bootstrap: BootstrapStatic }) {
  const current = currentGameweek(bootstrap.events);
  // Null follows the current gameweek; a number is one the manager chose.
  const [chosen, setChosen] = useState<number | null>(null);
  const live = useQuery({ ...managerLiveQuery(managerId, chosen), enabled: current !== null });
  const now = useNow(MINUTE);
  if (current === null)
    return (
      <EmptyState
        icon={CalendarX}
        title="No gameweek under way yet"
        message="Live points start with the season's first gameweek."
      />
    );
  const index = indexBootstrap(bootstrap);
  return (
    <>
      <FilterSelect
        label="Gameweek"
        className="mb-6 max-w-xs"
        value={String(chosen ?? current)}
        options={gameweekOptions(current)}
        onChange={(v) => setChosen(Number(v) === current ? null : Number(v))}
      />
      <QueryLadder query={live} loadingLabel="Loading live points..." errorTitle={MESSAGES.liveFailed}>
        {(data) => {
          const { team, bench } = liveRows(data, index);
          return (
            <>
              <LiveSummary live={data} now={now} />
              <p className="mb-4 text-sm" data-testid="live-subs">
                {substitutionsText(data, (id) => index.elements.get(id)?.web_name ?? `Player ${id}`)}
              </p>
              <PicksCard title="Team" rows={team} className="mb-6">
                The eleven who count, after the automatic substitutions. A starter who does not play is
                replaced once his club's matches are over, by the first substitute in bench order who played
                and keeps a valid formation.
              </PicksCard>
              <PicksCard title="Bench" rows={bench}>
                {data.active_chip === 'bboost'
                  ? 'Bench Boost: the bench counts too.'
                  : 'In bench order; the bench does not count.'}
              </PicksCard>
            </>
          );
        }}
      </QueryLadder>
    </>
  );
}

export default function LiveGameweekScreen() {
  const ids = useManagerId();
  const { managerId } = ids;
  const bootstrap = useQuery(managerBootstrapQuery(managerId));
  return (
    <>
      <PageHeader
        title="Live Gameweek"
        description="A manager's points as the matches are played: the automatic substitutions, the armband and provisional bonus, as the game will count them."
      />
      <ManagerIdSearch ids={ids} loading={bootstrap.isFetching} />
      <BaseDataLadder bootstrap={bootstrap} managerId={managerId} shows="their live points">
        {(base, managerId) => <LiveView key={managerId} managerId={managerId} bootstrap={base} />}
      </BaseDataLadder>
    </>
  );
}
