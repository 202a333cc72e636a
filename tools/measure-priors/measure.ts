import { measurePromotedPrior, type PromotedPrior, type PlayedMatch } from '@engine/match-model';
import {
  measureMoverFactor,
  seasonAppearances,
  type MatchRow,
  type MoverClass,
  type MoverFactor,
} from '@engine/shares';

export interface MeasuredPriors {
  seasons: string[];
  promoted: PromotedPrior;
  goals: MoverFactor;
  assists: MoverFactor;
}

/** The season-start priors on the imported seasons: the promoted clubs' strengths and the mover factors. */
export function measurePriors(rows: readonly MatchRow[], matches: readonly PlayedMatch[]): MeasuredPriors {
  const { goals, assists } = seasonAppearances(rows);
  return {
    seasons: [...new Set(rows.map((r) => r.season))].sort(),
    promoted: measurePromotedPrior(matches),
    goals: measureMoverFactor(goals),
    assists: measureMoverFactor(assists),
  };
}

const f3 = (x: number) => x.toFixed(3);
const line = (name: string, c: MoverClass) =>
  `  ${name.padEnd(20)} ${String(c.events).padStart(6)} ${c.actual.toFixed(1).padStart(9)} ${c.predicted.toFixed(1).padStart(10)} ${f3(c.ratio).padStart(7)}`;

export function report(m: MeasuredPriors): string[] {
  const out = [
    `Seasons: ${m.seasons.join(', ')}`,
    `Promoted prior (${m.promoted.clubs} promoted club-seasons): attack ${f3(m.promoted.attack)}, defence ${f3(m.promoted.defence)}`,
  ];
  for (const [name, f] of [
    ['Goals', m.goals],
    ['Assists', m.assists],
  ] as const) {
    out.push(
      '',
      `${name} share after a change of club (${name.toLowerCase()} over the spell / predicted from before it):`,
      `  ${'class'.padEnd(20)} ${'events'.padStart(6)} ${'actual'.padStart(9)} ${'predicted'.padStart(10)} ${'ratio'.padStart(7)}`,
      line('movers', f.movers),
      line('  of them mid-season', f.midSeasonMovers),
      line('stayers', f.stayers),
      `  mover factor (movers / stayers): ${f3(f.factor)}`,
    );
  }
  return out;
}
