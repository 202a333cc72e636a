import { positionId, type PositionId } from '@contracts/game/positions';
import type { PlayedMatch } from '@engine/match-model';
import { AVAILABLE, type Availability } from '@engine/shares';
import {
  fitMinutesModel,
  minutesSequences,
  clubMinutesSequences,
  prepareHistory,
  projectAtOrigin,
  recentMinutes,
  rulesFor,
  type Target,
  type TargetFixture,
} from '@engine/points';
import type { ScoredHistoryRow } from '../backtest-points/measure';

/** A history row with the season's element id, which the optimiser's players are keyed by. */
export type DeadlineRow = ScoredHistoryRow & { playerId: number };

/** A player as known at a deadline: his latest club and position, his expected points per week. */
export interface DeadlinePlayer {
  id: number;
  club: number;
  position: PositionId;
  /** Expected points in gameweeks g, g+1, ... of the horizon (0 in a blank gameweek). */
  xp: number[];
}

/**
 * The points model as of each deadline of `season`, as backtest-points fits it: the match model,
 * shares and rates on what kicked off before the gameweek's first kick-off, the minutes table on
 * the seasons before `season` only. Pass every imported season before it too: early in a season
 * the projections rest on them. The history has no team news: `news` gives a player's availability
 * at a deadline as far as it was known then (crowd-news.ts), told whether he played his last club
 * match before it; everyone is available without it.
 */
export function deadlineProjector(
  rows: readonly DeadlineRow[],
  matches: readonly PlayedMatch[],
  season: string,
  news: (gameweek: number, playerId: number, playedLastMatch: boolean) => Availability = () => AVAILABLE,
) {
  const history = prepareHistory(rows);
  const earlier = new Set(rows.map((r) => r.season).filter((s) => s < season));
  const minutesModel = fitMinutesModel(
    minutesSequences(history, earlier),
    clubMinutesSequences(history, earlier),
  );
  const rules = rulesFor(season);
  const inSeason = rows.filter((r) => r.season === season && positionId(r.position) !== undefined);
  // Each club's fixtures by gameweek, a double gameweek's two, once each (the fixture list is public).
  const fixtures = new Map<number, Map<number, Map<number, TargetFixture>>>();
  const firstKickoff = new Map<number, number>();
  for (const r of inSeason) {
    const byClub = fixtures.get(r.gameweek) ?? new Map<number, Map<number, TargetFixture>>();
    fixtures.set(r.gameweek, byClub);
    const club = byClub.get(r.club) ?? new Map<number, TargetFixture>();
    byClub.set(r.club, club);
    club.set(r.fixtureId, { club: r.club, opponent: r.opponent, home: r.wasHome });
    firstKickoff.set(r.gameweek, Math.min(firstKickoff.get(r.gameweek) ?? Infinity, r.kickoffMs));
  }

  return (gameweek: number, horizon: number): DeadlinePlayer[] => {
    const originMs = firstKickoff.get(gameweek);
    if (originMs === undefined) throw new Error(`${season} has no gameweek ${gameweek} in the history`);
    // Everyone in the game by this gameweek, at his latest club: rows up to this gameweek only.
    const latest = new Map<number, DeadlineRow>();
    for (const r of inSeason) if (r.gameweek <= gameweek) latest.set(r.playerId, r);
    const targets: Target[] = [];
    for (const r of latest.values()) {
      const playedLast = (recentMinutes(history, r.code, originMs, 1).at(-1) ?? 0) > 0;
      const availability = news(gameweek, r.playerId, playedLast);
      for (let ahead = 1; ahead <= horizon; ahead++)
        targets.push({
          code: r.code,
          position: positionId(r.position)!,
          fixtures: [
            ...(fixtures
              .get(gameweek + ahead - 1)
              ?.get(r.club)
              ?.values() ?? []),
          ],
          availability,
          ahead,
        });
    }
    const projected = projectAtOrigin({ history, matches, minutesModel, rules, originMs }, targets);
    const players = [...latest.values()].map((r) => ({
      id: r.playerId,
      club: r.club,
      position: positionId(r.position)!,
      xp: Array.from({ length: horizon }, (_, i) => projected.get(`${r.code}/${i + 1}`)?.points ?? 0),
    }));
    // A plan on projections that say nothing (no history before the deadline) is an arbitrary team.
    const xps = players.flatMap((p) => p.xp);
    if (xps.some((x) => !Number.isFinite(x)) || xps.every((x) => x === 0))
      throw new Error(`no projections as of ${season} GW${gameweek}: import the seasons before it`);
    return players;
  };
}
