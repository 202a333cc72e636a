import type { z } from 'zod';
import {
  bootstrapStaticSchema,
  elementSummarySchema,
  entryHistorySchema,
  entryTransfersSchema,
  entrySchema,
  eventLiveSchema,
  eventStatusSchema,
  fixturesSchema,
  leagueStandingsSchema,
  picksSchema,
} from '@contracts/fpl/index';
import { parseNoting } from '@contracts/fpl/lenient';
import { isSafeId, MAX_ID } from '@contracts/params';
import { LAST_GAMEWEEK } from '@contracts/game/season';
import { UpstreamError, type Fetched, type FplSource } from './source';

/** Highest standings page we ask for (the same bound as the API's page parameter). */
export const MAX_PAGE = 10_000;

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * One official-game endpoint, described once for every source: where it lives upstream, where a
 * snapshot keeps it, how long a copy stays fresh and how it is validated. Built only from ids
 * that passed `checkId`, so neither path can carry anything but digits.
 */
export interface Endpoint<T> {
  /** Cache key, unique per endpoint and ids. */
  key: string;
  /** Path relative to the upstream base URL (trailing slash as upstream serves it). */
  urlPath: string;
  /** Path relative to a snapshot directory, '/'-separated. */
  filePath: string;
  ttlMs: number;
  /** Its schema's name in PAYLOAD_SCHEMAS: what a worker thread parsing the payload is told. */
  schemaName: PayloadSchemaName;
  schema: z.ZodType<T>;
}

/** Every payload's schema by name (a schema itself cannot be sent to another thread). */
export const PAYLOAD_SCHEMAS = {
  bootstrapStatic: bootstrapStaticSchema,
  fixtures: fixturesSchema,
  entry: entrySchema,
  entryHistory: entryHistorySchema,
  entryTransfers: entryTransfersSchema,
  picks: picksSchema,
  leagueStandings: leagueStandingsSchema,
  elementSummary: elementSummarySchema,
  eventLive: eventLiveSchema,
  eventStatus: eventStatusSchema,
};
export type PayloadSchemaName = keyof typeof PAYLOAD_SCHEMAS;

/** Throws `invalid_id` unless `n` is a whole number in 1..max: checked before any path is built. */
export function checkId(label: string, n: number, max = MAX_ID): number {
  if (!isSafeId(n, max))
    throw new UpstreamError(
      'invalid_id',
      `${label} must be a whole number from 1 to ${max}, got ${String(n)}`,
    );
  return n;
}

export const endpoints = {
  bootstrapStatic: () =>
    endpoint('bootstrap-static/', 'bootstrap-static.json', 5 * MINUTE, 'bootstrapStatic'),
  fixtures: () => endpoint('fixtures/', 'fixtures.json', 5 * MINUTE, 'fixtures'),
  entry: (managerId: number) => {
    const id = checkId('Manager ID', managerId);
    return endpoint(`entry/${id}/`, `entry/${id}.json`, MINUTE, 'entry');
  },
  entryHistory: (managerId: number) => {
    const id = checkId('Manager ID', managerId);
    return endpoint(`entry/${id}/history/`, `entry/${id}/history.json`, MINUTE, 'entryHistory');
  },
  entryTransfers: (managerId: number) => {
    const id = checkId('Manager ID', managerId);
    return endpoint(`entry/${id}/transfers/`, `entry/${id}/transfers.json`, MINUTE, 'entryTransfers');
  },
  entryPicks: (managerId: number, gameweek: number) => {
    const id = checkId('Manager ID', managerId);
    const gw = checkId('Gameweek', gameweek, LAST_GAMEWEEK);
    return endpoint(`entry/${id}/event/${gw}/picks/`, `entry/${id}/event/${gw}/picks.json`, MINUTE, 'picks');
  },
  leagueStandings: (leagueId: number, page: number) => {
    const id = checkId('League ID', leagueId);
    const p = checkId('Page', page, MAX_PAGE);
    // Recorded snapshots keep page 1 under the name the real data set uses.
    const file = p === 1 ? 'standings.json' : `standings-page-${p}.json`;
    return endpoint(
      `leagues-classic/${id}/standings/?page_standings=${p}`,
      `leagues-classic/${id}/${file}`,
      MINUTE,
      'leagueStandings',
    );
  },
  elementSummary: (playerId: number) => {
    const id = checkId('Player ID', playerId);
    return endpoint(`element-summary/${id}/`, `element-summary/${id}.json`, 5 * MINUTE, 'elementSummary');
  },
  eventLive: (gameweek: number) => {
    const gw = checkId('Gameweek', gameweek, LAST_GAMEWEEK);
    return endpoint(`event/${gw}/live/`, `event/${gw}/live.json`, MINUTE, 'eventLive');
  },
  eventStatus: () => endpoint('event-status/', 'event-status.json', MINUTE, 'eventStatus'),
};

/** The payload methods every source has, each one endpoint read one way. */
export type EndpointReads = Omit<
  FplSource,
  'kind' | 'location' | 'lastFetchedAt' | 'servingStale' | 'replay'
>;

/**
 * A source's payload methods over its one way of reading an endpoint (HTTP, file, memory). The
 * methods taking ids are async so that the invalid_id which endpoints.* throws before a path exists
 * comes back as a rejection, as from any other failed read.
 */
export function readEndpoints(read: <T>(ep: Endpoint<T>) => Promise<Fetched<T>>): EndpointReads {
  return {
    bootstrapStatic: () => read(endpoints.bootstrapStatic()),
    fixtures: () => read(endpoints.fixtures()),
    entry: async (managerId) => read(endpoints.entry(managerId)),
    entryHistory: async (managerId) => read(endpoints.entryHistory(managerId)),
    entryPicks: async (managerId, gameweek) => read(endpoints.entryPicks(managerId, gameweek)),
    entryTransfers: async (managerId) => read(endpoints.entryTransfers(managerId)),
    leagueStandings: async (leagueId, page) => read(endpoints.leagueStandings(leagueId, page)),
    elementSummary: async (playerId) => read(endpoints.elementSummary(playerId)),
    eventLive: async (gameweek) => read(endpoints.eventLive(gameweek)),
    eventStatus: () => read(endpoints.eventStatus()),
  };
}

function endpoint<N extends PayloadSchemaName>(
  urlPath: string,
  filePath: string,
  ttlMs: number,
  schemaName: N,
): Endpoint<z.output<(typeof PAYLOAD_SCHEMAS)[N]>> {
  const schema = PAYLOAD_SCHEMAS[schemaName] as unknown as z.ZodType<z.output<(typeof PAYLOAD_SCHEMAS)[N]>>;
  return { key: urlPath, urlPath, filePath, ttlMs, schemaName, schema };
}

/**
 * Validates an upstream payload; `where` names the URL or file in the error message. Only what the
 * app cannot do without fails it: other fields fall back, and `degradedFields(data)` names them.
 */
export function parsePayload<T>(ep: Pick<Endpoint<T>, 'schema'>, raw: unknown, where: string): T {
  const result = parseNoting(ep.schema, raw);
  if (result.success) return result.data;
  const first = result.error.issues[0];
  const at = first ? `${first.path.join('.') || '(root)'}: ${first.message}` : 'unknown issue';
  throw new UpstreamError('invalid_payload', `${where} failed validation at ${at}`);
}
