import { positionId } from '@contracts/game/positions';
import type { PlayedMatch } from '@engine/match-model';
import { AVAILABLE } from '@engine/shares';
import {
  minutesSequences,
  clubMinutesSequences,
  prepareHistory,
  recentRows,
  recentOf,
  fitMinutesModel,
  forecastMinutes,
  RECENT_MATCHES,
  projectAtOrigin,
  type Target,
  rulesFor,
} from '@engine/points';
import type { PointsHistoryRow } from '../../server/db/repositories/points-history';

/** A row of the history with what the backtest compares against (the season's element id is not needed). */
export type ScoredHistoryRow = Omit<PointsHistoryRow, 'playerId'>;

/** One player-gameweek predicted one gameweek ahead. */
export interface BacktestRecord {
  season: string;
  gameweek: number;
  /** The game's player code (the season's element id is not in the history). */
  code: number;
  actual: number;
  minutes: number;
  model: number;
  /** Mean of his last five gameweek totals that season (0 without any): the baseline. */
  lastFive: number;
  /**
   * The game's expected points as recorded in the gameweek's row; null where the source has none.
   * Not a forecast made before the deadline: on 2024-25 rows of players who played 60+ minutes,
   * the xP of a gameweek's row correlates 0.556 with that gameweek's points, the xP of the row
   * before 0.157 (the model 0.243). It was computed after the gameweek, from form that includes
   * the gameweek's own points.
   */
  xp: number | null;
  /**
   * His xP recorded in the previous gameweek's row: computed after that gameweek, so before this
   * one's deadline, with the availability news of the time; the fairer comparator, though it was
   * the game's figure for the previous gameweek's fixtures. Null without a previous row or where
   * that gameweek has no xP.
   */
  xpBefore: number | null;
  /** Single-fixture gameweeks only: the minutes model's P(60+) and whether he played 60+ last match. */
  sixty: { p: number; lastMatch: number; happened: number } | null;
}

export const FIRST_GAMEWEEK = 2;

/**
 * The game's xP per player-gameweek: null where the row has none and in gameweeks where the source
 * gives 0 to every player (2024-25 gameweeks 22, 32 and 34: not recorded, not a forecast of 0).
 */
export function recordedXp(rows: readonly ScoredHistoryRow[]): Map<string, number | null> {
  const byGameweek = new Map<string, ScoredHistoryRow[]>();
  for (const r of rows) {
    const key = `${r.season}/${r.gameweek}`;
    const list = byGameweek.get(key) ?? [];
    list.push(r);
    byGameweek.set(key, list);
  }
  const out = new Map<string, number | null>();
  for (const list of byGameweek.values()) {
    const recorded = list.some((r) => r.expectedPoints !== null && r.expectedPoints !== 0);
    for (const r of list) out.set(`${r.season}/${r.gameweek}/${r.code}`, recorded ? r.expectedPoints : null);
  }
  return out;
}

/** The rows by `key`, each list in the rows' order. */
function groupBy<K>(
  rows: readonly ScoredHistoryRow[],
  key: (r: ScoredHistoryRow) => K,
): Map<K, ScoredHistoryRow[]> {
  const out = new Map<K, ScoredHistoryRow[]>();
  for (const r of rows) {
    const list = out.get(key(r));
    if (list) list.push(r);
    else out.set(key(r), [r]);
  }
  return out;
}

/**
 * One-gameweek-ahead predictions for every player-gameweek of `seasons` from gameweek 2 on, each
 * from an origin at the first kick-off of its gameweek: the match model, shares and rates use only
 * what kicked off before it, the minutes table only seasons before the scored one. No availability
 * news (the history has none). Pass every imported season before the scored ones too.
 */
export function backtestRecords(
  rows: readonly ScoredHistoryRow[],
  matches: readonly PlayedMatch[],
  seasons: readonly string[],
  progress: (line: string) => void = () => {},
): BacktestRecord[] {
  const history = prepareHistory(rows);
  const xps = recordedXp(rows);
  const records: BacktestRecord[] = [];
  for (const season of seasons) {
    const earlier = new Set(rows.map((r) => r.season).filter((s) => s < season));
    const minutesModel = fitMinutesModel(
      minutesSequences(history, earlier),
      clubMinutesSequences(history, earlier),
    );
    const rules = rulesFor(season);
    const inSeason = rows.filter((r) => r.season === season && positionId(r.position) !== undefined);
    const byGameweek = groupBy(inSeason, (r) => r.gameweek);
    const totals = new Map<number, number[]>(); // a player's gameweek totals so far this season
    for (const gameweek of [...byGameweek.keys()].sort((a, b) => a - b)) {
      const gwRows = byGameweek.get(gameweek)!;
      const players = groupBy(gwRows, (r) => r.code);
      if (gameweek >= FIRST_GAMEWEEK) {
        const originMs = Math.min(...gwRows.map((r) => r.kickoffMs));
        const targets: Target[] = [...players].map(([code, list]) => ({
          code,
          position: positionId(list[0]!.position)!,
          fixtures: list.map((r) => ({ club: r.club, opponent: r.opponent, home: r.wasHome })),
          availability: AVAILABLE,
          ahead: 1,
        }));
        const projected = projectAtOrigin({ history, matches, minutesModel, rules, originMs }, targets);
        for (const [code, list] of players) {
          const past = totals.get(code) ?? [];
          const lastFive = past.slice(-5);
          const { recentMinutes: recent, recentElsewhere } = recentOf(
            recentRows(history, code, originMs, RECENT_MATCHES),
            list[0]!.club,
          );
          records.push({
            season,
            gameweek,
            code,
            actual: list.reduce((s, r) => s + r.totalPoints, 0),
            minutes: list.reduce((s, r) => s + r.minutes, 0),
            model: projected.get(`${code}/1`)!.points,
            lastFive: lastFive.length === 0 ? 0 : lastFive.reduce((s, x) => s + x, 0) / lastFive.length,
            xp: xps.get(`${season}/${gameweek}/${code}`) ?? null,
            xpBefore: xps.get(`${season}/${gameweek - 1}/${code}`) ?? null,
            sixty:
              list.length === 1
                ? {
                    p: forecastMinutes(minutesModel, recent, 1, recentElsewhere).sixty,
                    lastMatch: (recent.at(-1) ?? 0) >= 60 ? 1 : 0,
                    happened: list[0]!.minutes >= 60 ? 1 : 0,
                  }
                : null,
          });
        }
        progress(`${season} GW${gameweek}: ${players.size} players`);
      }
      for (const [code, list] of players)
        totals.set(code, [...(totals.get(code) ?? []), list.reduce((s, r) => s + r.totalPoints, 0)]);
    }
  }
  return records;
}
