import { PAST_SEASONS, seasonClubNames } from '../world/clubs';
import type { PositionId } from '@contracts/game/positions';
import { createPerson, type Person } from '../world/players';
import { rngFor } from '../rng';

/** Who played where, season by season: names of the clubs, people registered at each. */
export type SeasonRosters = Map<string, Map<string, { person: Person; age: number }[]>>;

const SHAPE: Record<PositionId, number> = { 1: 3, 2: 9, 3: 11, 4: 4 };

/** The first year of a season label: '2019-20' -> 2019. */
const startYear = (season: string) => Number(season.slice(0, 4));

/**
 * Past Premier League careers for the invented players. Walking back from 2024-25, a current
 * player stays at his club when it was in the league (78%), else had moved from another club
 * or was not yet in the league; nobody plays before his debut age. Squads are then filled up to
 * about 27 with invented former players, who also carry on backwards at their clubs. Returns
 * the rosters by season and club name, and the former players created.
 */
export function pastRosters(
  seed: number,
  current: readonly { person: Person; club: string }[],
): { rosters: SeasonRosters; former: Person[] } {
  const rosters: SeasonRosters = new Map();
  const former: Person[] = [];
  let next = current.map((c) => ({ person: c.person, club: c.club }));
  const seasons = [...PAST_SEASONS].reverse();
  seasons.forEach((season, index) => {
    const back = 2025 - startYear(season);
    const clubs = seasonClubNames(season);
    const byClub = new Map<string, { person: Person; age: number }[]>(clubs.map((c) => [c, []]));
    const carried: { person: Person; club: string }[] = [];
    for (const { person, club } of next) {
      const rng = rngFor(seed, 'career', person.code, season);
      const age = person.age - back;
      const debut = 19 + Math.round(3 * (1 - person.talent) + rng.int(0, 2));
      if (age < debut) continue;
      let where: string | null = clubs.includes(club) && rng.chance(0.78) ? club : null;
      if (!where && rng.chance(clubs.includes(club) ? 0.55 : 0.45)) where = rng.pick(clubs);
      if (!where) continue;
      byClub.get(where)?.push({ person, age });
      carried.push({ person, club: where });
    }
    clubs.forEach((club, clubIndex) => {
      const squad = byClub.get(club) ?? [];
      const rng = rngFor(seed, 'former', season, club);
      for (const position of [1, 2, 3, 4] as const) {
        let have = squad.filter((s) => s.person.position === position).length;
        for (let k = 0; have < SHAPE[position] + (position > 1 ? rng.int(0, 1) : 0); k++, have++) {
          const talent = Math.min(0.95, Math.max(0.12, 0.5 + 0.15 * rng.normal()));
          const person = createPerson(
            rng,
            10_000 + index * 2000 + clubIndex * 60 + position * 12 + k,
            position,
            talent,
          );
          const age = rng.int(20, 33);
          // Ages are kept relative to 2025-26 like the current players'.
          person.age = age + back;
          former.push(person);
          squad.push({ person, age });
          carried.push({ person, club });
        }
      }
    });
    rosters.set(season, byClub);
    next = carried;
  });
  return { rosters, former };
}
