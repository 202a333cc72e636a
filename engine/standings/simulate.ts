import type { SeasonClub } from '../projections/season-matches';
import { mulberry32 } from '../random/stream';
import { actualTotals, byTableOrder, POINTS, type StandingsMatch, type TableTotals } from './table';

/**
 * Projected final standings: the table of played matches plus a seeded Monte Carlo of the rest.
 * Each simulated season draws every remaining match's score from the model's score matrix, ranks
 * the clubs by the game's rules, and counts where each club finished.
 */

export interface SimulationOptions {
  /** Simulated seasons (the screen uses 10,000). */
  runs: number;
  /** 32-bit seed of the random stream: equal seeds and inputs, equal projections. */
  seed: number;
}

/** Final-season totals averaged over the simulated seasons (played matches count as they ended). */
export type ExpectedTotals = Omit<TableTotals, 'played'>;

export interface ClubProjection {
  club: SeasonClub;
  /** 1-based place in the projected table (see `projectStandings` for the order). */
  position: number;
  actual: TableTotals;
  /** Matches still to play. */
  projectedGames: number;
  expected: ExpectedTotals;
  /** positions[k]: the share of simulated seasons in which the club finished (k + 1)th. */
  positions: number[];
  title: number;
  top4: number;
  top7: number;
  /** Finishing in one of the last three places (18-20 of 20). */
  relegation: number;
}

export const RELEGATION_PLACES = 3;

/**
 * A remaining match's score distribution, ready for drawing in constant time by Walker's alias
 * method (Vose's construction): cell i is kept when the uniform's fraction is below threshold[i],
 * else its alias is taken. One uniform per match.
 */
interface Draw {
  home: number;
  away: number;
  threshold: Float64Array;
  alias: Uint16Array;
  homeGoals: Uint8Array;
  awayGoals: Uint8Array;
}

function aliasTable(weights: readonly number[]): { threshold: Float64Array; alias: Uint16Array } {
  const k = weights.length;
  const total = weights.reduce((sum, w) => sum + w, 0);
  // Normalised, so a truncated or rounded matrix still draws each score in proportion.
  const scaled = weights.map((w) => (w * k) / total);
  const threshold = new Float64Array(k).fill(1);
  const alias = Uint16Array.from({ length: k }, (_, i) => i);
  const small = scaled.flatMap((w, i) => (w < 1 ? [i] : []));
  const large = scaled.flatMap((w, i) => (w >= 1 ? [i] : []));
  while (small.length > 0 && large.length > 0) {
    const lo = small.pop()!;
    const hi = large[large.length - 1]!;
    threshold[lo] = scaled[lo]!;
    alias[lo] = hi;
    scaled[hi] = scaled[hi]! + scaled[lo]! - 1;
    if (scaled[hi]! < 1) small.push(large.pop()!);
  }
  return { threshold, alias };
}

function prepare(m: StandingsMatch, index: Map<number, number>): Draw | null {
  const home = index.get(m.home);
  const away = index.get(m.away);
  if (home === undefined || away === undefined) return null;
  const cells = m.scores.flatMap((row, h) => row.map((p, a) => ({ p, h, a }))).filter((c) => c.p > 0);
  return {
    home,
    away,
    ...aliasTable(cells.map((c) => c.p)),
    homeGoals: Uint8Array.from(cells, (c) => c.h),
    awayGoals: Uint8Array.from(cells, (c) => c.a),
  };
}

function pick(d: Draw, u: number): number {
  const scaled = u * d.threshold.length;
  const cell = Math.floor(scaled);
  return scaled - cell < d.threshold[cell]! ? cell : d.alias[cell]!;
}

/** Sums over the simulated seasons, per club (index in `clubs`). */
interface Tally {
  points: Float64Array;
  goalsFor: Float64Array;
  goalsAgainst: Float64Array;
  won: Float64Array;
  drawn: Float64Array;
  /** finishes[club * n + place] */
  finishes: Int32Array;
}

