import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { managerLiveSchema } from '@contracts/api/live';
import { picksSchema } from '@contracts/fpl/entry';
import { suiteRecordedApp } from './test-support/test-app';
import { RECORDED_SEASON_DIR } from '../fpl/test-support/recorded-season';

const present = existsSync(path.join(RECORDED_SEASON_DIR, 'event', '38', 'live.json'));

describe.skipIf(!present)(
  'GET /api/manager/:id/live on the recorded 2025-26 data (skipped when ../shared/fpl-data/api/2025-26/event is absent)',
  () => {
    const recorded = suiteRecordedApp();
    const get = (url: string) => recorded.app.inject({ method: 'GET', url });

    it("answers the current gameweek (38) with the game's points, substitutions and armband", async () => {
      const res = await get('/api/manager/1496090/live');
      expect(res.statusCode).toBe(200);
      const live = managerLiveSchema.parse(res.json());
      // The game's own entry_history: 62 points, a -4 hit, 2203 for the season.
      expect(live).toMatchObject({ gameweek: 38, points: 62, transfer_cost: 4, total_points: 2203 });
      expect(live).toMatchObject({ active_chip: null, bonus_provisional: false, gameweek_finished: true });
      expect(live.automatic_subs).toEqual([
        { element_in: 151, element_out: 411 },
        { element_in: 84, element_out: 16 },
        { element_in: 343, element_out: 430 },
      ]);
      // Captain 430 did not play: vice-captain 449 wears the armband.
      expect(live.picks.find((p) => p.element === 449)).toMatchObject({
        multiplier: 2,
        is_vice_captain: true,
      });
      expect(live.picks.find((p) => p.element === 430)).toMatchObject({
        multiplier: 0,
        minutes: 0,
        status: 'did_not_play',
      });
    });

    it('answers a played gameweek on request, every recorded picks payload of GW30-38 with its points', async () => {
      const entries = readdirSync(path.join(RECORDED_SEASON_DIR, 'entry')).filter((id) =>
        existsSync(path.join(RECORDED_SEASON_DIR, 'entry', id, 'event', '30', 'picks.json')),
      );
      let checked = 0;
      for (const id of entries.slice(0, 10))
        for (let gw = 30; gw <= 38; gw += 1) {
          const file = path.join(RECORDED_SEASON_DIR, 'entry', id, 'event', String(gw), 'picks.json');
          if (!existsSync(file)) continue;
          const recorded = picksSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
          const live = managerLiveSchema.parse((await get(`/api/manager/${id}/live?gameweek=${gw}`)).json());
          expect({ id, gw, points: live.points }).toEqual({ id, gw, points: recorded.entry_history.points });
          checked += 1;
        }
      expect(checked).toBeGreaterThan(50);
    });

    it('answers 400 for a bad id or gameweek and 404 for a manager without a team', async () => {
      expect((await get('/api/manager/abc/live')).json()).toEqual({
        error: 'invalid_id',
        message: 'Manager ID must be a positive whole number',
      });
      for (const gw of ['0', '39', 'abc', '1.5']) {
        const res = await get(`/api/manager/1496090/live?gameweek=${gw}`);
        expect({ gw, status: res.statusCode, error: res.json().error }).toEqual({
          gw,
          status: 400,
          error: 'bad_request',
        });
      }
      const unknown = await get('/api/manager/424242/live?gameweek=33');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({
        error: 'not_found',
        message: 'No team found for manager 424242 in gameweek 33',
      });
    });
  },
);
