import type { BootstrapStatic, FplElement } from '@contracts/fpl/index';

/** How the price screens name a player, his club and position, from the current bootstrap. */
export interface PlayerIdentity {
  player_id: number;
  player_name: string;
  team_name: string;
  team_short_name: string;
  position: string;
  element_type: number;
}

export interface Directory {
  identity(playerId: number, teamId?: number, elementType?: number): PlayerIdentity | undefined;
  element(playerId: number): FplElement | undefined;
}

/**
 * Lookups over one bootstrap. `teamId`/`elementType` override the player's current ones, so a
 * change row shows the club the player was at when it was captured.
 */
export function directory(b: BootstrapStatic): Directory {
  const elements = new Map(b.elements.map((e) => [e.id, e]));
  const teams = new Map(b.teams.map((t) => [t.id, t]));
  const types = new Map(b.element_types.map((t) => [t.id, t]));
  return {
    element: (id) => elements.get(id),
    identity(playerId, teamId, elementType) {
      const el = elements.get(playerId);
      if (!el) return undefined;
      const team = teams.get(teamId ?? el.team);
      const type = elementType ?? el.element_type;
      return {
        player_id: el.id,
        player_name: el.web_name,
        team_name: team?.name ?? '',
        team_short_name: team?.short_name ?? '',
        position: types.get(type)?.singular_name ?? '',
        element_type: type,
      };
    },
  };
}

/** selected_by_percent is a decimal string ("12.3"); the daily table keeps 2 decimals. */
export function ownershipOf(el: Pick<FplElement, 'selected_by_percent'>): number {
  const n = Number(el.selected_by_percent);
  return Number.isFinite(n) ? Math.round(n * 100) / 100 : 0;
}

/** Players who are not marked unavailable ('u': left the club or on loan). */
export function activePlayerCount(b: BootstrapStatic): number {
  return b.elements.filter((e) => e.status !== 'u').length;
}
