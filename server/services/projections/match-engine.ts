import type { GoalScoredSettings, TeamTier } from '@contracts/api/goal-scored-settings';
import {
  adjustRates,
  type ClubTiers,
  matchContext,
  NO_CONTEXT,
  type ContextInput,
} from '@engine/match-context';
import { type MatchModel, forecastMatch, matchRates, type MatchForecast } from '@engine/match-model';
import { sharedWorkerPool, type WorkerPool } from '../../workers/pool';
import type { MatchEngine, OddsFixture } from './fitted-model';

/**
 * The match model with its backtested defaults (engine/match-model), and the admin goal-scored
 * settings on top of its fitted rates (engine/match-context: venue factors, the data-derived context
 * conditions, market bounds). At the default settings the adjusted rates are the fitted ones.
 */

/** What adjusts a fixture's fitted rates; null settings leave them as fitted. */
export interface OddsContext {
  settings: GoalScoredSettings | null;
  /** The season's played matches and clubs (team codes) the context conditions are read from. */
  season: Omit<ContextInput, 'injuryCrisis'>;
  /** Clubs (team codes) with 3+ leading attackers out: the game's news is about one gameweek only. */
  injuries: { gameweek: number | null; clubs: ReadonlySet<number> };
  /** Each club's tier prior by team code (tiers in force, data tiers, weight by matches played). */
  tiers: ReadonlyMap<number, ClubTiers>;
}

const AVERAGE: TeamTier = 'average';
/** A club without a tier prior (not in the season's teams): its fitted rates stand alone. */
export const NO_TIER_PRIOR: ClubTiers = {
  attack: AVERAGE,
  defence: AVERAGE,
  dataAttack: AVERAGE,
  dataDefence: AVERAGE,
  weight: 0,
};

function conditions(fixture: OddsFixture, context: OddsContext) {
  const { kickoffMs, gameweek } = fixture;
  if (kickoffMs === null || gameweek === null) return NO_CONTEXT;
  const injuryCrisis = gameweek === context.injuries.gameweek ? context.injuries.clubs : undefined;
  return matchContext({ ...fixture, kickoffMs, gameweek }, { ...context.season, injuryCrisis });
}

/** A fixture's odds: the fitted rates, adjusted by the context, to a score matrix. */
export function fixtureOdds(model: MatchModel, fixture: OddsFixture, context: OddsContext): MatchForecast {
  const fitted = matchRates(model, fixture.homeClub, fixture.awayClub);
  const rates = context.settings
    ? adjustRates(fitted, conditions(fixture, context), context.settings, {
        home: context.tiers.get(fixture.homeClub) ?? NO_TIER_PRIOR,
        away: context.tiers.get(fixture.awayClub) ?? NO_TIER_PRIOR,
      })
    : fitted;
  return forecastMatch(rates, model.rho);
}

/** The match model in the worker pool: fits and a season's odds never hold up the event loop. */
export function matchEngineOn(pool: WorkerPool): MatchEngine<MatchModel, OddsContext> {
  return {
    fit: (matches, asOfMs, seasonClubs) => pool.run('fitMatchModel', { matches, asOfMs, seasonClubs }),
    odds: fixtureOdds,
    oddsMany: (model, fixtures, context) => pool.run('fixtureOdds', { model, fixtures, context }),
  };
}

export const matchEngine = matchEngineOn(sharedWorkerPool());
