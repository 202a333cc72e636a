import type { Scoreline } from '@contracts/api/predicted-scores';
import type { ScoreMatrix, SetTargets } from './set-targets';

/**
 * One scoreline per match, chosen for a set of matches together (decision record 0016): the set shows
 * exactly its target numbers of draws, home and away wins, and as near as it can its targets of
 * sides on 0 goals and goals, while each match gets the outcome and scoreline that cost least in
 * expected accuracy. A scoreline's expected accuracy is the chance its result is right plus
 * EXACT_WEIGHT times the chance it is the exact score (one point for the result, one more for the
 * exact score). No randomness: equal inputs give equal scorelines; ties go to the earlier match and
 * the fewer goals.
 *
 * 1. Outcomes: a transportation problem (matches x home/draw/away, with the target counts as
 *    capacities), solved exactly by dynamic programming over (draws, home wins) placed so far; each
 *    match's value for an outcome is its chance plus EXACT_WEIGHT times its likeliest score's chance.
 * 2. Scorelines: each match starts on the likeliest score of its result; while changing one match's
 *    score within its result brings the set's sides on 0 and goals nearer their targets
 *    (2 |zeros - target| + |goals - target|: a side put on 0 usually loses a goal, so it counts
 *    twice, or the set would stay short of its zeros), the change losing least exact-score chance
 *    per unit brought nearer (counted up to MAX_STRIDE) is made, one change at a time.
 */

/** One point for the result, one more for the exact score. */
export const EXACT_WEIGHT = 1;
/** Candidate scores have 0..MAX_GOALS goals a side (beyond it no candidate is ever worth choosing). */
const MAX_GOALS = 7;
/**
 * A change's loss is counted per unit it brings the set nearer, up to this many: beyond, a far
 * scoreline worth almost nothing (5-7 for 1.6 v 1.6) would look like a cheap way to many goals.
 */
const MAX_STRIDE = 3;
/**
 * A match may show a score at least this share as likely as the likeliest of its result: without
 * it, once one match shows an unlikely score, more goals there cost almost nothing more, and a single
 * 5-7 would carry a gameweek's goals.
 */
const PLAUSIBLE = 0.4;

export interface SetMatch {
  /** The model's chances of each score: they choose the match's result. */
  model: ScoreMatrix;
  /** The chances that rank the scores within that result: the model's, or after the upset options. */
  scores: ScoreMatrix;
  /** A scoreline fixed beforehand (the Poisson option's draw): it counts toward the targets. */
  fixed: Scoreline | null;
}

type Outcome = 0 | 1 | 2; // home, draw, away
const outcomeOf = (h: number, a: number): Outcome => (h > a ? 0 : h === a ? 1 : 2);
const goalsOf = (s: Scoreline) => s.home + s.away;
const zerosOf = (s: Scoreline) => (s.home === 0 ? 1 : 0) + (s.away === 0 ? 1 : 0);
const chance = (scores: ScoreMatrix, s: Scoreline) => scores[s.home]?.[s.away] ?? 0;

interface Candidates {
  /** Scores of each outcome, fewer goals first. */
  byOutcome: [Scoreline[], Scoreline[], Scoreline[]];
  outcomeChance: [number, number, number];
  best: [Scoreline, Scoreline, Scoreline];
}

function candidates(scores: ScoreMatrix): Candidates {
  const byOutcome: Candidates['byOutcome'] = [[], [], []];
  const outcomeChance: Candidates['outcomeChance'] = [0, 0, 0];
  scores.forEach((row, h) => row.forEach((p, a) => (outcomeChance[outcomeOf(h, a)] += p)));
  for (let total = 0; total <= 2 * MAX_GOALS; total++)
    for (let h = Math.min(total, MAX_GOALS); h >= Math.max(0, total - MAX_GOALS); h--)
      byOutcome[outcomeOf(h, total - h)].push({ home: h, away: total - h });
  const likeliest = (list: Scoreline[]) =>
    list.reduce((b, s) => (chance(scores, s) > chance(scores, b) ? s : b), list[0]!);
  return {
    byOutcome,
    outcomeChance,
    best: [likeliest(byOutcome[0]), likeliest(byOutcome[1]), likeliest(byOutcome[2])],
  };
}

