import type { ManagerTeam } from '@contracts/api/manager';
import type { BootstrapStatic, FplElement, FplElementType, FplTeam } from '@contracts/fpl/bootstrap';
import { byId } from '@contracts/game/bootstrap-index';
import { STARTING_XI_LAST_POSITION } from './formation';

type SquadPick = ManagerTeam['picks'][number];

export interface SquadPlayer {
  pick: SquadPick;
  /** Undefined when the player is missing from the base data (then only the id is known). */
  element: FplElement | undefined;
  team: FplTeam | undefined;
  elementType: number;
}

export interface Squad {
  starters: SquadPlayer[];
  bench: SquadPlayer[];
}

/** The picks joined with the base data, in squad order, split into the XI (1-11) and the bench (12-15). */
export function buildSquad(
  picks: readonly SquadPick[],
  bootstrap: Pick<BootstrapStatic, 'elements' | 'teams'>,
): Squad {
  const elements = byId(bootstrap.elements);
  const teams = byId(bootstrap.teams);
  const players = [...picks]
    .sort((a, b) => a.position - b.position)
    .map((pick): SquadPlayer => {
      const element = elements.get(pick.element);
      return {
        pick,
        element,
        team: element ? teams.get(element.team) : undefined,
        elementType: pick.element_type ?? element?.element_type ?? 0,
      };
    });
  return {
    starters: players.filter((p) => p.pick.position <= STARTING_XI_LAST_POSITION),
    bench: players.filter((p) => p.pick.position > STARTING_XI_LAST_POSITION),
  };
}

export interface PositionGroup {
  elementType: number;
  /** Plural name from the base data, e.g. "Defenders". */
  label: string;
  players: SquadPlayer[];
}

/** The XI grouped by position in the game's order (goalkeeper first); empty groups are left out. */
export function groupByPosition(
  starters: readonly SquadPlayer[],
  elementTypes: readonly FplElementType[],
): PositionGroup[] {
  const known = [...elementTypes].sort((a, b) => a.id - b.id);
  const groups = known.map((t) => ({
    elementType: t.id,
    label: t.plural_name,
    players: starters.filter((p) => p.elementType === t.id),
  }));
  const unknown = starters.filter((p) => !known.some((t) => t.id === p.elementType));
  if (unknown.length > 0) groups.push({ elementType: 0, label: 'Unknown position', players: unknown });
  return groups.filter((g) => g.players.length > 0);
}
