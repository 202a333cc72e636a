/**
 * What a set of matches should look like: the model's own expected counts of draws, home wins, sides
 * on 0 goals and goals (sums of its probabilities), turned into whole numbers per gameweek so that
 * every run of consecutive gameweeks adds up to its expected counts within one.
 */

export type ScoreMatrix = readonly (readonly number[])[];

/** Expected counts of one match, or sums of them over a set. */
export interface ExpectedCounts {
  matches: number;
  draws: number;
  homeWins: number;
  /** Sides held to 0 goals: P(home scores 0) + P(away scores 0). */
  zeros: number;
  goals: number;
}

/** Whole-number counts a set of matches is to show. */
export interface SetTargets {
  draws: number;
  homeWins: number;
  awayWins: number;
  zeros: number;
  goals: number;
}

/** The expected counts of one match from its score matrix (scores[h][a]). */
export function expectedCounts(scores: ScoreMatrix): ExpectedCounts {
  const c: ExpectedCounts = { matches: 1, draws: 0, homeWins: 0, zeros: 0, goals: 0 };
  scores.forEach((row, h) =>
    row.forEach((p, a) => {
      if (h === a) c.draws += p;
      else if (h > a) c.homeWins += p;
      if (h === 0) c.zeros += p;
      if (a === 0) c.zeros += p;
      c.goals += p * (h + a);
    }),
  );
  return c;
}

export function sumCounts(list: readonly ExpectedCounts[]): ExpectedCounts {
  const sum: ExpectedCounts = { matches: 0, draws: 0, homeWins: 0, zeros: 0, goals: 0 };
  for (const c of list) {
    sum.matches += c.matches;
    sum.draws += c.draws;
    sum.homeWins += c.homeWins;
    sum.zeros += c.zeros;
    sum.goals += c.goals;
  }
  return sum;
}

/**
 * Whole-number targets for consecutive sets (a season's gameweeks, in order) by cumulative rounding:
 * set k gets round(C_k) - round(C_k-1), where C_k is the running sum of the expected counts. Any run
 * of consecutive sets then totals within one of its expected count (the errors telescope), with no
 * random draw and no drift, and an earlier set's targets never depend on a later one. Home wins are
 * rounded on the running sum of draws plus home wins, so draws + home wins never exceed a set's size.
 */
export function cumulativeTargets(sets: readonly ExpectedCounts[]): SetTargets[] {
  let before = { draws: 0, decided: 0, zeros: 0, goals: 0 };
  const running = { draws: 0, decided: 0, zeros: 0, goals: 0 };
  return sets.map((c) => {
    running.draws += c.draws;
    running.decided += c.draws + c.homeWins;
    running.zeros += c.zeros;
    running.goals += c.goals;
    const now = {
      draws: Math.round(running.draws),
      decided: Math.round(running.decided),
      zeros: Math.round(running.zeros),
      goals: Math.round(running.goals),
    };
    const clamp = (x: number, max: number) => Math.min(max, Math.max(0, x));
    const draws = clamp(now.draws - before.draws, c.matches);
    const drawsAndHome = clamp(now.decided - before.decided, c.matches);
    const homeWins = Math.max(0, drawsAndHome - draws);
    const targets = {
      draws,
      homeWins,
      awayWins: c.matches - draws - homeWins,
      zeros: clamp(now.zeros - before.zeros, 2 * c.matches),
      goals: Math.max(0, now.goals - before.goals),
    };
    before = now;
    return targets;
  });
}