/** Outcomes of the free matches with exactly `draws` draws and `home` home wins, of greatest value. */
function assignOutcomes(values: readonly [number, number, number][], draws: number, home: number): Outcome[] {
  const width = home + 1;
  const size = (draws + 1) * width;
  let best = new Float64Array(size).fill(-Infinity);
  best[0] = 0;
  const choice: Uint8Array[] = [];
  values.forEach((v, i) => {
    const next = new Float64Array(size).fill(-Infinity);
    const chosen = new Uint8Array(size);
    const away = i + 1; // matches placed after this one
    for (let d = 0; d <= draws; d++)
      for (let h = 0; h <= home; h++) {
        if (d + h > away) continue;
        const here = d * width + h;
        // Home, then draw, then away: on equal value the earlier option stays.
        const options: [Outcome, number][] = [
          [0, h > 0 ? best[here - 1]! + v[0] : -Infinity],
          [1, d > 0 ? best[here - width]! + v[1] : -Infinity],
          [2, d + h <= i ? best[here]! + v[2] : -Infinity],
        ];
        for (const [o, value] of options)
          if (value > next[here]!) {
            next[here] = value;
            chosen[here] = o;
          }
      }
    best = next;
    choice.push(chosen);
  });
  const outcomes: Outcome[] = new Array<Outcome>(values.length);
  let d = draws;
  let h = home;
  for (let i = values.length - 1; i >= 0; i--) {
    const o = choice[i]![d * width + h]! as Outcome;
    outcomes[i] = o;
    if (o === 0) h--;
    else if (o === 1) d--;
  }
  return outcomes;
}

/** The set's scorelines, in the order of `matches`. */
export function chooseScorelines(matches: readonly SetMatch[], targets: SetTargets): Scoreline[] {
  const free = matches.flatMap((m, i) => (m.fixed ? [] : [i]));
  const fixed = matches.flatMap((m) => (m.fixed ? [m.fixed] : []));
  const count = (o: Outcome) => fixed.filter((s) => outcomeOf(s.home, s.away) === o).length;
  const draws = Math.min(free.length, Math.max(0, targets.draws - count(1)));
  const home = Math.min(free.length - draws, Math.max(0, targets.homeWins - count(0)));
  const cands = free.map((i) => candidates(matches[i]!.scores));
  const model = free.map((i) => candidates(matches[i]!.model));
  const value = (k: number, o: Outcome) =>
    model[k]!.outcomeChance[o] + EXACT_WEIGHT * chance(matches[free[k]!]!.model, model[k]!.best[o]);
  const outcomes = assignOutcomes(
    free.map((_, k) => [value(k, 0), value(k, 1), value(k, 2)]),
    draws,
    home,
  );
  const picked = outcomes.map((o, k) => cands[k]!.best[o]);
  let zeros = [...fixed, ...picked].reduce((n, s) => n + zerosOf(s), 0);
  let goals = [...fixed, ...picked].reduce((n, s) => n + goalsOf(s), 0);
  const gap = (z: number, g: number) => 2 * Math.abs(z - targets.zeros) + Math.abs(g - targets.goals);
  for (;;) {
    let move: { k: number; to: Scoreline; loss: number } | null = null;
    picked.forEach((from, k) => {
      const scores = matches[free[k]!]!.scores;
      for (const to of cands[k]!.byOutcome[outcomes[k]!]) {
        const nearer =
          gap(zeros, goals) - gap(zeros - zerosOf(from) + zerosOf(to), goals - goalsOf(from) + goalsOf(to));
        if (nearer <= 0) continue;
        if (chance(scores, to) < PLAUSIBLE * chance(scores, cands[k]!.best[outcomes[k]!])) continue;
        const loss = (chance(scores, from) - chance(scores, to)) / Math.min(nearer, MAX_STRIDE);
        if (!move || loss < move.loss) move = { k, to, loss };
      }
    });
    if (!move) break;
    const { k, to } = move as { k: number; to: Scoreline };
    zeros += zerosOf(to) - zerosOf(picked[k]!);
    goals += goalsOf(to) - goalsOf(picked[k]!);
    picked[k] = to;
  }
  const shown = matches.map((m) => m.fixed ?? { home: 0, away: 0 });
  free.forEach((i, k) => (shown[i] = picked[k]!));
  return shown;
}
