import type { UpcomingFixture } from './parts';
import type { ScorePlayer } from './player';

/**
 * The score inputs of every player as the game showed them before a past gameweek's deadline,
 * rebuilt from the season's per-fixture history (the vaastav merged_gw.csv layout), for the label
 * backtest. Only rows of earlier gameweeks are read; the gameweek's own rows are its outcome.
 */

/**
 * One player in one club match (a double gameweek gives two rows with the same gameweek): its points,
 * minutes and ICT figures are this match's share of the season totals the scores read.
 */
export interface HistoryRow extends Pick<
  ScorePlayer,
  'totalPoints' | 'minutes' | 'influence' | 'creativity' | 'threat' | 'ictIndex'
> {
  element: number;
  gameweek: number;
  fixtureId: number;
  /** Kick-off, ms since the epoch. */
  kickoff: number;
  wasHome: boolean;
  /** Managers owning him at that gameweek. */
  selected: number;
  /** Price in tenths. */
  value: number;
  transfersIn: number;
  transfersOut: number;
}

export interface SeasonFixture {
  id: number;
  /** Gameweek; null while unscheduled. */
  event: number | null;
  kickoff: number | null;
  teamH: number;
  teamA: number;
  difficultyH: number;
  difficultyA: number;
}

export interface BacktestSeason {
  rows: readonly HistoryRow[];
  fixtures: readonly SeasonFixture[];
  /** Element id -> 1 goalkeeper .. 4 forward (other types are not scored). */
  elementTypes: ReadonlyMap<number, number>;
  /** Managers in the game, to turn `selected` into a percentage. */
  managers: number;
  /**
   * The points model's expected points for the gameweek as fitted before it, by `element/gameweek`
   * (engine/points, one gameweek ahead); absent where the model was not run or had no row for him.
   */
  expectedPoints?: ReadonlyMap<string, number>;
}

export interface PlayerAsOf {
  element: number;
  team: number;
  player: ScorePlayer;
  /** Club matches before the gameweek and how many he started (60+ minutes, the data has no starts before 2022-23). */
  clubMatches: number;
  starts: number;
}

/** The game's form: average points per club match over the last 30 days. */
const FORM_WINDOW_MS = 30 * 24 * 3600 * 1000;
/** Minutes that count as a start when deciding who is a regular starter. */
export const START_MINUTES = 60;

/** The deadline stand-in: the gameweek's first kick-off (the real deadline is 90 minutes before; no
 * match kicks off in between). Null when the gameweek has no scheduled fixture. */
export function gameweekStart(fixtures: readonly SeasonFixture[], gameweek: number): number | null {
  let first: number | null = null;
  for (const f of fixtures) {
    if (f.event === gameweek && f.kickoff !== null && (first === null || f.kickoff < first))
      first = f.kickoff;
  }
  return first;
}

const round1 = (v: number) => Math.round(v * 10) / 10;

/** The player's club for a row: the fixture's home side when he was at home. */
function rowTeam(row: HistoryRow, fixtures: ReadonlyMap<number, SeasonFixture>): number | undefined {
  const f = fixtures.get(row.fixtureId);
  return f && (row.wasHome ? f.teamH : f.teamA);
}

/**
 * Every player of types 1..4 with at least one row before `gameweek`, as known at its start:
 * season totals, points per game (per appearance), form, price, ownership and transfers from his
 * latest earlier row (the previous gameweek's), club from his latest row. The game's injury flags are
 * not in the history, so every player is available (no injury penalty).
 */
export function playersAsOf(season: BacktestSeason, gameweek: number): PlayerAsOf[] {
  const start = gameweekStart(season.fixtures, gameweek);
  if (start === null) return [];
  const fixtures = new Map(season.fixtures.map((f) => [f.id, f]));
  const byElement = new Map<number, HistoryRow[]>();
  for (const row of season.rows) {
    if (row.gameweek >= gameweek) continue;
    const list = byElement.get(row.element) ?? [];
    list.push(row);
    byElement.set(row.element, list);
  }
  const out: PlayerAsOf[] = [];
  for (const [element, rows] of byElement) {
    const elementType = season.elementTypes.get(element);
    if (elementType === undefined || elementType < 1 || elementType > 4) continue;
    rows.sort((a, b) => a.gameweek - b.gameweek || a.kickoff - b.kickoff);
    const last = rows[rows.length - 1]!;
    const team = rowTeam(last, fixtures);
    if (team === undefined) continue;
    out.push({ element, team, ...totals(rows, last, gameweek, start, elementType, season.managers) });
  }
  return out;
}

function totals(
  rows: readonly HistoryRow[],
  last: HistoryRow,
  gameweek: number,
  start: number,
  elementType: number,
  managers: number,
): Omit<PlayerAsOf, 'element' | 'team'> {
  let totalPoints = 0;
  let minutes = 0;
  let influence = 0;
  let creativity = 0;
  let threat = 0;
  let ictIndex = 0;
  let appearances = 0;
  let starts = 0;
  let formPoints = 0;
  let formMatches = 0;
  for (const r of rows) {
    totalPoints += r.totalPoints;
    minutes += r.minutes;
    influence += r.influence;
    creativity += r.creativity;
    threat += r.threat;
    ictIndex += r.ictIndex;
    if (r.minutes > 0) appearances++;
    if (r.minutes >= START_MINUTES) starts++;
    if (r.kickoff >= start - FORM_WINDOW_MS) {
      formPoints += r.totalPoints;
      formMatches++;
    }
  }
  // Transfers are the previous gameweek's; a club that blanked it had none recorded for him.
  const recent = last.gameweek === gameweek - 1;
  const player: ScorePlayer = {
    elementType,
    nowCostTenths: last.value,
    form: formMatches === 0 ? 0 : round1(formPoints / formMatches),
    pointsPerGame: appearances === 0 ? 0 : round1(totalPoints / appearances),
    totalPoints,
    minutes,
    influence: round1(influence),
    creativity: round1(creativity),
    threat: round1(threat),
    ictIndex: round1(ictIndex),
    transfersInEvent: recent ? last.transfersIn : 0,
    transfersOutEvent: recent ? last.transfersOut : 0,
    selectedByPercent: round1((100 * last.selected) / managers),
    chanceOfPlayingNextRound: null,
    status: 'a',
  };
  return { player, clubMatches: rows.length, starts };
}

/** The club's fixtures from `gameweek` on, in order, as the scores see them. */
export function clubFixturesFrom(
  fixtures: readonly SeasonFixture[],
  team: number,
  gameweek: number,
): Array<UpcomingFixture & { event: number }> {
  return fixtures
    .filter((f) => f.event !== null && f.event >= gameweek && (f.teamH === team || f.teamA === team))
    .sort((a, b) => a.event! - b.event! || (a.kickoff ?? 0) - (b.kickoff ?? 0) || a.id - b.id)
    .map((f) => ({
      event: f.event!,
      home: f.teamH === team,
      difficulty: f.teamH === team ? f.difficultyH : f.difficultyA,
    }));
}
