import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ManagerTeam } from '@contracts/api/manager';
import type { BootstrapStatic } from '@contracts/fpl/bootstrap';
import type { FplFixture } from '@contracts/fpl/fixtures';
import { indexBootstrap } from '@contracts/game/bootstrap-index';
import { fixturesFromGameweek } from '@contracts/game/schedule';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formation } from '../lib/formation';
import { buildSquad, groupByPosition } from '../lib/squad';
import { ChipAndSubs } from './ChipAndSubs';
import { DifficultyLegend } from './DifficultyLegend';
import { SquadTable, type FixtureContext } from './SquadTable';
import { TeamSummaryCards } from './TeamSummaryCards';

interface TeamViewProps {
  team: ManagerTeam;
  bootstrap: BootstrapStatic;
  fixtures: UseQueryResult<FplFixture[]>;
}

export function TeamView({ team, bootstrap, fixtures }: TeamViewProps) {
  const squad = useMemo(() => buildSquad(team.picks, bootstrap), [team.picks, bootstrap]);
  const { elements, teams } = indexBootstrap(bootstrap);
  const context: FixtureContext = {
    fixtures: fixtures.data ?? null,
    fromGameweek: fixturesFromGameweek(bootstrap.events),
    teams,
  };

  return (
    <>
      <TeamSummaryCards team={team} formation={formation(squad.starters.map((p) => p.elementType))} />
      <ChipAndSubs team={team} elements={elements} />
      <DifficultyLegend />
      {fixtures.isError ? (
        <div
          role="alert"
          className="mb-4 flex flex-wrap items-center gap-3 rounded-md border border-destructive/40 bg-card p-3 text-sm"
        >
          <span>The fixtures could not be loaded, so the next fixtures are not shown.</span>
          <Button size="sm" variant="outline" onClick={() => void fixtures.refetch()}>
            Retry
          </Button>
        </div>
      ) : null}
      <Card className="mb-6 min-w-0">
        <CardHeader>
          <CardTitle>Starting XI</CardTitle>
          <CardDescription>
            Gameweek {team.gameweek} picks. Price, form, points and selection are as of now.
          </CardDescription>
        </CardHeader>
        <CardContent className="px-2 sm:px-5">
          <SquadTable
            caption="Starting XI"
            sections={groupByPosition(squad.starters, bootstrap.element_types)}
            fixtures={context}
          />
        </CardContent>
      </Card>
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle>Bench</CardTitle>
        </CardHeader>
        <CardContent className="px-2 sm:px-5">
          <SquadTable caption="Bench" sections={[{ players: squad.bench }]} fixtures={context} slotNumbers />
        </CardContent>
      </Card>
    </>
  );
}
