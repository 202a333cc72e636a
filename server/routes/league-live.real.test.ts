import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leagueLiveSchema } from '@contracts/api/live';
import { leagueStandingsSchema } from '@contracts/fpl/leagues';
import { testApp } from './test-support/test-app';
import { createAsOfSource } from '../fpl/as-of-source';
import { createSnapshotSource } from '../fpl/snapshot-source';

const dataDir = path.resolve(import.meta.dirname, '../../../shared/fpl-data/api/2025-26');
const standingsFile = path.join(dataDir, 'leagues-classic/106780/standings.json');
const present = existsSync(standingsFile) && existsSync(path.join(dataDir, 'event/33/live.json'));

describe.skipIf(!present)(
  'GET /api/leagues-classic/:id/live on the recorded season as of GW33 (skipped when ../shared/fpl-data/api/2025-26 is absent)',
  () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await testApp({ fpl: await createAsOfSource(createSnapshotSource(dataDir), 33) });
    });
    afterAll(() => app.close());
    const get = (url: string) => app.inject({ method: 'GET', url });

    it("re-ranks league 106780 by live total: every member's GW33 points and total are the game's own", async () => {
      // The league table the game published after GW33 (recorded separately from the picks).
      const published = leagueStandingsSchema.parse(JSON.parse(readFileSync(standingsFile, 'utf8')));
      const res = await get('/api/leagues-classic/106780/live');
      expect(res.statusCode).toBe(200);
      const live = leagueLiveSchema.parse(res.json());
      expect(live).toMatchObject({ league_name: 'Biddenham Fantasy League', gameweek: 33, page: 1 });
      expect(live.rows).toHaveLength(29);
      const byEntry = new Map(live.rows.map((r) => [r.entry, r]));
      for (const member of published.standings.results) {
        const row = byEntry.get(member.entry);
        expect({ entry: member.entry, points: row?.live_points, total: row?.total, rank: row?.rank }).toEqual(
          {
            entry: member.entry,
            points: member.event_total,
            total: member.total,
            rank: member.rank,
          },
        );
      }
      // 25029's captain that week, 430, played: his recorded multiplier is 2.
      expect(byEntry.get(25029)).toMatchObject({ captain: 430, active_chip: 'wildcard', transfer_cost: 0 });
    });

    it('answers 400 for a bad id or page and 404 for an unknown league', async () => {
      expect((await get('/api/leagues-classic/x/live')).statusCode).toBe(400);
      const badPage = await get('/api/leagues-classic/106780/live?page=0');
      expect({ status: badPage.statusCode, error: badPage.json().error }).toEqual({
        status: 400,
        error: 'bad_request',
      });
      const unknown = await get('/api/leagues-classic/424242/live');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ error: 'not_found', message: 'League 424242 not found' });
    });
  },
);
