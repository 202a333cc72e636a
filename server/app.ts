import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Database } from './db/client';
import type { FplSource } from './fpl/source';
import { installApiCaching } from './http/caching';
import { installErrorHandling } from './http/errors';
import { installSecurityHeaders } from './http/headers';
import { installApiOnlyNotFound, installSpa } from './http/spa';
import { registerHistoryRoutes } from './routes/past-seasons';
import { registerLeagueRoutes } from './routes/leagues';
import { registerManagerRoutes } from './routes/manager';
import { registerPlayerScreenRoutes } from './routes/player-screens';
import { registerPriceRoutes } from './routes/prices';
import { registerRelayRoutes } from './routes/relay';
import { registerStatusRoutes } from './routes/status';
import { registerWatchlistRoutes } from './routes/watchlist';
import { createHistoryService } from './services/past-seasons/service';
import { createLeagueService } from './services/leagues';
import { createManagerService } from './services/manager';
import { createPriceService } from './services/prices/service';
import { createRelayService } from './services/relay';
import { createStatusService } from './services/status';
import { createTeamService } from './services/team';
import { createWatchlistService } from './services/watchlist/service';
import { seasonLabel } from '@contracts/game/schedule';

export interface AppDeps {
  fpl: FplSource;
  /** How the source was chosen, for /api/status. */
  sourceSelection: { selectedBy: 'env' | 'auto'; reason: string | null };
  database: { kind: 'pglite' | 'postgres' };
  /** The opened database; routes that read it are only registered when it is given (API tests
   * that never touch it leave it out; server/main.ts always passes it). */
  db?: Database;
  /** Ids worth trying, shown by /api/status on demo data. */
  demo?: { managerIds: number[]; leagueIds: number[] };
  /** The built SPA (dist/client); omitted in API tests and behind the Vite dev server. */
  staticDir?: string;
  /** The clock (tests pass a fake one); defaults to the system clock. */
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
  version?: string;
}

/** The Fastify app: JSON API under /api plus, when `staticDir` is given, the SPA. Not yet listening. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({ logger: deps.logger ?? false });
  const now = deps.now ?? (() => new Date());

  installSecurityHeaders(app);
  installErrorHandling(app);
  installApiCaching(app);
  // Registered before any route: compress hooks into the routes added after it.
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    // Quality 5 packs the 2 MB bootstrap to 160 kB in about 35 ms; the default 11 takes about 4 s.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });

  registerRelayRoutes(app, createRelayService(deps.fpl));
  registerManagerRoutes(app, createManagerService(deps.fpl), createTeamService(deps.fpl));
  registerLeagueRoutes(app, createLeagueService(deps.fpl, now));
  if (deps.db) registerPlayerScreenRoutes(app, { fpl: deps.fpl, db: deps.db });
  if (deps.db) {
    const fpl = deps.fpl;
    // The live season joins the list even before it is imported; without base data the list is
    // still the imported seasons.
    const currentSeason = () =>
      fpl.bootstrapStatic().then(
        (b) => seasonLabel(b.data.events),
        () => null,
      );
    registerHistoryRoutes(app, createHistoryService({ db: deps.db, currentSeason }));
  }
  if (deps.db) registerPriceRoutes(app, createPriceService({ db: deps.db, fpl: deps.fpl, now }));
  if (deps.db) registerWatchlistRoutes(app, createWatchlistService({ db: deps.db, fpl: deps.fpl }));
  registerStatusRoutes(
    app,
    createStatusService({
      fpl: deps.fpl,
      sourceSelection: deps.sourceSelection,
      database: deps.database,
      demo: deps.demo,
      version: deps.version ?? 'dev',
    }),
  );

  if (deps.staticDir) await installSpa(app, deps.staticDir);
  else installApiOnlyNotFound(app);
  return app;
}
