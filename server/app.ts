import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { composeServices } from './composition';
import { adminCredentialFromEnv } from './config';
import type { Database } from './db/client';
import type { FplSource } from './fpl/source';
import { installAddressLengthLimit } from './http/address-length';
import { installAdminGuard } from './http/admin-guard';
import { installApiCaching } from './http/caching';
import { frameworkErrors, installErrorHandling } from './http/errors';
import { installDataFreshness } from './http/freshness';
import { installSecurityHeaders } from './http/headers';
import { installJsonBodyParser } from './http/json-body';
import { keptAnswers } from './http/kept-answers';
import { withLogSafeErrors } from './http/log-safe-error';
import { DEFAULT_HTTP_SETTINGS, serverOptions, type HttpServerSettings } from './http/server-options';
import { installSilentSocketSweep } from './http/silent-sockets';
import { COMPRESS_THRESHOLD_BYTES, statusFastPath } from './http/status-fast-path';
import { installApiOnlyNotFound, installSpa } from './http/spa';
import { registerApiRoutes } from './routes/index';
import type { StatusDeps } from './services/status';
import { warmProjections } from './services/fits/warm-up';
import type { AdminCredentialConfig } from './services/admin-auth/service';

export interface AppDeps {
  fpl: FplSource;
  /** How the source was chosen, for /api/status. */
  sourceSelection: { selectedBy: 'env' | 'auto'; reason: string | null };
  database: { kind: 'pglite' | 'postgres' };
  /** The opened database; the routes that use it are only registered when it is given (API tests
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
  /** Proxy trust and timeouts (server/config.ts); tests shorten the timeouts. */
  http?: Partial<HttpServerSettings>;
  /**
   * Where the admin password comes from; by default ADMIN_PASSWORD or ADMIN_PASSWORD_HASH of the
   * environment, else the stored (or, at first start, generated and logged) one. The test runner
   * sets ADMIN_PASSWORD (vitest.config.ts), which is how `adminHeaders(app)` signs in.
   */
  admin?: AdminCredentialConfig;
  /** Where a password generated at first start is written, readable by its owner only. */
  adminPasswordFile?: string;
  /** The background preparation's progress (server/jobs/preparation), for /api/status. */
  preparation?: StatusDeps['preparation'];
  /**
   * Settles when the background preparation has the past seasons in: the projections are then
   * computed once (server/services/fits/warm-up.ts), so a first request finds them in memory.
   * Tests leave it out.
   */
  warmUpAfter?: Promise<void>;
  /** Called once those projections are computed, or failed (the accuracy is measured after). */
  onWarmedUp?: () => void;
}

/** The Fastify app: JSON API under /api plus, when `staticDir` is given, the SPA. Not yet listening. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const http = { ...DEFAULT_HTTP_SETTINGS, ...deps.http };
  const fastPath = statusFastPath();
  const app = Fastify({
    ...serverOptions(http),
    logger: withLogSafeErrors(deps.logger ?? false),
    frameworkErrors,
    serverFactory: fastPath.serverFactory,
  });
  installSilentSocketSweep(app, http.idleSocketTimeoutMs, http.timeoutCheckIntervalMs);
  const now = deps.now ?? (() => new Date());

  installSecurityHeaders(app);
  installAddressLengthLimit(app);
  installErrorHandling(app);
  installJsonBodyParser(app);
  installApiCaching(app);
  installDataFreshness(app);
  // After the caching and freshness hooks, so the answers it keeps carry their final headers.
  const kept = keptAnswers({
    dataVersion: () => `${deps.fpl.lastFetchedAt()?.getTime()}|${deps.fpl.servingStale()}`,
  });
  kept.install(app);
  fastPath.alsoAnswer(kept.answer);
  // Registered before any route: compress hooks into the routes added after it.
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    // Quality 5 packs the 2 MB bootstrap to 160 kB in about 35 ms; the default 11 takes about 4 s.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });

  const services = composeServices({
    fpl: deps.fpl,
    db: deps.db,
    now,
    log: { warn: (message) => app.log.warn(message) },
    admin: deps.admin ?? adminCredentialFromEnv(),
    adminPasswordFile: deps.adminPasswordFile,
    status: {
      sourceSelection: deps.sourceSelection,
      database: deps.database,
      demo: deps.demo,
      version: deps.version ?? 'dev',
      preparation: deps.preparation,
    },
  });
  // Without a database no one can sign in, so every admin write is refused.
  const adminAuth = services.stored?.adminAuth;
  installAdminGuard(app, (token) => adminAuth?.session(token) ?? Promise.resolve(null));
  // A first start generates, stores and logs the admin password here, not at the first sign-in.
  await adminAuth?.ensureCredential();
  registerApiRoutes(app, services);
  fastPath.answerFrom(services.status.currentJson);

  const openfpl = services.stored?.openfpl;
  if (deps.warmUpAfter)
    void deps.warmUpAfter.then(() => warmProjections(openfpl, app.log)).then(deps.onWarmedUp);

  if (deps.staticDir) await installSpa(app, deps.staticDir, services.status.json);
  else installApiOnlyNotFound(app);
  return app;
}
