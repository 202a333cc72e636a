import { positionId } from '@contracts/game/positions';
import type { BootstrapStatic, FplElement, FplFixture } from '@contracts/fpl/index';
import type { MatchRow } from '@engine/shares';
import { recentOf, type ClubMinutes, type RateRow, type RecentMinutes } from '@engine/points';
import type { PointsHistoryRow } from '../../db/repositories/points-history';
import { hisSeasonMatches } from '../shares/club-matches';
import { playerKey } from '../shares/current-rows';

function statBy(f: FplFixture, identifier: string, side: 'h' | 'a'): Map<number, number> {
  const entry = f.stats?.find((s) => s.identifier === identifier);
  return new Map((entry?.[side] ?? []).map((s) => [s.element, s.value]));
}

/**
 * The rate model's rows of the current season: each row with minutes (shares' current rows) and
 * the finished fixture's own stats for him (bonus, saves, cards, own goals, defensive
 * contributions), so the rates need no per-player call.
 */
export function currentRateRows(
  current: readonly MatchRow[],
  fixtures: readonly FplFixture[],
  elements: readonly FplElement[],
): RateRow[] {
  const byFixture = new Map(fixtures.map((f) => [f.id, f]));
  const idOf = new Map(elements.map((e) => [playerKey(e), e.id]));
  return current.flatMap((r) => {
    const f = byFixture.get(r.fixtureId);
    const id = idOf.get(r.player);
    const position = positionId(r.position);
    if (!f || id === undefined || position === undefined) return [];
    const side = r.team === f.team_h ? 'h' : 'a';
    const stat = (name: string) => statBy(f, name, side).get(id) ?? 0;
    return [
      {
        player: r.player,
        position,
        kickoffMs: r.kickoffMs,
        minutes: r.minutes,
        saves: stat('saves'),
        teamConceded: (side === 'h' ? f.team_a_score : f.team_h_score) ?? 0,
        bonus: stat('bonus'),
        yellowCards: stat('yellow_cards'),
        redCards: stat('red_cards'),
        ownGoals: stat('own_goals'),
        defensiveContribution: stat('defensive_contribution'),
      },
    ];
  });
}

/**
 * What the points fit reads of a past seasons' row: the rate model's fields, the season, code and
 * position that order a player's minutes, and his club (team code) for the movers' minutes. The
 * worker is sent these (past-columns.ts), not the whole row.
 */
export type PastFitRow = Pick<
  PointsHistoryRow,
  | 'season'
  | 'code'
  | 'position'
  | 'club'
  | 'kickoffMs'
  | 'minutes'
  | 'saves'
  | 'teamConceded'
  | 'bonus'
  | 'yellowCards'
  | 'redCards'
  | 'ownGoals'
  | 'defensiveContribution'
>;

/** The past seasons' rows as the rate model reads them. */
export const pastRateRows = (rows: readonly PastFitRow[]): RateRow[] =>
  rows.flatMap((r) => {
    const position = positionId(r.position);
    return position === undefined
      ? []
      : [
          {
            player: r.code,
            position,
            kickoffMs: r.kickoffMs,
            minutes: r.minutes,
            saves: r.saves,
            teamConceded: r.teamConceded,
            bonus: r.bonus,
            yellowCards: r.yellowCards,
            redCards: r.redCards,
            ownGoals: r.ownGoals,
            defensiveContribution: r.defensiveContribution,
          },
        ];
  });

/** A club's team code by its season team id (minus the id in a payload without codes, as the rows). */
const teamCodes = (teams: BootstrapStatic['teams']) => {
  const code = new Map(teams.map((t) => [t.id, t.code]));
  return (team: number) => code.get(team) ?? -team;
};

/**
 * Each current player's club matches this season (hisSeasonMatches: a January arrival's old club's
 * up to his last appearance there, then his new club's from his first), in order, with his minutes
 * (0 where he did not play) and his club's team code (by element id): with his past rows, his
 * recent minutes; and the minutes model's sequences of this season.
 */
export function clubSeasonMinutes(
  bootstrap: Pick<BootstrapStatic, 'elements' | 'teams'>,
  current: readonly MatchRow[],
  finished: readonly FplFixture[],
): Map<number, ClubMinutes[]> {
  const played = new Map(current.map((r) => [`${r.player}/${r.fixtureId}`, r.minutes]));
  const codeOf = teamCodes(bootstrap.teams);
  const rowsOf = new Map<number, MatchRow[]>();
  for (const r of current) rowsOf.set(r.player, [...(rowsOf.get(r.player) ?? []), r]);
  const byClub = new Map<number, FplFixture[]>();
  const clubFixtures = (team: number) => {
    let list = byClub.get(team);
    if (!list) byClub.set(team, (list = finished.filter((f) => f.team_h === team || f.team_a === team)));
    return list;
  };
  return new Map(
    bootstrap.elements.map((e) => {
      const key = playerKey(e);
      return [
        e.id,
        hisSeasonMatches(e.team, rowsOf.get(key) ?? [], clubFixtures).map((m) => ({
          minutes: played.get(`${key}/${m.fixture.id}`) ?? 0,
          club: codeOf(m.team),
        })),
      ];
    }),
  );
}

/**
 * Each current player's recent minutes (engine/points `recentOf`, the rule the backtest measures):
 * his past seasons' rows by player code (rowsByCode: minutes 0 included, in kick-off order) followed
 * by this season's club matches (`clubSeasonMinutes`), against his club now, by element id.
 */
export function currentRecent(
  bootstrap: Pick<BootstrapStatic, 'elements' | 'teams'>,
  pastByCode: ReadonlyMap<number, readonly Pick<PastFitRow, 'minutes' | 'club'>[]>,
  season: ReadonlyMap<number, readonly ClubMinutes[]>,
): Map<number, RecentMinutes> {
  const codeOf = teamCodes(bootstrap.teams);
  return new Map(
    bootstrap.elements.map((e) => {
      const past = (pastByCode.get(playerKey(e)) ?? []).map((r) => ({ minutes: r.minutes, club: r.club }));
      return [e.id, recentOf([...past, ...(season.get(e.id) ?? [])], codeOf(e.team))];
    }),
  );
}
