import { POSTPONEMENTS, rescheduledKickoff, seasonRounds, type Round } from './calendar';
import type { Club } from '../world/clubs';
import { rngFor, type Rng } from '../rng';

export interface Fixture {
  id: number;
  code: number;
  event: number;
  kickoff: number;
  home: number;
  away: number;
  /** Difficulty for the home side (the away club's rating) and for the away side. */
  homeDifficulty: number;
  awayDifficulty: number;
  pulseId: number;
}

type Pair = readonly [number, number];

/** Circle-method double round robin: 38 rounds of 10, home and away mirrored in the second half. */
function roundRobin(rng: Rng, teamIds: readonly number[]): Pair[][] {
  const teams = rng.shuffle(teamIds);
  const n = teams.length;
  const firstHalf: Pair[][] = [];
  for (let r = 0; r < n - 1; r++) {
    const round: Pair[] = [];
    for (let i = 0; i < n / 2; i++) {
      const a = teams[i] as number;
      const b = teams[n - 1 - i] as number;
      // Alternate venues by round so no club has long runs at home or away.
      round.push((r + i) % 2 === 0 ? [a, b] : [b, a]);
    }
    firstHalf.push(round);
    // Rotate every team but the first.
    teams.splice(1, 0, teams.pop() as number);
  }
  const secondHalf = rng.shuffle(firstHalf).map((round) => round.map(([h, a]) => [a, h] as Pair));
  return [...firstHalf, ...secondHalf];
}

/**
 * 380 fixtures with kickoffs from the season calendar. Ids follow the original kickoff order
 * (as upstream numbers them when the fixture list is released); postponed matches keep their id
 * and move to a midweek slot of a later round, which leaves a blank and makes a double gameweek.
 */
export function seasonFixtures(
  seed: number,
  season: string,
  clubs: readonly Club[],
  codeBase: number,
): Fixture[] {
  const rng = rngFor(seed, 'fixtures', season);
  const rounds = seasonRounds(season);
  const pairs = roundRobin(
    rng,
    clubs.map((c) => c.id),
  );
  const rating = new Map(clubs.map((c) => [c.id, c.rating]));
  const draft: Omit<Fixture, 'id' | 'code' | 'pulseId'>[] = [];
  pairs.forEach((roundPairs, r) => {
    const round = rounds[r] as Round;
    const order = rng.shuffle(roundPairs);
    order.forEach(([home, away], slot) => {
      draft.push({
        event: round.event,
        kickoff: round.slots[slot] as number,
        home,
        away,
        homeDifficulty: rating.get(away) ?? 3,
        awayDifficulty: rating.get(home) ?? 3,
      });
    });
  });
  draft.sort((a, b) => a.kickoff - b.kickoff || a.home - b.home);
  const fixtures = draft.map((f, i) => ({
    ...f,
    id: i + 1,
    code: codeBase + i + 1,
    pulseId: Math.floor(codeBase / 10) + i + 1,
  }));
  for (const move of POSTPONEMENTS) {
    const candidates = rng.shuffle(fixtures.filter((f) => f.event === move.from)).slice(0, move.count);
    const target = rounds[move.to - 1] as Round;
    candidates.forEach((f, n) => {
      f.event = move.to;
      f.kickoff = rescheduledKickoff(target, n);
    });
  }
  return fixtures.sort((a, b) => a.id - b.id);
}

/** Fixtures by gameweek, in kickoff order. */
export function fixturesByEvent(fixtures: readonly Fixture[]): Map<number, Fixture[]> {
  const out = new Map<number, Fixture[]>();
  for (const f of fixtures) {
    const list = out.get(f.event) ?? [];
    list.push(f);
    out.set(f.event, list);
  }
  for (const list of out.values()) list.sort((a, b) => a.kickoff - b.kickoff || a.id - b.id);
  return out;
}

/** Fixtures of a club in a gameweek (none in a blank, two in a double). */
export function fixtureIndex(fixtures: readonly Fixture[]): (club: number, gw: number) => readonly Fixture[] {
  const index = new Map<number, Fixture[]>();
  for (const f of fixtures) {
    for (const club of [f.home, f.away]) {
      const key = club * 100 + f.event;
      const list = index.get(key);
      if (list) list.push(f);
      else index.set(key, [f]);
    }
  }
  return (club, gw) => index.get(club * 100 + gw) ?? [];
}
