import { LAST_GAMEWEEK } from '@contracts/game/season';
import path from 'node:path';
import { z } from 'zod';
import type { SourceKind } from './fpl/source';
import type { TrustProxy } from './http/server-options';
import { DEFAULT_HISTORY_URL, type HistorySettings } from './jobs/preparation/settings';
import { isPasswordHash } from './services/admin-auth/password';
import type { AdminCredentialConfig } from './services/admin-auth/service';

/** The PostgreSQL schema that holds the demo season's data, beside the real data's schema. */
export const DEMO_SCHEMA = 'fpl_demo';

const TRUST_ANY_PROXY =
  '`true` is not accepted: it believes the first X-Forwarded-For entry, which any client can write, ' +
  'so a made-up address would beat the sign-in and watchlist limits or lock another address out. ' +
  'Set the number of proxies in front of the app (TRUST_PROXY=1 for one reverse proxy) or their ' +
  'addresses (TRUST_PROXY=loopback, or 10.0.0.0/8)';

/** Environment settings, validated once at start so a typo fails loudly instead of half-working. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(5000),
  /** Loopback by default: a newcomer's machine is not a server. 0.0.0.0 in production (README). */
  HOST: z.string().default('127.0.0.1'),
  /** `auto` (live if upstream answers at start, else demo), `live`, `demo`, or a snapshot directory. */
  FPL_SOURCE: z.string().min(1).default('auto'),
  FPL_BASE_URL: z.url().default('https://fantasy.premierleague.com/api/'),
  /** Replays a snapshot (or the demo) as of the end of this gameweek: later results hidden. */
  FPL_AS_OF_GAMEWEEK: z.coerce.number().int().min(0).max(LAST_GAMEWEEK).optional(),
  /** Embedded database directory and default home of the demo season. */
  DATA_DIR: z.string().min(1).default('./data'),
  DEMO_DIR: z.string().min(1).optional(),
  /** A PostgreSQL server instead of the embedded PGlite database. */
  DATABASE_URL: z.string().min(1).optional(),
  /** The PostgreSQL schema of real data (the demo always uses its own). */
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'a lower-case PostgreSQL name (letters, digits, _)')
    .refine((name) => name !== DEMO_SCHEMA, `${DEMO_SCHEMA} is the demo season's schema`)
    .default('public'),
  /**
   * Where a real source's past seasons are fetched from (the vaastav/Fantasy-Premier-League layout,
   * a folder per season), or `off`.
   */
  FPL_HISTORY_URL: z.union([z.literal('off'), z.url()]).default(DEFAULT_HISTORY_URL),
  /** How many seasons before the current one are fetched. */
  FPL_HISTORY_SEASONS: z.coerce.number().int().min(1).max(20).default(10),
  /**
   * How long an instance's claim on a shared background job (importing past seasons, measuring the
   * accuracy) lasts without renewal: when the holder dies, another instance takes the job over after
   * this long. The holder renews it three times per period.
   */
  JOB_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Proxies whose X-Forwarded-For/-Proto are believed: `false` (none), a hop count, or
   * comma-separated addresses/CIDR ranges. Behind a TLS proxy this is what makes cookies Secure.
   * `true` is refused: it believes the first X-Forwarded-For entry, which the client writes.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .refine((value) => value !== 'true', TRUST_ANY_PROXY)
    .regex(/^[\w.:/, -]+$/, 'false, a hop count, or comma-separated addresses/CIDR ranges')
    .default('false'),
});

/** The admin password's two forms; with neither, one is generated at first start (README, "Admin sign-in"). */
const adminEnvSchema = z
  .object({
    ADMIN_PASSWORD: z.string().min(8, 'at least 8 characters').max(1024).optional(),
    ADMIN_PASSWORD_HASH: z
      .string()
      .trim()
      .refine(isPasswordHash, 'the form `npm run --silent admin:hash-password` prints (scrypt$15$8$1$...)')
      .optional(),
  })
  .refine(
    (e) => !(e.ADMIN_PASSWORD && e.ADMIN_PASSWORD_HASH),
    'set ADMIN_PASSWORD or ADMIN_PASSWORD_HASH, not both',
  );

export interface Config {
  port: number;
  host: string;
  fplSource: string;
  fplBaseUrl: string;
  fplAsOfGameweek: number | undefined;
  dataDir: string;
  demoDir: string;
  databaseUrl: string | undefined;
  databaseSchema: string;
  logLevel: string;
  jobLeaseMs: number;
  history: HistorySettings;
  staticDir: string;
  trustProxy: TrustProxy;
  admin: AdminCredentialConfig;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, repoRoot = process.cwd()): Config {
  const e = parseEnv(envSchema, env);
  const dataDir = path.resolve(repoRoot, e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    fplSource: e.FPL_SOURCE,
    fplBaseUrl: e.FPL_BASE_URL,
    fplAsOfGameweek: e.FPL_AS_OF_GAMEWEEK,
    dataDir,
    demoDir: e.DEMO_DIR ? path.resolve(repoRoot, e.DEMO_DIR) : path.join(dataDir, 'demo'),
    databaseUrl: e.DATABASE_URL,
    databaseSchema: e.DATABASE_SCHEMA,
    logLevel: e.LOG_LEVEL,
    jobLeaseMs: e.JOB_LEASE_SECONDS * 1000,
    history: {
      url: e.FPL_HISTORY_URL === 'off' ? null : e.FPL_HISTORY_URL,
      seasons: e.FPL_HISTORY_SEASONS,
      timeoutMs: 60_000,
    },
    staticDir: path.resolve(repoRoot, 'dist/client'),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    admin: adminCredentialFromEnv(env),
  };
}

/** The admin password as configured by ADMIN_PASSWORD or ADMIN_PASSWORD_HASH, else the stored one. */
export function adminCredentialFromEnv(env: NodeJS.ProcessEnv = process.env): AdminCredentialConfig {
  const e = parseEnv(adminEnvSchema, env);
  if (e.ADMIN_PASSWORD) return { kind: 'password', password: e.ADMIN_PASSWORD };
  if (e.ADMIN_PASSWORD_HASH) return { kind: 'hash', passwordHash: e.ADMIN_PASSWORD_HASH };
  return { kind: 'stored' };
}

function parseEnv<T>(schema: z.ZodType<T, unknown>, env: NodeJS.ProcessEnv): T {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  const detail = parsed.error.issues
    .map((i) => `${i.path.join('.') || 'environment'}: ${i.message}`)
    .join('; ');
  throw new Error(`Invalid environment: ${detail}`);
}

function parseTrustProxy(value: string): TrustProxy {
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/**
 * Where a data source's rows live. The demo season's invented players, past seasons, prices and
 * watchlists have a place of their own: the PGlite directory `pglite-demo` beside `pglite`, or on
 * PostgreSQL the schema `fpl_demo` beside DATABASE_SCHEMA. Switching between the demo and real
 * data therefore never mixes or replaces rows.
 */
export function databaseFor(
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 'databaseSchema'>,
  sourceKind: SourceKind,
): { databaseUrl: string | undefined; dataDir: string; schema: string } {
  const demo = sourceKind === 'demo';
  return {
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, demo ? 'pglite-demo' : 'pglite'),
    schema: demo ? DEMO_SCHEMA : config.databaseSchema,
  };
}
