import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { leagueAnalysisSchema, leagueStandingsResponseSchema } from '@contracts/api/leagues';
import { managerHistorySchema, managerTeamSchema } from '@contracts/api/manager';
import { statusSchema } from '@contracts/status';
import { getOkJson, suiteRecordedApp } from './test-support/test-app';
import { RECORDED_SEASON_DIR } from '../fpl/test-support/recorded-season';

describe.skipIf(!existsSync(RECORDED_SEASON_DIR))(
  'API on the recorded 2025-26 data (skipped when ../shared/fpl-data/api/2025-26 is absent)',
  () => {
    const recorded = suiteRecordedApp();
    const get = (url: string) => getOkJson(recorded.app, url);

    it('league 106780 has 29 entries in its standings and its analysis', async () => {
      const standings = leagueStandingsResponseSchema.parse(
        await get('/api/leagues-classic/106780/standings'),
      );
      expect(standings.league.name).toBe('Biddenham Fantasy League');
      expect(standings.standings.results).toHaveLength(29);
      expect(standings).toMatchObject({ pagesFetched: 1, capped: false });
      const analysis = leagueAnalysisSchema.parse(await get('/api/leagues/106780/analyze'));
      expect(analysis.standings).toHaveLength(29);
      expect(analysis.league_type).toBe('x');
    });

    it('manager 35100 has 38 gameweeks of history', async () => {
      const history = managerHistorySchema.parse(await get('/api/manager/35100/history'));
      expect(history.current).toHaveLength(38);
      expect(history.current.map((r) => r.event)).toEqual(Array.from({ length: 38 }, (_, i) => i + 1));
    });

    it('status reports season 2025-26', async () => {
      const status = statusSchema.parse(await get('/api/status'));
      expect(status.season).toBe('2025-26');
      expect(status.currentGameweek).toBe(38);
      expect(status.source).toMatchObject({ kind: 'snapshot', location: '2025-26' });
    });

    it("manager 25029's team is GW1's picks (the entry file was recorded at GW1), with unlimited GW1 transfers", async () => {
      const team = managerTeamSchema.parse(await get('/api/manager/25029/team'));
      expect(team.gameweek).toBe(1);
      expect(team.picks).toHaveLength(15);
      expect(team.picks.slice(0, 2).map((p) => p.element)).toEqual([220, 224]);
      expect(team.transfers).toEqual({ made: 0, limit: null, cost: 0, bank: 10 });
    });
  },
);
