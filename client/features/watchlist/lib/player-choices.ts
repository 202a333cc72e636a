import type { PlayerListResponse } from '@contracts/api/player-list';
import { byId } from '@contracts/game/bootstrap-index';
import { decimal } from '@contracts/game/decimal';
import { hasPrice } from '@contracts/game/priced';
import { compareText } from '@/lib/compare-text';
import { searchMatcher } from '@/lib/search-text';

/** A player the Add Player dialog offers, with what choosing him fills in. */
export interface PlayerChoice {
  playerId: number;
  /** The game's display name (web_name), as the API stores it. */
  playerName: string;
  fullName: string;
  teamName: string;
  /** Singular position name ('Midfielder'). */
  position: string;
  /** now_cost, tenths. */
  currentPrice: number;
  ownership: number;
}

/**
 * Every player not on the watchlist yet, most owned first so the usual picks come
 * up before any typing, then by name.
 */
export function playerChoices(list: PlayerListResponse, watched: ReadonlySet<number>): PlayerChoice[] {
  const teams = byId(list.teams);
  const elementTypes = byId(list.element_types);
  return (
    list.elements
      // An item stores the price it was added at: a player whose price cannot be read is not offered.
      .filter((e) => !watched.has(e.id))
      .filter((e) => hasPrice(e))
      .map((e) => ({
        playerId: e.id,
        playerName: e.web_name,
        fullName: `${e.first_name} ${e.second_name}`,
        teamName: teams.get(e.team)?.name ?? '',
        position: elementTypes.get(e.element_type)?.singular_name ?? '',
        currentPrice: e.now_cost,
        ownership: decimal(e.selected_by_percent),
      }))
      .sort((a, b) => b.ownership - a.ownership || compareText(a.playerName, b.playerName))
  );
}

/** The choices whose display name, full name or club contains the search text. */
export function searchChoices(choices: readonly PlayerChoice[], text: string): PlayerChoice[] {
  if (!text.trim()) return [...choices];
  const matches = searchMatcher(text);
  return choices.filter((c) => matches([c.playerName, c.fullName, c.teamName]));
}
