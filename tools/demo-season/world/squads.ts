import type { PositionId } from '@contracts/game/positions';
import type { Club } from './clubs';
import {
  createPerson,
  qualityAtAge,
  seasonProfile,
  startPrice,
  type Person,
  type SeasonPlayer,
} from './players';
import { rngFor, type Rng } from '../rng';

/** Outfield starters per line: [defenders, midfielders, forwards]. */
export type Formation = readonly [number, number, number];
/**
 * Shapes in the game's positions: wingers and attacking midfielders count as midfielders, so most
 * sides field one forward (4-2-3-1 and 4-3-3 are 4-5-1 here), some two.
 */
const FORMATIONS: readonly Formation[] = [
  [4, 5, 1],
  [4, 5, 1],
  [4, 5, 1],
  [3, 6, 1],
  [4, 4, 2],
  [3, 5, 2],
];

/** Each club keeps one preferred shape all season (seeded per club and season). */
export function clubFormation(seed: number, season: string, clubId: number): Formation {
  return rngFor(seed, 'formation', season, clubId).pick(FORMATIONS);
}

export function startersAt(formation: Formation, position: PositionId): number {
  return position === 1 ? 1 : (formation[position - 2] ?? 0);
}

/** Average talent of a club's players from its prior: title sides near 0.7, strugglers near 0.4. */
export function clubLevel(club: Club): number {
  return 0.55 + 0.16 * club.prior;
}

/** The 2025-26 squads: about 30 invented players a club (3 GK, 10-11 DEF, 12-13 MID, 4 FWD). */
export function currentPeople(seed: number, clubs: readonly Club[]): Map<number, Person[]> {
  const byClub = new Map<number, Person[]>();
  for (const club of clubs) {
    const rng = rngFor(seed, 'people', club.id);
    const counts: Record<PositionId, number> = { 1: 3, 2: 10 + rng.int(0, 1), 3: 12 + rng.int(0, 1), 4: 4 };
    const people: Person[] = [];
    let k = 0;
    for (const position of [1, 2, 3, 4] as const) {
      for (let i = 0; i < counts[position]; i++) {
        // A few stars at every club, more and brighter at the strong ones.
        const star = rng.chance(0.06 + 0.08 * Math.max(0, club.prior)) ? 0.18 : 0;
        const talent = Math.min(0.98, Math.max(0.12, clubLevel(club) + star + 0.15 * rng.normal()));
        people.push(createPerson(rng, club.id * 100 + k++, position, talent));
      }
    }
    byClub.set(club.id, people);
  }
  return byClub;
}

/**
 * Registers people at a club for a season: depth order by quality that season, squad numbers,
 * prices, rates and a penalty taker. Ids are assigned later, across all clubs.
 */
export function registerSquad(
  rng: Rng,
  club: Club,
  formation: Formation,
  people: readonly { person: Person; age: number }[],
): SeasonPlayer[] {
  const players: SeasonPlayer[] = [];
  const numbers = rng.shuffle(Array.from({ length: 38 }, (_, i) => i + 12));
  const firstChoice = rng.shuffle([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  for (const position of [1, 2, 3, 4] as const) {
    const here = people
      .filter((p) => p.person.position === position)
      .map((p) => ({ person: p.person, quality: qualityAtAge(p.person, p.age) }))
      .sort((a, b) => b.quality - a.quality || a.person.code - b.person.code);
    here.forEach(({ person, quality }, depth) => {
      const starter = depth < startersAt(formation, position);
      const squadNumber =
        position === 1 && depth === 0
          ? 1
          : starter && firstChoice.length > 0
            ? firstChoice.pop()
            : numbers.pop();
      players.push({
        id: 0,
        person,
        club: club.id,
        position,
        quality,
        depth,
        squadNumber: squadNumber ?? 50 + depth,
        startCost: startPrice(position, quality, club),
        ...seasonProfile(person, quality),
        penaltyTaker: false,
        loanedFromGw: null,
      });
    });
  }
  const outfield = players.filter((p) => p.position > 1 && p.depth < startersAt(formation, p.position));
  const taker = outfield.sort((a, b) => b.threat * b.quality - a.threat * a.quality)[0];
  if (taker) taker.penaltyTaker = true;
  // Half the clubs send a fringe player out on loan before the summer window shuts (GW1-3).
  const fringe = players
    .filter((p) => p.position === 2 || p.position === 3)
    .sort((a, b) => b.depth - a.depth)[0];
  if (fringe && rng.chance(0.5)) fringe.loanedFromGw = rng.int(1, 3);
  return players;
}
