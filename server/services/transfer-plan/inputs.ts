import { hasPrice } from '@contracts/game/priced';
import type { OpenfplProjection } from '@contracts/api/openfpl';
import type { TransferPlanQuery } from '@contracts/api/transfer-plan';
import type { BootstrapStatic } from '@contracts/fpl/index';
import {
  SQUAD_QUOTA,
  MAX_PER_CLUB,
  TYPES,
  type ElementType,
  type PlanInput,
  type PlanPlayer,
} from '@engine/optimiser';
import type { ChipPlay } from '@engine/transfers';
import { ApiError, badRequest } from '../../http/api-error';
import { ERROR_CODES } from '@contracts/errors';

export const infeasible = (message: string) => new ApiError(422, ERROR_CODES.infeasibleOptions, message);

/** The game's chips come twice a season since 2025-26, once in gameweeks 1-19 and once in 20-38. */
const half = (gameweek: number) => (gameweek <= 19 ? 1 : 2);

/** Checks the options against the season and the manager, before any solve (400 and 422). */
export function checkOptions(
  q: TransferPlanQuery,
  first: number,
  elements: BootstrapStatic['elements'],
  chipsPlayed: readonly ChipPlay[],
): void {
  const byId = new Map(elements.map((e) => [e.id, e]));
  for (const id of [...(q.keep ?? []), ...(q.avoid ?? [])])
    if (!byId.has(id)) throw badRequest(`Player ${id} is not in the game this season`);
  const last = first + q.horizon - 1;
  if (q.chip && (q.chip_gw! < first || q.chip_gw! > last))
    throw badRequest(`chip_gw must be a planned gameweek, ${first} to ${last}`);
  if (q.chip && chipsPlayed.some((c) => c.name === q.chip && half(c.event) === half(q.chip_gw!)))
    throw infeasible(`chip: ${q.chip} has already been played in this half of the season`);
  const both = (q.keep ?? []).filter((id) => (q.avoid ?? []).includes(id));
  if (both.length > 0) throw infeasible(`keep and avoid: player ${both[0]} is in both`);
  const kept = (q.keep ?? []).map((id) => byId.get(id)!);
  for (const type of TYPES)
    if (kept.filter((e) => e.element_type === type).length > SQUAD_QUOTA[type])
      throw infeasible(`keep: more players of one position than a squad holds (${SQUAD_QUOTA[type]})`);
  const clubs = new Map<number, number>();
  for (const e of kept) clubs.set(e.team, (clubs.get(e.team) ?? 0) + 1);
  if ([...clubs.values()].some((n) => n > MAX_PER_CLUB))
    throw infeasible(`keep: more than ${MAX_PER_CLUB} players from one club`);
}

/**
 * Every player with his expected points per planned gameweek (the points model, one list per
 * horizon), his price, and what he sells for: an owned player's selling price (`sellTenths`,
 * engine/optimiser/selling.ts), anyone else's current price.
 */
export function planPlayers(
  elements: BootstrapStatic['elements'],
  horizons: readonly (readonly OpenfplProjection[])[],
  sellTenths: ReadonlyMap<number, number>,
): PlanPlayer[] {
  const xp = new Map<number, number[]>();
  for (const rows of horizons)
    for (const r of rows) xp.set(r.player_id, [...(xp.get(r.player_id) ?? []), r.predicted_points]);
  // A player whose price cannot be read can be neither bought nor valued: he is left out.
  return elements.filter(hasPrice).map((e) => ({
    id: e.id,
    type: e.element_type as ElementType,
    club: e.team,
    priceTenths: e.now_cost,
    sellTenths: sellTenths.get(e.id) ?? e.now_cost,
    xp: xp.get(e.id) ?? horizons.map(() => 0),
  }));
}

export function planInput(
  q: TransferPlanQuery,
  first: number,
  players: PlanPlayer[],
  squad: { ids: number[]; bankTenths: number; free: number | null; topUps: readonly number[] },
): PlanInput {
  return {
    players,
    squad: squad.ids,
    bankTenths: squad.bankTenths,
    horizon: q.horizon,
    freeTransfers: { first: squad.free, maxBanked: 5, topUpsToMax: squad.topUps },
    maxHits: q.max_hits ?? null,
    keep: q.keep ?? [],
    avoid: q.avoid ?? [],
    chip: q.chip ? { name: q.chip, offset: q.chip_gw! - first } : null,
  };
}
