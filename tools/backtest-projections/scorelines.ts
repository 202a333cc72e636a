import type { Scoreline } from '@contracts/api/predicted-scores';
import { defaultUpsetConfig, type UpsetConfig } from '@contracts/api/upset-config';
import { UPSET_SWITCHES_OFF } from '@contracts/api/upset-fields';
import { isDerby } from '@engine/match-context';
import type { Outcome, BacktestPrediction } from '@engine/match-model';
import {
  scorelineFigures,
  type FigureRow,
  type ScorelineFigures,
  expectedCounts,
  sumCounts,
  shownScorelines,
} from '@engine/predictions';

/**
 * Issue 31's scoreline figures on the rolling-origin predictions: every gameweek's scorelines chosen
 * as the app chooses them (engine/predictions/shown-scorelines.ts, gameweek by gameweek in season
 * order) from the odds of a fit on the matches before it, beside the model's modal scoreline, its
 * likeliest outcome, its own expected counts and the real results.
 */

interface Row extends FigureRow {
  shown: Scoreline;
  plain: Scoreline;
  modal: Scoreline;
}

export interface ScorelineBacktest {
  matches: number;
  /** The model's means: draw chance, chance of a side on 0, expected goals per match. */
  expected: { draws: number; homeWins: number; zeros: number; goalsPerMatch: number };
  /** The upset defaults (top teams: none, as a past season's are not known here). */
  shown: ScorelineFigures;
  /** Every upset option off: the set choice alone. */
  plain: ScorelineFigures;
  modal: ScorelineFigures;
  actual: ScorelineFigures;
  /** How often the likeliest outcome happened. */
  likeliestOutcomeRate: number;
}

function seasonScores(predictions: readonly BacktestPrediction[], config: UpsetConfig) {
  const matches = predictions.map((p) => ({
    season: p.match.season,
    fixtureId: p.match.fixtureId,
    gameweek: p.match.gameweek,
    homeTeamId: p.match.homeClub,
    awayTeamId: p.match.awayClub,
    rates: { home: p.forecast.homeGoals, away: p.forecast.awayGoals },
    rho: p.forecast.rho,
    derby: isDerby(p.match.homeClub, p.match.awayClub),
  }));
  return shownScorelines(matches, config);
}

export function measureScorelines(predictions: readonly BacktestPrediction[]): ScorelineBacktest {
  const defaults = defaultUpsetConfig([]);
  const rows: Row[] = [];
  const likeliest: boolean[] = [];
  for (const season of [...new Set(predictions.map((p) => p.match.season))].sort()) {
    const own = predictions.filter((p) => p.match.season === season);
    const shown = seasonScores(own, defaults);
    const plain = seasonScores(own, { ...defaults, ...UPSET_SWITCHES_OFF });
    for (const p of own) {
      const actual = { home: p.match.homeGoals, away: p.match.awayGoals };
      const real: Outcome =
        actual.home > actual.away ? 'home' : actual.home === actual.away ? 'draw' : 'away';
      likeliest.push(p.forecast.outcome === real);
      rows.push({
        season,
        gameweek: p.match.gameweek,
        actual,
        shown: shown.get(p.match.fixtureId)!.score,
        plain: plain.get(p.match.fixtureId)!.score,
        modal: p.forecast.predictedScore,
      });
    }
  }
  const n = Math.max(rows.length, 1);
  const sums = sumCounts(predictions.map((p) => expectedCounts(p.forecast.scores)));
  return {
    matches: rows.length,
    expected: {
      draws: sums.draws / n,
      homeWins: sums.homeWins / n,
      zeros: sums.zeros / (2 * n),
      goalsPerMatch: sums.goals / n,
    },
    shown: scorelineFigures(rows, (r) => r.shown),
    plain: scorelineFigures(rows, (r) => r.plain),
    modal: scorelineFigures(rows, (r) => r.modal),
    actual: scorelineFigures(rows, (r) => r.actual),
    likeliestOutcomeRate: likeliest.filter(Boolean).length / n,
  };
}

const pct = (v: number) => `${(v * 100).toFixed(1)}%`;

/** Columns padded to their widest cell; the first left-aligned, figures right-aligned. */
function table(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  return rows.map(
    (r) => '  ' + r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  '),
  );
}

/** The figures of issue 31's targets, the shown scorelines beside the model's and the real results. */
export function scorelineReport(b: ScorelineBacktest): string[] {
  const likeliest = b.likeliestOutcomeRate;
  const modal = b.modal.exactRate;
  const row = (name: string, f: ScorelineFigures, scored = true) => [
    name,
    pct(f.homeWins),
    pct(f.draws),
    pct(f.awayWins),
    pct(f.zeros),
    f.goalsPerMatch.toFixed(2),
    String(f.distinctPerHalf),
    scored ? `${pct(f.outcomeRate)} (${(f.outcomeRate / likeliest).toFixed(3)})` : '',
    scored ? `${pct(f.exactRate)} (${(f.exactRate / modal).toFixed(3)})` : '',
  ];
  const e = b.expected;
  return [
    `Predicted scorelines, each gameweek chosen together as the app does (${b.matches} matches):`,
    'result right beside the likeliest outcome, exact score beside the modal scoreline (ratios in brackets)',
    ...table([
      [
        'scorelines',
        'home',
        'draw',
        'away',
        'sides on 0',
        'goals',
        'distinct/190',
        'result right',
        'exact score',
      ],
      [
        'model expects',
        pct(e.homeWins),
        pct(e.draws),
        pct(1 - e.homeWins - e.draws),
        pct(e.zeros),
        e.goalsPerMatch.toFixed(2),
        '',
        `${pct(likeliest)} (likeliest)`,
        '',
      ],
      row('shown (upset defaults)', b.shown),
      row('shown (options off)', b.plain),
      row('modal scoreline', b.modal),
      row('real results', b.actual, false),
    ]),
  ];
}
