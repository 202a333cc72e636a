import { LAST_GAMEWEEK } from '@contracts/game/season';
import { clubFixturesFrom, playersAsOf, type BacktestSeason, type PlayerAsOf } from './as-of';
import { captainScore, isCaptainCandidate } from './captain-score';
import { weightedSum } from './parts';
import { spearman } from './rank-correlation';
import { transferScore } from './transfer-score';

/**
 * The label backtest: for each past gameweek, every player's captain and transfer score from what
 * was known before it (as-of.ts), beside the points he then scored. Both scores are computed on the
 * spec's raw scale and rescaled within the position (captain-score.ts, transfer-score.ts), so the
 * two can be compared on the same rows.
 */

/** Transfer outcome: points over this many gameweeks from the scored one. */
export const TRANSFER_HORIZON = 3;
/** A regular starter has started at least half his club's matches, over at least this many. */
const REGULAR_MIN_MATCHES = 4;

interface Scored {
  score: number;
  label: string;
}

export interface BacktestRow {
  season: string;
  gameweek: number;
  element: number;
  elementType: number;
  /** Started at least half of his club's matches so far (at least 4). */
  regular: boolean;
  /** More than 5 total points: offered by the Captain Selector. */
  captainCandidate: boolean;
  form: number;
  /** The points model's expected points for the gameweek (the captain score's input); null without. */
  expectedPoints: number | null;
  /** The weighted sums before any position factor or scale. */
  captainSum: number;
  transferSum: number;
  captain: { spec: Scored; rescaled: Scored };
  transfer: { spec: Scored; rescaled: Scored };
  /** Points in the scored gameweek (0 in a blank). */
  points: number;
  /** Points over it and the next two; null when the season ends first. */
  pointsAhead: number | null;
}

function isRegular(p: PlayerAsOf): boolean {
  return p.clubMatches >= REGULAR_MIN_MATCHES && p.starts * 2 >= p.clubMatches;
}

/** Points per element per gameweek of a season. */
function pointsByGameweek(season: BacktestSeason): Map<number, Map<number, number>> {
  const out = new Map<number, Map<number, number>>();
  for (const row of season.rows) {
    const byGw = out.get(row.element) ?? new Map<number, number>();
    byGw.set(row.gameweek, (byGw.get(row.gameweek) ?? 0) + row.totalPoints);
    out.set(row.element, byGw);
  }
  return out;
}

/** Every scoreable player in gameweeks `from`..`to` of one season. */
export function backtestSeason(
  label: string,
  season: BacktestSeason,
  from: number,
  to: number,
): BacktestRow[] {
  const points = pointsByGameweek(season);
  const rows: BacktestRow[] = [];
  for (let gameweek = from; gameweek <= to; gameweek++) {
    for (const p of playersAsOf(season, gameweek)) {
      const fixtures = clubFixturesFrom(season.fixtures, p.team, gameweek);
      const nextFixtures = fixtures.filter((f) => f.event === gameweek);
      const captainInput = { player: p.player, nextFixtures };
      const transferInput = { player: p.player, fixtures, finishedGameweeks: gameweek - 1 };
      const spec = captainScore({ ...captainInput, rescale: false });
      const own = points.get(p.element);
      const ahead = (n: number) => own?.get(gameweek + n) ?? 0;
      rows.push({
        season: label,
        gameweek,
        element: p.element,
        elementType: p.player.elementType,
        regular: isRegular(p),
        captainCandidate: isCaptainCandidate(p.player),
        form: p.player.form,
        expectedPoints: season.expectedPoints?.get(`${p.element}/${gameweek}`) ?? null,
        captainSum: weightedSum(spec.parts),
        transferSum: weightedSum(transferScore(transferInput).parts),
        captain: { spec, rescaled: captainScore(captainInput) },
        transfer: {
          spec: transferScore({ ...transferInput, rescale: false }),
          rescaled: transferScore(transferInput),
        },
        points: ahead(0),
        pointsAhead: gameweek + TRANSFER_HORIZON - 1 <= LAST_GAMEWEEK ? ahead(0) + ahead(1) + ahead(2) : null,
      });
    }
  }
  return rows.map(({ captain, transfer, ...rest }) => ({
    ...rest,
    captain: { spec: pick(captain.spec), rescaled: pick(captain.rescaled) },
    transfer: { spec: pick(transfer.spec), rescaled: pick(transfer.rescaled) },
  }));
}

const pick = ({ score, label }: Scored): Scored => ({ score, label });

/** The q-quantile (0..1) by linear interpolation between order statistics. */
export function quantile(values: readonly number[], q: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (at - lo);
}

/** Each position's reference: the `q`-quantile of its regular starters' weighted sums. */
export function positionReferences(
  rows: readonly BacktestRow[],
  sum: (row: BacktestRow) => number,
  q: number,
): Array<number | null> {
  return [1, 2, 3, 4].map((type) =>
    quantile(rows.filter((r) => r.regular && r.elementType === type).map(sum), q),
  );
}

export interface LabelSummary {
  label: string;
  rows: number;
  meanPoints: number;
  meanPointsAhead: number | null;
}

/** Rows, mean next-gameweek points and mean points over the transfer horizon per label, in `order`. */
export function labelSummary(
  rows: readonly BacktestRow[],
  scored: (row: BacktestRow) => Scored,
  order: readonly string[],
): LabelSummary[] {
  return order.map((label) => {
    const mine = rows.filter((r) => scored(r).label === label);
    const ahead = mine.filter((r) => r.pointsAhead !== null);
    return {
      label,
      rows: mine.length,
      meanPoints: mine.length === 0 ? 0 : mine.reduce((s, r) => s + r.points, 0) / mine.length,
      meanPointsAhead:
        ahead.length === 0 ? null : ahead.reduce((s, r) => s + (r.pointsAhead ?? 0), 0) / ahead.length,
    };
  });
}

export interface RankCorrelations {
  rows: number;
  overall: number | null;
  /** Goalkeeper .. forward. */
  byPosition: Array<number | null>;
}

/** Spearman's rho of `score` against next-gameweek points, overall and within each position. */
export function rankCorrelations(
  rows: readonly BacktestRow[],
  score: (row: BacktestRow) => number,
): RankCorrelations {
  const rho = (list: readonly BacktestRow[]) =>
    spearman(
      list.map(score),
      list.map((r) => r.points),
    );
  return {
    rows: rows.length,
    overall: rho(rows),
    byPosition: [1, 2, 3, 4].map((type) => rho(rows.filter((r) => r.elementType === type))),
  };
}
