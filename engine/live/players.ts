import type { FplEventLive } from '@contracts/fpl/element';
import type { FplFixture } from '@contracts/fpl/fixtures';
import type { Appearance } from './auto-subs';
import { bonusFromBps } from './bonus';
import type { PlayerGameweek } from './gameweek-points';

type Fixture = Pick<
  FplFixture,
  'id' | 'team_h' | 'team_a' | 'started' | 'finished' | 'finished_provisional' | 'stats'
>;

const stat = (fixture: Fixture, identifier: string) =>
  fixture.stats?.find((s) => s.identifier === identifier);

/** The game has awarded a fixture's bonus once its `bonus` stat lists anyone. */
export function bonusAwarded(fixture: Fixture): boolean {
  const bonus = stat(fixture, 'bonus');
  return bonus !== undefined && bonus.h.length + bonus.a.length > 0;
}

/** A match is over at the final whistle (`finished_provisional`), before the game confirms it. */
const over = (fixture: Fixture) => fixture.finished || fixture.finished_provisional === true;

/** Provisional bonus per player in each fixture whose bonus is not awarded yet, from its BPS. */
function provisionalBonus(fixtures: readonly Fixture[]): Map<number, Map<number, number>> {
  const byFixture = new Map<number, Map<number, number>>();
  for (const fixture of fixtures) {
    if (!fixture.started || bonusAwarded(fixture)) continue;
    const bps = stat(fixture, 'bps');
    const rows = bps ? [...bps.h, ...bps.a].map((r) => ({ element: r.element, bps: r.value })) : [];
    byFixture.set(fixture.id, bonusFromBps(rows));
  }
  return byFixture;
}

/**
 * Each player's gameweek from the live payload and the gameweek's fixtures: minutes and points
 * as published, the provisional bonus of fixtures not yet awarded, and whether he still may play
 * (a club with no fixture this gameweek, a blank, has nothing left to play). `teamOf` gives a
 * player's club; the fixtures his live entry explains count too (a player who changed clubs).
 */
export function playersGameweek(
  live: FplEventLive,
  gameweekFixtures: readonly Fixture[],
  teamOf: (element: number) => number | undefined,
): Map<number, PlayerGameweek> {
  const fixtureById = new Map(gameweekFixtures.map((f) => [f.id, f]));
  const provisional = provisionalBonus(gameweekFixtures);
  const players = new Map<number, PlayerGameweek>();
  for (const { id, stats, explain } of live.elements) {
    const team = teamOf(id);
    const ids = new Set(explain?.map((e) => e.fixture) ?? []);
    for (const f of gameweekFixtures) if (f.team_h === team || f.team_a === team) ids.add(f.id);
    const fixtures = [...ids].flatMap((f) => fixtureById.get(f) ?? []);
    const provisionalPoints = fixtures.reduce((sum, f) => sum + (provisional.get(f.id)?.get(id) ?? 0), 0);
    const appearance: Appearance = stats.minutes > 0 ? 'played' : fixtures.every(over) ? 'absent' : 'pending';
    players.set(id, {
      minutes: stats.minutes,
      points: stats.total_points,
      officialBonus: stats.bonus,
      provisionalBonus: provisionalPoints,
      bonusProvisional: fixtures.some((f) => provisional.has(f.id)),
      appearance,
    });
  }
  return players;
}
