import { CURRENT_SEASON, seasonClubs, type Club } from './clubs';
import { seasonFixtures } from '../calendar/fixtures';
import type { Person, SeasonPlayer } from './players';
import { rngFor } from '../rng';
import type { SeasonWorld } from './season';
import { clubFormation, currentPeople, registerSquad, type Formation } from './squads';

/** Fixture codes of 2025-26 start here (invented, in the upstream range of seven digits). */
const CURRENT_CODE_BASE = 3_200_000;

/** Gives web names: the surname, or "I.Surname" when several people share it. */
export function assignWebNames(people: readonly Person[], taken: ReadonlySet<string> = new Set()): void {
  const count = new Map<string, number>();
  for (const p of people) count.set(p.last, (count.get(p.last) ?? 0) + 1);
  for (const p of people)
    p.web = (count.get(p.last) ?? 0) > 1 || taken.has(p.last) ? `${p.first.charAt(0)}.${p.last}` : p.last;
}

/** Element ids like upstream: club by club, keepers first, then by surname within a position. */
export function assignIds(players: SeasonPlayer[]): SeasonPlayer[] {
  players.sort(
    (a, b) =>
      a.club - b.club ||
      a.position - b.position ||
      (a.person.last < b.person.last ? -1 : a.person.last > b.person.last ? 1 : 0) ||
      a.person.code - b.person.code,
  );
  players.forEach((p, i) => (p.id = i + 1));
  return players;
}

/** Registers every club's people for a season (ids assigned across the league afterwards). */
export function registerAll(
  seed: number,
  season: string,
  clubs: readonly Club[],
  people: Map<number, { person: Person; age: number }[]>,
): { players: SeasonPlayer[]; formations: Map<number, Formation> } {
  const formations = new Map<number, Formation>();
  const players: SeasonPlayer[] = [];
  for (const club of clubs) {
    const formation = clubFormation(seed, season, club.id);
    formations.set(club.id, formation);
    players.push(
      ...registerSquad(rngFor(seed, 'register', season, club.id), club, formation, people.get(club.id) ?? []),
    );
  }
  return { players: assignIds(players), formations };
}

export interface CurrentWorld extends SeasonWorld {
  people: Person[];
}

/** The 2025-26 world: the 20 clubs with hidden strengths, ~600 invented players, 380 fixtures. */
export function currentWorld(seed: number): CurrentWorld {
  const clubs = seasonClubs(seed, CURRENT_SEASON);
  const byClub = currentPeople(seed, clubs);
  const people = [...byClub.values()].flat();
  assignWebNames(people);
  const registrations = new Map(
    [...byClub].map(([club, list]) => [club, list.map((person) => ({ person, age: person.age }))]),
  );
  const { players, formations } = registerAll(seed, CURRENT_SEASON, clubs, registrations);
  const fixtures = seasonFixtures(seed, CURRENT_SEASON, clubs, CURRENT_CODE_BASE);
  return { seed, season: CURRENT_SEASON, clubs, players, fixtures, formations, people };
}
