import { createHash } from 'node:crypto';
import type { FplFixture } from '@contracts/fpl/index';
import type { PlayedMatch, MatchForecast } from '@engine/match-model';
import { NO_FIT_STORE, type FitStore } from '../fits/fit-store';

/**
 * One model fit per version of the data: the fit is redone only when a fixture finishes or a score
 * changes, and every request in between reads the same fit, so identical inputs give identical
 * answers. The fit's date is the data's, not the clock's: the last finished fixture's kick-off.
 */

/** The season's played matches up to an instant (match-data's match history). */
export interface MatchHistory {
  played(asOfMs: number): Promise<PlayedMatch[]>;
  /** The current season's clubs (team codes), from its fixture list: tells the promoted ones. */
  seasonClubs?(): Promise<number[]>;
}

/** A fixture as the model reads it: clubs by team code; no date or gameweek while unscheduled. */
export interface OddsFixture {
  fixtureId: number;
  gameweek: number | null;
  kickoffMs: number | null;
  homeClub: number;
  awayClub: number;
}

/**
 * The match model as the screens use it: fit, then the odds of one fixture in a context (the
 * settings and conditions that adjust the fitted rates), with the score matrix they come from (the
 * standings simulation draws scores from it).
 */
export interface MatchEngine<Model, Context> {
  fit(
    matches: readonly PlayedMatch[],
    asOfMs: number,
    seasonClubs?: readonly number[],
  ): Model | Promise<Model>;
  odds(model: Model, fixture: OddsFixture, context: Context): MatchForecast;
  /** Many fixtures' odds at once (in a worker thread); without it `odds` is called for each. */
  oddsMany?(model: Model, fixtures: readonly OddsFixture[], context: Context): Promise<MatchForecast[]>;
}

export interface FitSummary {
  matches: number;
  seasons: string[];
  /** The last fitted match's kick-off (ISO), null when the fit had none. */
  lastKickoffTime: string | null;
}

export interface FittedModel<Context> {
  fit: FitSummary;
  /** The matches the fit was given (the context conditions read the season's from them). */
  played: readonly PlayedMatch[];
  /**
   * Fixtures' odds in a context, in their order, memoised per context: `contextKey` names it (equal
   * keys, equal contexts), and only the latest context's odds are kept. Concurrent requests share
   * one computation of a fixture's odds.
   */
  odds(fixtures: readonly OddsFixture[], context: Context, contextKey: string): Promise<MatchForecast[]>;
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

/** The model fitted on the matches played before an instant. */
export async function fitAt<Model, Context>(
  deps: { history: MatchHistory; engine: MatchEngine<Model, Context>; store?: FitStore },
  asOfMs: number,
  stored: { name: string; fingerprint: string } = { name: 'match-model', fingerprint: String(asOfMs) },
): Promise<FittedModel<Context>> {
  const [played, seasonClubs] = await Promise.all([
    deps.history.played(asOfMs),
    deps.history.seasonClubs?.(),
  ]);
  const store = deps.store ?? NO_FIT_STORE;
  const model = await store.kept(stored.name, stored.fingerprint, async () =>
    deps.engine.fit(played, asOfMs, seasonClubs),
  );
  const { engine } = deps;
  let memo = { key: '', odds: new Map<string, Promise<MatchForecast>>() };
  return {
    fit: summary(played),
    played,
    odds(fixtures, context, contextKey) {
      if (memo.key !== contextKey) memo = { key: contextKey, odds: new Map() };
      const { odds } = memo;
      // A rescheduled fixture meets other conditions: its kick-off is part of the key.
      const keys = fixtures.map((f) => `${f.fixtureId}@${f.kickoffMs ?? ''}`);
      const missing = new Map<string, OddsFixture>();
      fixtures.forEach((f, i) => {
        if (!odds.has(keys[i]!)) missing.set(keys[i]!, f);
      });
      if (missing.size > 0) {
        const list = [...missing.values()];
        const batch = engine.oddsMany
          ? engine.oddsMany(model, list, context)
          : Promise.resolve(list.map((f) => engine.odds(model, f, context)));
        [...missing.keys()].forEach((key, i) =>
          odds.set(
            key,
            batch.then((all) => all[i]!),
          ),
        );
        // A failed batch is not kept: the next request computes it again.
        batch.catch(() => {
          for (const key of missing.keys()) if (memo.odds === odds) odds.delete(key);
        });
      }
      return Promise.all(keys.map((key) => odds.get(key)!));
    },
  };
}

/**
 * The fitted model for the fixtures' data version. Only the latest version is kept; concurrent
 * requests share one fit; a failed fit is not kept (the next request tries again).
 */
export function createFittedModels<Model, Context>(deps: {
  history: MatchHistory;
  engine: MatchEngine<Model, Context>;
  /** Where fits are kept across restarts (none by default). */
  store?: FitStore;
  /** The imported seasons (fit-store.ts `importStamp`): a new import is a new data version. */
  importStamp?: () => Promise<string>;
}) {
  let latest: { version: string; fitted: Promise<FittedModel<Context>> } | null = null;
  // The source hands out one fixtures object per cached copy: its version is hashed once, not per request.
  const versions = new WeakMap<readonly FplFixture[], string>();

  return {
    async forFixtures(fixtures: readonly FplFixture[], fallbackMs: number): Promise<FittedModel<Context>> {
      let current = versions.get(fixtures);
      if (current === undefined) {
        const dated = fitInstant(fixtures);
        current = dataVersion(fixtures, dated ?? fallbackMs);
        // Without a dated fixture the clock is the instant: not kept.
        if (dated !== null) versions.set(fixtures, current);
      }
      const asOfMs = Number(current.slice(0, current.indexOf('/')));
      const version = `${current}/${(await deps.importStamp?.()) ?? ''}`;
      if (latest?.version !== version) {
        const fitted = fitAt(deps, asOfMs, { name: 'match-model', fingerprint: version });
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
