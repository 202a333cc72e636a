import type { ManagerTeam } from '@contracts/api/manager';
import type { FplElement } from '@contracts/fpl/bootstrap';
import type { Priced } from '@contracts/game/priced';
import { FPL_ELEMENT_TYPES, fplElement, fplTeam } from '@contracts/fpl/testing/bootstrap';

/** The game's positions and clubs, from the shared contract factory. */
export const elementTypes = FPL_ELEMENT_TYPES;
export const team = (id: number, shortName: string, name = shortName) => fplTeam(id, shortName, name);

/**
 * A player of club `teamId` at position `element_type` who has played: £5.0m plus a tenth per id,
 * 100 points plus the id, 900 minutes, form 4.5, owned by 12.5%.
 */
export const element = (
  id: number,
  web_name: string,
  teamId: number,
  element_type: number,
  extra: Partial<Priced<FplElement>> = {},
): Priced<FplElement> =>
  fplElement(id, {
    web_name,
    first_name: web_name,
    second_name: web_name,
    team: teamId,
    element_type,
    now_cost: 50 + id,
    selected_by_percent: '12.5',
    form: '4.5',
    points_per_game: '4.0',
    total_points: 100 + id,
    minutes: 900,
    ...extra,
  });

type TeamPick = ManagerTeam['picks'][number];
export const pick = (elementId: number, position: number, extra: Partial<TeamPick> = {}): TeamPick => ({
  element: elementId,
  position,
  multiplier: position <= 11 ? 1 : 0,
  is_captain: false,
  is_vice_captain: false,
  ...extra,
});