function simulate(base: TableTotals[], draws: readonly Draw[], options: SimulationOptions): Tally {
  const n = base.length;
  const random = mulberry32(options.seed);
  const tally: Tally = {
    points: new Float64Array(n),
    goalsFor: new Float64Array(n),
    goalsAgainst: new Float64Array(n),
    won: new Float64Array(n),
    drawn: new Float64Array(n),
    finishes: new Int32Array(n * n),
  };
  const points = new Int32Array(n);
  const gf = new Int32Array(n);
  const ga = new Int32Array(n);
  const won = new Int32Array(n);
  const drawn = new Int32Array(n);
  const lot = new Float64Array(n);
  const order = Array.from({ length: n }, (_, i) => i);
  for (let run = 0; run < options.runs; run++) {
    for (let c = 0; c < n; c++) {
      const t = base[c]!;
      points[c] = t.points;
      gf[c] = t.goalsFor;
      ga[c] = t.goalsAgainst;
      won[c] = t.won;
      drawn[c] = t.drawn;
    }
    for (const d of draws) {
      const cell = pick(d, random());
      const h = d.homeGoals[cell]!;
      const a = d.awayGoals[cell]!;
      gf[d.home] = gf[d.home]! + h;
      ga[d.home] = ga[d.home]! + a;
      gf[d.away] = gf[d.away]! + a;
      ga[d.away] = ga[d.away]! + h;
      if (h > a) {
        points[d.home] = points[d.home]! + POINTS.win;
        won[d.home] = won[d.home]! + 1;
      } else if (h < a) {
        points[d.away] = points[d.away]! + POINTS.win;
        won[d.away] = won[d.away]! + 1;
      } else {
        points[d.home] = points[d.home]! + POINTS.draw;
        points[d.away] = points[d.away]! + POINTS.draw;
        drawn[d.home] = drawn[d.home]! + 1;
        drawn[d.away] = drawn[d.away]! + 1;
      }
    }
    // Clubs level on points, goal difference and goals scored are ordered by lot: it stands in for
    // head-to-head and the play-off, and unlike the name favours no club.
    for (let c = 0; c < n; c++) lot[c] = random();
    order.sort(
      (x, y) =>
        points[y]! - points[x]! ||
        gf[y]! - ga[y]! - (gf[x]! - ga[x]!) ||
        gf[y]! - gf[x]! ||
        lot[x]! - lot[y]!,
    );
    for (let place = 0; place < n; place++) tally.finishes[order[place]! * n + place]! += 1;
    for (let c = 0; c < n; c++) {
      tally.points[c] = tally.points[c]! + points[c]!;
      tally.goalsFor[c] = tally.goalsFor[c]! + gf[c]!;
      tally.goalsAgainst[c] = tally.goalsAgainst[c]! + ga[c]!;
      tally.won[c] = tally.won[c]! + won[c]!;
      tally.drawn[c] = tally.drawn[c]! + drawn[c]!;
    }
  }
  return tally;
}

/**
 * Every club's projection. The projected table is ordered by the expected totals as shown (points to
 * one decimal, goals to whole numbers), then goal difference of those goals, goals scored, and name:
 * the game's tie-breakers applied to what the reader sees, so the order can be checked on screen.
 * Remaining matches are drawn in fixture-id order, so the input order does not matter.
 */
export function projectStandings(
  clubs: readonly SeasonClub[],
  matches: readonly StandingsMatch[],
  options: SimulationOptions,
): ClubProjection[] {
  const n = clubs.length;
  const index = new Map(clubs.map((c, i) => [c.id, i]));
  const actual = actualTotals(clubs, matches);
  const base = clubs.map((c) => actual.get(c.id)!);
  const remaining = matches.filter((m) => !m.actual).sort((a, b) => a.fixtureId - b.fixtureId);
  const draws = remaining.flatMap((m) => prepare(m, index) ?? []);
  const runs = Math.max(1, options.runs);
  const tally = simulate(base, draws, { ...options, runs });
  const toPlay = new Int32Array(n);
  for (const d of draws) {
    toPlay[d.home] = toPlay[d.home]! + 1;
    toPlay[d.away] = toPlay[d.away]! + 1;
  }
  const rows = clubs.map((club, c) => {
    const positions = Array.from({ length: n }, (_, place) => tally.finishes[c * n + place]! / runs);
    const share = (from: number, to: number) => positions.slice(from, to).reduce((s, p) => s + p, 0);
    const games = base[c]!.played + toPlay[c]!;
    const won = tally.won[c]! / runs;
    const drawn = tally.drawn[c]! / runs;
    return {
      club,
      position: 0,
      actual: base[c]!,
      projectedGames: toPlay[c]!,
      expected: {
        won,
        drawn,
        lost: games - won - drawn,
        goalsFor: tally.goalsFor[c]! / runs,
        goalsAgainst: tally.goalsAgainst[c]! / runs,
        points: tally.points[c]! / runs,
      },
      positions,
      title: share(0, 1),
      top4: share(0, 4),
      top7: share(0, 7),
      relegation: share(Math.max(0, n - RELEGATION_PLACES), n),
    };
  });
  const shown = (r: ClubProjection) => ({
    points: Math.round(r.expected.points * 10) / 10,
    goalsFor: Math.round(r.expected.goalsFor),
    goalsAgainst: Math.round(r.expected.goalsAgainst),
    name: r.club.name,
  });
  return rows.sort((a, b) => byTableOrder(shown(a), shown(b))).map((r, i) => ({ ...r, position: i + 1 }));
}
