import { createHash } from 'node:crypto';
import type { FplFixture } from '@contracts/fpl/index';
import type { PlayedMatch } from '@engine/match-model/played-match';
import type { MatchOdds } from '@engine/projections/season-matches';

/**
 * One model fit per version of the data: the fit is redone only when a fixture finishes or a score
 * changes, and every request in between reads the same fit, so identical inputs give identical
 * answers. The fit's date is the data's, not the clock's: the last finished fixture's kick-off.
 */

/** The season's played matches up to an instant (match-data's match history). */
export interface MatchHistory {
  played(asOfMs: number): Promise<PlayedMatch[]>;
}

/** The match model as the screens use it: fit, then the odds of one pairing of clubs (team codes). */
export interface MatchEngine<Model> {
  fit(matches: readonly PlayedMatch[], asOfMs: number): Model;
  odds(model: Model, homeClub: number, awayClub: number): MatchOdds;
}

export interface FitSummary {
  matches: number;
  seasons: string[];
  /** The last fitted match's kick-off (ISO), null when the fit had none. */
  lastKickoffTime: string | null;
}

export interface FittedModel {
  fit: FitSummary;
  /** The odds of a pairing by the clubs' team codes (memoised: a pairing is met twice a season). */
  odds(homeClub: number, awayClub: number): MatchOdds;
}

const kickoffMs = (f: FplFixture): number | null => {
  const ms = f.kickoff_time === null ? NaN : Date.parse(f.kickoff_time);
  return Number.isFinite(ms) ? ms : null;
};

/**
 * The instant the fit looks from: just after the last finished fixture's kick-off; before any has
 * finished, the season's first kick-off (the fit then uses past seasons only). Null without dates.
 */
export function fitInstant(fixtures: readonly FplFixture[]): number | null {
  const finished = fixtures.filter((f) => f.finished).map(kickoffMs);
  const last = Math.max(...finished.filter((ms): ms is number => ms !== null));
  if (Number.isFinite(last)) return last + 1;
  const first = Math.min(...fixtures.map(kickoffMs).filter((ms): ms is number => ms !== null));
  return Number.isFinite(first) ? first : null;
}

/** The data version: the fit instant and every finished fixture's score. */
export function dataVersion(fixtures: readonly FplFixture[], asOfMs: number): string {
  const results = fixtures
    .filter((f) => f.finished)
    .map((f) => `${f.id}:${f.team_h_score ?? ''}-${f.team_a_score ?? ''}`)
    .sort()
    .join(',');
  return `${asOfMs}/${createHash('sha1').update(results).digest('hex')}`;
}

function summary(matches: readonly PlayedMatch[]): FitSummary {
  const last = matches.reduce<PlayedMatch | null>((a, m) => (a && a.kickoffMs >= m.kickoffMs ? a : m), null);
  return {
    matches: matches.length,
    seasons: [...new Set(matches.map((m) => m.season))].sort(),
    lastKickoffTime: last ? new Date(last.kickoffMs).toISOString() : null,
  };
}

/**
 * The fitted model for the fixtures' data version. Only the latest version is kept; concurrent
 * requests share one fit; a failed fit is not kept (the next request tries again).
 */
export function createFittedModels<Model>(deps: { history: MatchHistory; engine: MatchEngine<Model> }) {
  let latest: { version: string; fitted: Promise<FittedModel> } | null = null;

  async function fitAt(asOfMs: number): Promise<FittedModel> {
    const matches = await deps.history.played(asOfMs);
    const model = deps.engine.fit(matches, asOfMs);
    const memo = new Map<string, MatchOdds>();
    return {
      fit: summary(matches),
      odds(homeClub, awayClub) {
        const key = `${homeClub}-${awayClub}`;
        let odds = memo.get(key);
        if (!odds) {
          odds = deps.engine.odds(model, homeClub, awayClub);
          memo.set(key, odds);
        }
        return odds;
      },
    };
  }

  return {
    forFixtures(fixtures: readonly FplFixture[], fallbackMs: number): Promise<FittedModel> {
      const asOfMs = fitInstant(fixtures) ?? fallbackMs;
      const version = dataVersion(fixtures, asOfMs);
      if (latest?.version !== version) {
        const fitted = fitAt(asOfMs);
        const entry = { version, fitted };
        latest = entry;
        fitted.catch(() => {
          if (latest === entry) latest = null;
        });
      }
      return latest.fitted;
    },
  };
}
export type FittedModels = ReturnType<typeof createFittedModels>;
