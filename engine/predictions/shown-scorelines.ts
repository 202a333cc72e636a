import type { Scoreline, UpsetOption } from '@contracts/api/predicted-scores';
import { UPSET_OPTIONS } from '@contracts/api/predicted-scores';
import type { UpsetConfig } from '@contracts/api/upset-config';
import { forecastMatch } from '../match-model/forecast';
import { chooseScorelines } from './set-scorelines';
import { cumulativeTargets, expectedCounts, sumCounts, type ScoreMatrix } from './set-targets';
import { isEnabled, upsetStep, withoutUpset, type UpsetMatch } from './upset-options';

/**
 * The scoreline every screen shows for each match of a season (Predicted Scores, Match Projections,
 * Results Projections): chosen a gameweek at a time by set-scorelines.ts, with targets from the
 * model's own expected counts rounded cumulatively over the season's gameweeks (set-targets.ts), so a
 * gameweek, any run of gameweeks and the season each show within one of the model's expected numbers
 * of draws, home and away wins, sides on 0 and goals. A match's scoreline depends only on its own
 * gameweek's matches and the gameweeks before it, never on the page's filters. The upset options act
 * on top (upset-options.ts): they re-rank a match's candidates or fix its scoreline; the targets stay
 * the model's, so the other matches of the gameweek make up for a fixed upset.
 */

export interface ShownMatch extends UpsetMatch {
  /** Null while postponed: such a match is a set of its own, after the gameweeks. */
  gameweek: number | null;
}

export interface ShownScore {
  score: Scoreline;
  /** The enabled options without whose upset this match's scoreline would differ. */
  changedBy: UpsetOption[];
}

function groups(matches: readonly ShownMatch[]): ShownMatch[][] {
  const byGameweek = new Map<number, ShownMatch[]>();
  const unscheduled: ShownMatch[][] = [];
  for (const m of matches) {
    if (m.gameweek === null) unscheduled.push([m]);
    else byGameweek.set(m.gameweek, [...(byGameweek.get(m.gameweek) ?? []), m]);
  }
  const scheduled = [...byGameweek.entries()].sort(([a], [b]) => a - b).map(([, list]) => list);
  const byFixture = (a: ShownMatch, b: ShownMatch) => a.fixtureId - b.fixtureId;
  return [...scheduled, ...unscheduled].map((list) => [...list].sort(byFixture));
}

/** Each match's scoreline under one configuration, by fixture id. */
function scorelines(
  sets: readonly ShownMatch[][],
  model: ReadonlyMap<number, ScoreMatrix>,
  targets: ReturnType<typeof cumulativeTargets>,
  config: UpsetConfig,
): Map<number, Scoreline> {
  const shown = new Map<number, Scoreline>();
  // Sides on 0 and goals shown so far: a gameweek short of its target hands the rest to the next.
  const sofar = { zeros: 0, goals: 0, expectedZeros: 0, expectedGoals: 0 };
  sets.forEach((set, k) => {
    const inputs = set.map((m) => {
      const step = upsetStep(m, config);
      const same = step.rates.home === m.rates.home && step.rates.away === m.rates.away;
      const scores = same ? model.get(m.fixtureId)! : forecastMatch(step.rates, m.rho).scores;
      return { model: model.get(m.fixtureId)!, scores, fixed: step.fixed };
    });
    sofar.expectedZeros += targets[k]!.zeros;
    sofar.expectedGoals += targets[k]!.goals;
    const target = {
      ...targets[k]!,
      zeros: sofar.expectedZeros - sofar.zeros,
      goals: sofar.expectedGoals - sofar.goals,
    };
    chooseScorelines(inputs, target).forEach((s, i) => {
      shown.set(set[i]!.fixtureId, s);
      sofar.zeros += (s.home === 0 ? 1 : 0) + (s.away === 0 ? 1 : 0);
      sofar.goals += s.home + s.away;
    });
  });
  return shown;
}

const same = (a: Scoreline, b: Scoreline | undefined) => a.home === b?.home && a.away === b.away;

/** The scoreline shown for every match, with the options that changed it, by fixture id. */
export function shownScorelines(
  matches: readonly ShownMatch[],
  config: UpsetConfig,
): Map<number, ShownScore> {
  const sets = groups(matches);
  const model = new Map(matches.map((m) => [m.fixtureId, forecastMatch(m.rates, m.rho).scores]));
  const targets = cumulativeTargets(
    sets.map((set) => sumCounts(set.map((m) => expectedCounts(model.get(m.fixtureId)!)))),
  );
  const shown = scorelines(sets, model, targets, config);
  const without = UPSET_OPTIONS.filter((o) => isEnabled(config, o)).map(
    (o) => [o, scorelines(sets, model, targets, withoutUpset(config, o))] as const,
  );
  return new Map(
    [...shown].map(([id, score]) => [
      id,
      { score, changedBy: without.filter(([, other]) => !same(score, other.get(id))).map(([o]) => o) },
    ]),
  );
}
