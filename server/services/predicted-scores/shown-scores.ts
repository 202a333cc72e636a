import type { UpsetConfig } from '@contracts/api/upset-config';
import { isDerby } from '@engine/match-context';
import {
  scorelineMatches,
  seasonScorelines,
  type PredictedSeason,
  type ShownScore,
} from '@engine/predictions';
import type { SeasonMatch } from '@engine/projections';
import { seasonLabel } from '@contracts/game/schedule';
import type { Season } from '../projections/service';
import type { WorkerPool } from '../../workers/pool';
import { createPreKickoffOdds, type PreKickoffDeps } from './pre-kickoff';

export interface ShownScoresDeps<Model> extends PreKickoffDeps<Model> {
  /** The upset configuration in force, read at every request so a saved change shows at once. */
  upsetConfig: () => Promise<UpsetConfig>;
  /**
   * Where the choice runs: half a second of event loop for a season's 380 matches on a busy machine,
   * so the server's is the worker pool; without one (tests) it runs here.
   */
  pool?: Pick<WorkerPool, 'run'>;
}

export interface ShownScores {
  season: PredictedSeason;
  config: UpsetConfig;
  /** Every match's shown scoreline with the options that changed it, by fixture id. */
  scores: ReadonlyMap<number, ShownScore>;
}

/** Equal for equal inputs of the choice: the configuration and every match's odds and gameweek. */
function inputKey(s: PredictedSeason, config: UpsetConfig): string {
  const odds = s.matches.map((m) => {
    const o = s.beforeKickoff.get(m.fixtureId) ?? m.odds;
    return `${m.fixtureId}:${m.gameweek}:${o.homeGoals}:${o.awayGoals}:${o.rho}`;
  });
  return `${s.season}|${JSON.stringify(config)}|${odds.join(',')}`;
}

/**
 * The one scoreline each match shows on every screen (Predicted Scores, Match Projections, Results
 * Projections): engine/predictions/shown-scorelines.ts on the season's odds, those of a gameweek
 * under way or played taken at its first kick-off. The last answer is kept while its inputs stay the
 * same: the screens ask for it at every request.
 */
export function createShownScores<Model>(deps: ShownScoresDeps<Model>) {
  const preKickoff = createPreKickoffOdds(deps);
  let last: { key: string; scores: Promise<ReadonlyMap<number, ShownScore>> } | null = null;
  const choose = (season: PredictedSeason, config: UpsetConfig): Promise<ReadonlyMap<number, ShownScore>> =>
    deps.pool
      ? deps.pool.run('shownScorelines', { matches: scorelineMatches(season), config })
      : Promise.resolve().then(() => seasonScorelines(season, config));

  return async (s: Season): Promise<ShownScores> => {
    const [beforeKickoff, config] = await Promise.all([
      preKickoff(s.bootstrap, s.fixtures),
      deps.upsetConfig(),
    ]);
    const code = new Map(s.bootstrap.teams.map((t) => [t.id, t.code]));
    const season: PredictedSeason = {
      season: seasonLabel(s.bootstrap.events) ?? '',
      matches: s.matches,
      beforeKickoff,
      derby: (m: SeasonMatch) => isDerby(code.get(m.home.id) ?? 0, code.get(m.away.id) ?? 0),
    };
    const key = inputKey(season, config);
    if (last?.key !== key) {
      const entry = { key, scores: choose(season, config) };
      last = entry;
      entry.scores.catch(() => {
        if (last === entry) last = null;
      });
    }
    return { season, config, scores: await last.scores };
  };
}
