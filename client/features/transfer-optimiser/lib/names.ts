import { positionCode } from '@contracts/game/positions';
import type { BootstrapStatic } from '@contracts/fpl/index';
import { formatCost } from '@/lib/format';

export interface PlayerNames {
  name: (id: number) => string;
  /** Name, club and price: "Saka (ARS, £10.1m)". */
  label: (id: number) => string;
  position: (id: number) => string;
}

/** Players' names, clubs and prices from the game's base data; an unknown id shows as "Player 123". */
export function playerNames(bootstrap: Pick<BootstrapStatic, 'elements' | 'teams'>): PlayerNames {
  const elements = new Map(bootstrap.elements.map((e) => [e.id, e]));
  const clubs = new Map(bootstrap.teams.map((t) => [t.id, t.short_name]));
  const name = (id: number) => elements.get(id)?.web_name ?? `Player ${id}`;
  return {
    name,
    label: (id) => {
      const e = elements.get(id);
      return e ? `${e.web_name} (${clubs.get(e.team) ?? '?'}, ${formatCost(e.now_cost)})` : name(id);
    },
    position: (id) => positionCode(elements.get(id)?.element_type ?? 0) ?? '',
  };
}
