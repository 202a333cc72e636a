import { AvailabilityTracker, willPlay } from '../matches/availability';
import type { Club } from './clubs';
import { fixturesByEvent, type Fixture } from '../calendar/fixtures';
import { simulateMatch, type Side } from '../matches/match';
import type { Availability, MatchResult } from '../matches/match-types';
import type { SeasonPlayer } from './players';
import { rngFor } from '../rng';
import { rulesFor } from '@engine/points';
import type { Formation } from './squads';

/** Everything fixed before a ball is kicked: clubs, registered players, fixtures. */
export interface SeasonWorld {
  seed: number;
  season: string;
  clubs: Club[];
  players: SeasonPlayer[];
  fixtures: Fixture[];
  formations: Map<number, Formation>;
}

export interface SeasonPlay {
  /** Results of the simulated fixtures, by fixture id. */
  results: Map<number, MatchResult>;
  /** Status fields at each deadline, for gameweeks 1 to the one after the last simulated. */
  availability: Map<number, Map<number, Availability>>;
}

const HOUR = 3_600_000;

/** Deadline of a gameweek: 90 minutes before its first kickoff (a week after the last round for 39+). */
export function deadlines(fixtures: readonly Fixture[]): (gw: number) => number {
  const first = new Map<number, number>();
  for (const f of fixtures) first.set(f.event, Math.min(first.get(f.event) ?? Infinity, f.kickoff));
  const last = Math.max(...fixtures.map((f) => f.kickoff));
  return (gw) => {
    const k = first.get(gw);
    return k === undefined ? last + (gw - 38) * 7 * 24 * HOUR : k - 1.5 * HOUR;
  };
}

/**
 * Plays gameweeks 1..throughGw in order. Each fixture has its own random stream (seeded by
 * season and fixture id), so a result never depends on how far the season is simulated.
 */
export function playSeason(world: SeasonWorld, throughGw: number): SeasonPlay {
  const rules = rulesFor(world.season);
  const clubs = new Map(world.clubs.map((c) => [c.id, c]));
  const squads = new Map<number, SeasonPlayer[]>();
  for (const p of world.players) {
    const squad = squads.get(p.club);
    if (squad) squad.push(p);
    else squads.set(p.club, [p]);
  }
  const tracker = new AvailabilityTracker(world.seed, world.season, world.players, deadlines(world.fixtures));
  const byEvent = fixturesByEvent(world.fixtures);
  const results = new Map<number, MatchResult>();
  const availability = new Map<number, Map<number, Availability>>();
  for (let gw = 1; gw <= throughGw + 1; gw++) {
    const status = tracker.before(gw);
    availability.set(gw, status);
    if (gw > throughGw) break;
    const played: MatchResult[] = [];
    for (const fixture of byEvent.get(gw) ?? []) {
      const rng = rngFor(world.seed, 'match', world.season, fixture.id);
      const side = (clubId: number): Side => ({
        club: clubs.get(clubId) as Club,
        squad: squads.get(clubId) ?? [],
        formation: world.formations.get(clubId) ?? [4, 4, 2],
        plays: (p) => willPlay(status.get(p.id), rng.next()),
      });
      const result = simulateMatch(rng, fixture, side(fixture.home), side(fixture.away), rules);
      results.set(fixture.id, result);
      played.push(result);
    }
    tracker.update(gw, played);
  }
  return { results, availability };
}
