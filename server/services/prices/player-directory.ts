import type { BootstrapStatic, FplElement } from '@contracts/fpl/index';
import { indexBootstrap } from '@contracts/game/bootstrap-index';
import { decimal } from '@contracts/game/decimal';

/** How the price screens name a player, his club and position, from the current bootstrap. */
export interface PlayerIdentity {
  player_id: number;
  player_name: string;
  team_name: string;
  team_short_name: string;
  position: string;
  element_type: number;
}

/** What a stored row knows of a player: its name, club and position when it was captured. */
export interface CapturedIdentity {
  playerId: number;
  playerName: string;
  teamId: number;
  position: number;
}

export interface Directory {
  element(playerId: number): FplElement | undefined;
  /** A current player as the screens name him. */
  identity(el: FplElement): PlayerIdentity;
  /** A stored row's player: club and position as captured; the current name if he is still listed. */
  captured(row: CapturedIdentity): PlayerIdentity;
}

/** Lookups over one bootstrap (ids are that season's). */
export function directory(b: BootstrapStatic): Directory {
  const { elements, teams, elementTypes: types } = indexBootstrap(b);
  const named = (playerId: number, name: string, teamId: number, type: number): PlayerIdentity => {
    const team = teams.get(teamId);
    return {
      player_id: playerId,
      player_name: name,
      team_name: team?.name ?? '',
      team_short_name: team?.short_name ?? '',
      position: types.get(type)?.singular_name ?? '',
      element_type: type,
    };
  };
  return {
    element: (id) => elements.get(id),
    identity: (el) => named(el.id, el.web_name, el.team, el.element_type),
    captured: (row) =>
      named(row.playerId, elements.get(row.playerId)?.web_name ?? row.playerName, row.teamId, row.position),
  };
}

/** selected_by_percent is a decimal string ("12.3"); the daily table keeps 2 decimals. */
export function ownershipOf(el: Pick<FplElement, 'selected_by_percent'>): number {
  return Math.round(decimal(el.selected_by_percent) * 100) / 100;
}

/** Players who are not marked unavailable ('u': left the club or on loan). */
export function activePlayerCount(b: BootstrapStatic): number {
  return b.elements.filter((e) => e.status !== 'u').length;
}
