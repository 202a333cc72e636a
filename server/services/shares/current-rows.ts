import { positionCode } from '@contracts/game/positions';
import type { BootstrapStatic, FplFixture } from '@contracts/fpl/index';
import type { MatchRow } from '@engine/shares';
import type { LiveGameweek } from '../matches/live-gameweek';

/** Positions by the game's element_type. */

/** The stable key of a current player: his code, else (a payload without codes) minus his id. */
export const playerKey = (e: { id: number; code?: number | null }) => e.code ?? -e.id;

function statBy(f: FplFixture, identifier: string, side: 'h' | 'a'): Map<number, number> {
  const entry = f.stats?.find((s) => s.identifier === identifier);
  return new Map((entry?.[side] ?? []).map((s) => [s.element, s.value]));
}

/**
 * The current season's rows from the finished fixtures' own stats (goals, assists, and who
 * appeared: every player who did has a `bps` entry on his side, so January movers count for the
 * club of that fixture) and the finished gameweeks' live payloads (minutes per fixture, xG and xA;
 * the latter only where the player played one fixture that gameweek). A gameweek without a payload
 * counts every appearance as 90 minutes, without xG.
 */
export function currentSeasonRows(
  season: string,
  bootstrap: Pick<BootstrapStatic, 'elements' | 'teams'>,
  fixtures: readonly FplFixture[],
  live: ReadonlyMap<number, LiveGameweek>,
): MatchRow[] {
  const byId = new Map(bootstrap.elements.map((e) => [e.id, e]));
  const codeOf = new Map(bootstrap.teams.map((t) => [t.id, t.code]));
  const rows: MatchRow[] = [];
  for (const f of fixtures) {
    if (!f.finished || f.team_h_score === null || f.team_a_score === null || f.kickoff_time === null)
      continue;
    const gw = f.event === null ? undefined : live.get(f.event);
    for (const side of ['h', 'a'] as const) {
      const goals = statBy(f, 'goals_scored', side);
      const assists = statBy(f, 'assists', side);
      const team = side === 'h' ? f.team_h : f.team_a;
      const club = codeOf.get(team) ?? -team;
      const sideRows: MatchRow[] = [];
      for (const element of statBy(f, 'bps', side).keys()) {
        const e = byId.get(element);
        if (!e) continue;
        const minutes = gw ? (gw.minutes.get(`${f.id}/${element}`) ?? 0) : 90;
        if (minutes <= 0) continue;
        const x = gw?.expected.get(element);
        const single = x !== undefined && x.fixtures.length === 1;
        sideRows.push({
          season,
          player: playerKey(e),
          position: positionCode(e.element_type) ?? 'AM',
          fixtureId: f.id,
          team,
          club,
          kickoffMs: Date.parse(f.kickoff_time),
          minutes,
          goals: goals.get(element) ?? 0,
          assists: assists.get(element) ?? 0,
          xg: single ? x.xg : null,
          xa: single ? x.xa : null,
          teamGoals: side === 'h' ? f.team_h_score : f.team_a_score,
          teamXg: null,
        });
      }
      // Team xG only where every player of the side was measured.
      const teamXg = sideRows.every((r) => r.xg !== null) ? sideRows.reduce((s, r) => s + r.xg!, 0) : null;
      for (const r of sideRows) rows.push({ ...r, teamXg: sideRows.length > 0 ? teamXg : null });
    }
  }
  return rows;
}

/** Own goals the finished fixtures credited each club (scored by its opponents), by team id. */
export function ownGoalsFor(fixtures: readonly FplFixture[]): Map<number, number> {
  const result = new Map<number, number>();
  for (const f of fixtures) {
    if (!f.finished) continue;
    const sum = (side: 'h' | 'a') => [...statBy(f, 'own_goals', side).values()].reduce((s, v) => s + v, 0);
    result.set(f.team_h, (result.get(f.team_h) ?? 0) + sum('a'));
    result.set(f.team_a, (result.get(f.team_a) ?? 0) + sum('h'));
  }
  return result;
}
