import type { BootstrapStatic, FplFixture } from '@contracts/fpl/index';
import type { MatchOdds } from '@engine/projections';
import {
  dataVersion,
  fitAt,
  type FittedModel,
  type MatchEngine,
  type MatchHistory,
} from '../projections/fitted-model';
import type { OddsContext } from '../projections/match-engine';
import { oddsContext, type OddsContextDeps } from '../projections/odds-context';
import { seasonMatches } from '../projections/season';
import type { ModelFits } from '../fits/fit-store';

export interface PreKickoffDeps<Model> extends OddsContextDeps {
  history: MatchHistory;
  engine: MatchEngine<Model, OddsContext>;
  /** Where each gameweek's fit is kept across restarts, and the imported seasons it reads. */
  fits?: ModelFits;
}

const kickoffMs = (f: FplFixture) => (f.kickoff_time === null ? NaN : Date.parse(f.kickoff_time));

/**
 * The odds every match of a gameweek under way or played had before kick-off: the model fitted as of
 * its gameweek's first kick-off (so on matches played before any of that gameweek's), with the
 * goal-scored settings in force. The gameweek's scorelines are chosen from them, so what was shown
 * before kick-off stays shown. One fit per finished gameweek, kept while the results before it stay the same: a new result
 * fits only its own gameweek again (a correction to an earlier score refits the gameweeks after it).
 * Fits run one after another: they are CPU-bound, and the cold cost is about the number of finished
 * gameweeks times one fit.
 */
export function createPreKickoffOdds<Model>(deps: PreKickoffDeps<Model>) {
  // Shared by concurrent requests (the three screens ask together), so a fit runs once.
  const fits = new Map<string, Promise<FittedModel<OddsContext>>>();

  return async (bootstrap: BootstrapStatic, fixtures: readonly FplFixture[]) => {
    // One read of the settings in force for every gameweek's context.
    const settings = deps.settings.forSeason(bootstrap);
    // Awaited only when a gameweek has finished: before that a failed read would go unhandled (and an
    // unhandled rejection ends the process); where it is awaited, it still fails the request.
    settings.catch(() => undefined);
    const request = { ...deps, settings: { forSeason: () => settings } };
    const byGameweek = new Map<number, FplFixture[]>();
    for (const f of fixtures)
      if (f.event !== null) byGameweek.set(f.event, [...(byGameweek.get(f.event) ?? []), f]);
    const used = new Set<string>();
    const odds = new Map<number, MatchOdds>();
    for (const gameweek of [...byGameweek.keys()].sort((a, b) => a - b)) {
      const all = byGameweek.get(gameweek) ?? [];
      const finished = all.filter((f) => f.finished);
      const start = Math.min(...all.map(kickoffMs).filter(Number.isFinite));
      if (finished.length === 0 || !Number.isFinite(start)) continue;
      const before = fixtures.filter((f) => f.finished && kickoffMs(f) < start);
      const stamp = (await deps.fits?.importStamp()) ?? '';
      const key = `${dataVersion(before, start)}/${stamp}`;
      let fit = fits.get(key);
      if (!fit) {
        // Stored per gameweek: a restart reads the 38 fits back instead of making them again.
        const started = fitAt({ ...deps, store: deps.fits?.store }, start, {
          name: `match-model gw${gameweek}`,
          fingerprint: key,
        });
        // A failed fit is forgotten: the next request tries again.
        started.catch(() => fits.get(key) === started && fits.delete(key));
        fits.set(key, (fit = started));
      }
      used.add(key);
      const fitted = await fit;
      const context = await oddsContext(request, bootstrap, fitted);
      for (const m of await seasonMatches(bootstrap.teams, all, fitted, context))
        odds.set(m.fixtureId, m.odds);
    }
    for (const key of fits.keys()) if (!used.has(key)) fits.delete(key);
    return odds;
  };
}
