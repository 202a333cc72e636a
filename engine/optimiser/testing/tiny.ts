import { mulberry32 } from '../../random/stream';
import type { ElementType, PlanInput, PlanPlayer } from '../types';

/**
 * A tiny game for exhaustive checks: 3 goalkeepers, 6 defenders, 6 midfielders, 4 forwards (432
 * possible squads), six clubs so the three-a-club rule binds, prices 4.0-8.0m, seeded expected
 * points; the first 15 by id (2/5/5/3) owned, selling at up to 0.3m below their price.
 */
export function tinyGame(seed: number, horizon: number): PlanInput {
  const next = mulberry32(seed);
  const types: ElementType[] = [1, 1, 1, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4];
  const players: PlanPlayer[] = types.map((type, i) => {
    const priceTenths = 40 + Math.floor(next() * 41);
    return {
      id: i + 1,
      type,
      club: 1 + (i % 6),
      priceTenths,
      sellTenths: priceTenths - Math.floor(next() * 4),
      xp: Array.from({ length: horizon }, () => Math.round(next() * 800) / 100),
    };
  });
  const squad = [1, 2, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14, 16, 17, 18];
  // The squad sells at selling prices; others at their price.
  const owned = new Set(squad);
  for (const p of players) if (!owned.has(p.id)) p.sellTenths = p.priceTenths;
  return {
    players,
    squad,
    bankTenths: Math.floor(next() * 30),
    horizon,
    freeTransfers: { first: 1, maxBanked: 5, topUpsToMax: [] },
    maxHits: null,
    keep: [],
    avoid: [],
    chip: null,
  };
}

/** Every valid squad of the tiny game's players (quota and three a club), as id lists. */
export function allSquads(players: readonly PlanPlayer[]): number[][] {
  const of = (type: number) => players.filter((p) => p.type === type).map((p) => p.id);
  const choose = (ids: number[], k: number): number[][] =>
    k === 0 ? [[]] : ids.flatMap((id, i) => choose(ids.slice(i + 1), k - 1).map((rest) => [id, ...rest]));
  const club = new Map(players.map((p) => [p.id, p.club]));
  const out: number[][] = [];
  for (const g of choose(of(1), 2))
    for (const d of choose(of(2), 5))
      for (const m of choose(of(3), 5))
        for (const f of choose(of(4), 3)) {
          const squad = [...g, ...d, ...m, ...f];
          const counts = new Map<number, number>();
          for (const id of squad) counts.set(club.get(id)!, (counts.get(club.get(id)!) ?? 0) + 1);
          if ([...counts.values()].every((n) => n <= 3)) out.push(squad);
        }
  return out;
}
