import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leagueAnalysisSchema, leagueStandingsResponseSchema } from '@contracts/api/leagues';
import { getOkJson, testApp } from './test-support/test-app';
import { memorySource } from './test-support/memory-source';

const dataDir = path.resolve(import.meta.dirname, '../../../shared/fpl-data/api/2025-26');
const LEAGUE = 106780;
const FILE = `leagues-classic/${LEAGUE}/standings.json`;

type Row = Record<string, unknown>;

// The 2026-27 standings rows carry no `id`: a row is the manager's (`entry`), so the table stays whole.
describe.skipIf(!existsSync(path.join(dataDir, FILE)))(
  'league tables whose rows have no id (recorded 2025-26 league, skipped when ../shared/fpl-data is absent)',
  () => {
    let app: FastifyInstance;
    let entries: number[];
    beforeAll(async () => {
      const recorded = JSON.parse(readFileSync(path.join(dataDir, FILE), 'utf8')) as {
        standings: { results: Row[] };
      };
      entries = recorded.standings.results.map((r) => r.entry as number);
      for (const row of recorded.standings.results) delete row.id;
      app = await testApp({ fpl: memorySource({ [FILE]: recorded }).source });
    });
    afterAll(() => app.close());
    const get = (url: string) => getOkJson(app, url);

    it('standings and league analysis keep all 29 managers, in order', async () => {
      expect(entries).toHaveLength(29);
      const standings = leagueStandingsResponseSchema.parse(
        await get(`/api/leagues-classic/${LEAGUE}/standings`),
      );
      expect(standings.standings.results.map((r) => r.entry)).toEqual(entries);
      const analysis = leagueAnalysisSchema.parse(await get(`/api/leagues/${LEAGUE}/analyze`));
      expect(analysis.standings.map((r) => r.entry)).toEqual(entries);
    });
  },
);
