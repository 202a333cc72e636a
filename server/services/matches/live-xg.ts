import type { FplFixture } from '@contracts/fpl/index';
import type { LiveGameweek } from './live-gameweek';

/** A fixture's team expected goals, or null where the live payload cannot measure them. */
export type FixtureXg = { home: number; away: number } | null;

/**
 * Team expected goals per fixture of one gameweek from its `event/{gw}/live` payload (`readLive`): the sum of
 * each side's players' expected goals. A player's side in a fixture comes from the fixture's
 * per-player stats (every player who appeared has a `bps` entry under `h` or `a`), else from his
 * club in the bootstrap when that club played the fixture. The payload gives a player's expected
 * goals for the whole gameweek, so in a double gameweek they cannot be split between his two
 * fixtures: those fixtures get null rather than a guess, as does a fixture with a player whose side
 * is unknown, and every fixture of a payload without expected goals (mirrors that strip them).
 */
export function teamXgFromLive(
  live: LiveGameweek,
  fixtures: readonly FplFixture[],
  clubOfPlayer: ReadonlyMap<number, number>,
): Map<number, FixtureXg> {
  const byId = new Map(fixtures.map((f) => [f.id, f]));
  const sums = new Map<number, { home: number; away: number }>();
  const unmeasured = new Set<number>();
  for (const f of fixtures) sums.set(f.id, { home: 0, away: 0 });
  for (const [element, { xg, fixtures: played }] of live.expected) {
    if (xg === null || !(xg > 0)) continue;
    const inGameweek = played.filter((id) => byId.has(id));
    if (inGameweek.length !== 1) {
      for (const id of inGameweek) unmeasured.add(id);
      continue;
    }
    const fixture = byId.get(inGameweek[0]!)!;
    const home = sideOf(fixture, element, clubOfPlayer.get(element));
    if (home === null) unmeasured.add(fixture.id);
    else sums.get(fixture.id)![home ? 'home' : 'away'] += xg;
  }
  const result = new Map<number, FixtureXg>();
  for (const [id, sum] of sums) {
    // The source gives two decimals per player; the sums are rounded back to them (float noise).
    const round = (v: number) => Math.round(v * 100) / 100;
    result.set(
      id,
      live.measured && !unmeasured.has(id) ? { home: round(sum.home), away: round(sum.away) } : null,
    );
  }
  return result;
}

/** True for the home side, false for the away side, null when unknown. */
function sideOf(fixture: FplFixture, element: number, club: number | undefined): boolean | null {
  for (const stat of fixture.stats ?? []) {
    if (stat.h.some((s) => s.element === element)) return true;
    if (stat.a.some((s) => s.element === element)) return false;
  }
  if (club === fixture.team_h) return true;
  if (club === fixture.team_a) return false;
  return null;
}
