import { mulberry32, poissonSample } from '../../random/stream';
import type { PlayedMatch } from '../played-match';

export interface SimulatedLeague {
  /** Club code -> true log-scale attack and defence (each summing to zero over the clubs). */
  attack: Map<number, number>;
  defence: Map<number, number>;
  intercept: number;
  home: number;
  matches: PlayedMatch[];
}

export interface LeagueOptions {
  seed: number;
  clubs?: number;
  seasons?: number;
  firstSeasonYear?: number;
  intercept?: number;
  home?: number;
  /** Club codes (default 100, 101, ...) and their strengths (default random, centred). */
  codes?: readonly number[];
  strengths?: { attack: readonly number[]; defence: readonly number[] };
}

/**
 * Double round robins between clubs of known strengths with independent Poisson goals: each season
 * starts on 10 August, one gameweek a week (a round of all pairs played home and away).
 */
export function simulateLeague(options: LeagueOptions): SimulatedLeague {
  // The engine's seeded stream, so simulated leagues are identical on every run.
  const random = mulberry32(options.seed);
  const clubCount = options.codes?.length ?? options.clubs ?? 20;
  const intercept = options.intercept ?? Math.log(1.35);
  const home = options.home ?? 0.2;
  const codes = options.codes ?? Array.from({ length: clubCount }, (_, i) => 100 + i);
  const centred = (values: number[]) => {
    const mean = values.reduce((s, v) => s + v, 0) / values.length;
    return values.map((v) => v - mean);
  };
  const attackValues = options.strengths?.attack ?? centred(codes.map(() => (random() - 0.5) * 0.9));
  const defenceValues = options.strengths?.defence ?? centred(codes.map(() => (random() - 0.5) * 0.9));
  const attack = new Map(codes.map((c, i) => [c, attackValues[i]!]));
  const defence = new Map(codes.map((c, i) => [c, defenceValues[i]!]));
  const matches: PlayedMatch[] = [];
  const firstYear = options.firstSeasonYear ?? 2015;
  for (let s = 0; s < (options.seasons ?? 1); s++) {
    const year = firstYear + s;
    const season = `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
    const start = Date.UTC(year, 7, 10, 15);
    let fixtureId = 0;
    codes.forEach((h, i) =>
      codes.forEach((a, j) => {
        if (h === a) return;
        // Pairs spread over 38 weekly gameweeks, deterministic in the club indices.
        const gameweek = 1 + ((i * 7 + j * 3) % 38);
        const homeRate = Math.exp(intercept + home + attack.get(h)! + defence.get(a)!);
        const awayRate = Math.exp(intercept + attack.get(a)! + defence.get(h)!);
        matches.push({
          season,
          fixtureId: ++fixtureId,
          gameweek,
          kickoffMs: start + (gameweek - 1) * 7 * 86_400_000 + fixtureId * 60_000,
          homeClub: h,
          awayClub: a,
          homeGoals: poissonSample(homeRate, random),
          awayGoals: poissonSample(awayRate, random),
          homeXg: null,
          awayXg: null,
        });
      }),
    );
  }
  return { attack, defence, intercept, home, matches };
}
