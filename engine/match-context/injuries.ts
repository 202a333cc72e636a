import { availability, type AvailabilityFields } from '@contracts/game/availability';

/** Midfielders and forwards (the game's element types 3 and 4). */
const ATTACKER_TYPES = new Set([3, 4]);
const TOP_ATTACKERS = 5;
const CRISIS_OUT = 3;

export interface SquadPlayer extends AvailabilityFields {
  team: number;
  element_type: number;
  /** Null when the game's price could not be read: such a player ranks below every priced one. */
  now_cost: number | null;
}

/**
 * Injury crisis: 3 or more of the club's 5 most valuable attackers (by price, which ranks them from
 * the first gameweek on) unavailable for the next gameweek, by the game's availability rule.
 * Returns the team ids (of the bootstrap's season) in crisis. The bootstrap's news is about the
 * next gameweek only, so later gameweeks never get this condition.
 */
export function teamsInInjuryCrisis(players: readonly SquadPlayer[]): Set<number> {
  const byTeam = new Map<number, SquadPlayer[]>();
  for (const player of players) {
    if (!ATTACKER_TYPES.has(player.element_type)) continue;
    const squad = byTeam.get(player.team);
    // Appended in place: copying the list per player made this quadratic in the squad size.
    if (squad) squad.push(player);
    else byTeam.set(player.team, [player]);
  }
  const crisis = new Set<number>();
  for (const [team, attackers] of byTeam) {
    const top = attackers.sort((a, b) => (b.now_cost ?? -1) - (a.now_cost ?? -1)).slice(0, TOP_ATTACKERS);
    if (top.filter((p) => availability(p) === 'unavailable').length >= CRISIS_OUT) crisis.add(team);
  }
  return crisis;
}
