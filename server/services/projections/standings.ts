import { createHash } from 'node:crypto';
import {
  FALLBACK_CURRENT_GAMEWEEK,
  STANDINGS_RUNS,
  type ProjectedStandingsResponse,
  type StandingRow,
  type StandingsBacktest,
} from '@contracts/api/projected-standings';
import { currentGameweek, seasonLabel } from '@contracts/game/schedule';
import { round1 } from '@engine/projections';
import { seedFromKey } from '@engine/random';
import type { ClubProjection, StandingsMatch } from '@engine/standings';
import { sharedWorkerPool, type WorkerPool } from '../../workers/pool';
import type { Season } from './service';
import { NO_FIT_STORE, type FitStore } from '../fits/fit-store';

export interface StandingsDeps {
  /** The season's clubs and fixtures with the fitted model's odds (the projections service's). */
  season: () => Promise<Season>;
  latestBacktest: () => Promise<StandingsBacktest | null>;
  /** Where the simulation runs (by default the process's worker pool). */
  pool?: Pick<WorkerPool, 'run'>;
  runs?: number;
  /** Where the simulation is kept across restarts (its version names every input). */
  store?: FitStore;
}

const round4 = (p: number) => Math.round(p * 10_000) / 10_000;

function row(p: ClubProjection): StandingRow {
  const goalsFor = Math.round(p.expected.goalsFor);
  const goalsAgainst = Math.round(p.expected.goalsAgainst);
  return {
    id: p.club.id,
    position: p.position,
    name: p.club.name,
    short_name: p.club.shortName,
    played: p.actual.played + p.projectedGames,
    wins: round1(p.expected.won),
    draws: round1(p.expected.drawn),
    losses: round1(p.expected.lost),
    goals_for: goalsFor,
    goals_against: goalsAgainst,
    goal_difference: goalsFor - goalsAgainst,
    points: round1(p.expected.points),
    actual_games: p.actual.played,
    projected_games: p.projectedGames,
    actual: {
      wins: p.actual.won,
      draws: p.actual.drawn,
      losses: p.actual.lost,
      goals_for: p.actual.goalsFor,
      goals_against: p.actual.goalsAgainst,
      points: p.actual.points,
    },
    title_probability: round4(p.title),
    top4_probability: round4(p.top4),
    top7_probability: round4(p.top7),
    relegation_probability: round4(p.relegation),
    position_probabilities: p.positions.map(round4),
  };
}

/** The version of the simulation's inputs: every result and every remaining match's score matrix. */
function inputsVersion(label: string | null, clubs: Season['clubs'], matches: readonly StandingsMatch[]) {
  const hash = createHash('sha1').update(JSON.stringify([label, clubs.map((c) => c.id)]));
  for (const m of matches) {
    hash.update(JSON.stringify([m.fixtureId, m.home, m.away, m.actual]));
    if (!m.actual) for (const r of m.scores) hash.update(Float64Array.from(r));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Projected final standings, simulated once per version of the inputs: a Refresh, or any request
 * until a result or the odds change, gets the same table. The seed is the season's, so a new result
 * replays the same random stream and the table moves only as far as the data does.
 */
export function createStandingsService(deps: StandingsDeps) {
  const runs = deps.runs ?? STANDINGS_RUNS;
  const pool = deps.pool ?? sharedWorkerPool();
  const store = deps.store ?? NO_FIT_STORE;
  let latest: { version: string; rows: Promise<StandingRow[]> } | null = null;
  /** Per Season object: the inputs' version (hashing every score matrix is not a per-request cost). */
  const simulations = new WeakMap<Season, { version: string; seed: number; rows: Promise<StandingRow[]> }>();
  let answer: { key: string; rows: StandingRow[]; value: ProjectedStandingsResponse } | null = null;

  function simulation(s: Season) {
    let found = simulations.get(s);
    if (found) return found;
    const label = seasonLabel(s.bootstrap.events);
    const matches: StandingsMatch[] = s.matches
      .map((m) => ({
        fixtureId: m.fixtureId,
        home: m.home.id,
        away: m.away.id,
        actual: m.actual,
        scores: m.odds.scores,
      }))
      .sort((a, b) => a.fixtureId - b.fixtureId);
    const seed = seedFromKey(`projected-standings ${label ?? ''}`);
    const version = inputsVersion(label, s.clubs, matches);
    if (latest?.version !== version) {
      const entry = {
        version,
        rows: store
          .kept('standings', `${version}/${runs}/${seed}`, () =>
            pool.run('projectStandings', { clubs: s.clubs, matches, runs, seed }, { key: version }),
          )
          .then((projections) => projections.map(row)),
      };
      latest = entry;
      entry.rows.catch(() => {
        if (latest === entry) latest = null;
      });
    }
    found = { version, seed, rows: latest.rows };
    simulations.set(s, found);
    found.rows.catch(() => simulations.delete(s));
    return found;
  }

  return {
    /** The same answer object while the table and the stored backtest stay the same (sent as stored bytes). */
    async projectedStandings(): Promise<ProjectedStandingsResponse> {
      const [s, backtest] = await Promise.all([deps.season(), deps.latestBacktest()]);
      const { version, seed, rows: pending } = simulation(s);
      const rows = await pending;
      const label = seasonLabel(s.bootstrap.events);
      const current = currentGameweek(s.bootstrap.events) ?? FALLBACK_CURRENT_GAMEWEEK;
      const key = JSON.stringify([label, current, backtest]);
      if (answer?.rows !== rows || answer.key !== key) {
        const value: ProjectedStandingsResponse = {
          season: label,
          current_gameweek: current,
          simulation: { runs, seed, data_version: version },
          rows,
          backtest,
        };
        answer = { key, rows, value };
        return value;
      }
      return answer.value;
    },
  };
}
export type StandingsService = ReturnType<typeof createStandingsService>;
