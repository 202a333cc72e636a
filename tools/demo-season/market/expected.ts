import type { Club } from '../world/clubs';
import type { Fixture } from '../calendar/fixtures';
import type { Ledger } from '../points/ledger';
import type { Availability } from '../matches/match-types';
import type { SeasonPlayer } from '../world/players';
import { startersAt, type Formation } from '../world/squads';

/**
 * Expected points: the simulation's stand-in for the official `ep_this`/`ep_next` and the
 * vaastav `xP`, and the signal the simulated managers and the transfer market react to. Before
 * a ball is kicked it is a prior from quality, role and club; as matches are played it leans on
 * form and points per team match. Each fixture in the gameweek adds its share, scaled by the
 * fixture difficulty and the chance of playing.
 */
export interface ExpectedContext {
  ledger: Ledger;
  clubs: Map<number, Club>;
  formations: Map<number, Formation>;
  fixturesOf: (club: number, gw: number) => readonly Fixture[];
}

export function priorPerMatch(p: SeasonPlayer, club: Club, formation: Formation): number {
  const role =
    p.depth < startersAt(formation, p.position)
      ? 1
      : p.depth === startersAt(formation, p.position)
        ? 0.35
        : 0.08;
  const q = p.quality;
  const base = p.position === 1 ? 2.6 + 2 * q : p.position === 2 ? 2.2 + 2.8 * q : 1.9 + 5 * q ** 1.5;
  return 0.75 * role * base * (0.8 + 0.1 * club.rating);
}

export function chanceOf(a: Availability | undefined): number {
  if (!a || a.status === 'a') return 1;
  if (a.status === 'd') return (a.chance ?? 0) / 100;
  return 0;
}

/** Points per match expected from what is known after `knownGw` finished (at time `now`). */
export function perMatch(ctx: ExpectedContext, p: SeasonPlayer, knownGw: number, now: number): number {
  const club = ctx.clubs.get(p.club) as Club;
  const prior = priorPerMatch(p, club, ctx.formations.get(p.club) ?? [4, 4, 2]);
  const matches = ctx.ledger.matchesThrough(p.id, knownGw);
  if (matches === 0) return prior;
  const season = ctx.ledger.pointsThrough(p.id, knownGw) / matches;
  const form = ctx.ledger.form(p.id, now, knownGw);
  const w = Math.min(1, matches / 8);
  return (1 - w) * prior + w * (0.4 * form + 0.6 * season);
}

export function fixtureFactor(difficulty: number, home: boolean): number {
  return 1 + 0.1 * (3 - difficulty) + (home ? 0.05 : -0.05);
}

/** Expected points in gameweek `gw` given a per-match rate and the chance of playing. */
export function expectedIn(
  ctx: ExpectedContext,
  p: SeasonPlayer,
  gw: number,
  rate: number,
  chance: number,
): number {
  let total = 0;
  for (const f of ctx.fixturesOf(p.club, gw)) {
    const home = f.home === p.club;
    total += rate * fixtureFactor(home ? f.homeDifficulty : f.awayDifficulty, home);
  }
  return total * chance;
}
