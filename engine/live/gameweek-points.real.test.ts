import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FplPicks } from '@contracts/fpl/entry';
import { liveGameweek, type PlayerGameweek } from './gameweek-points';
import { playersGameweek } from './players';
import {
  gameweekFixtures,
  pickedTeams,
  recordedLive,
  recordedPicks,
  recordedSeason,
  type Recording,
} from './testing/recorded';
import { withoutBonus } from './testing/strip-bonus';

const api = path.resolve(import.meta.dirname, '../../../shared/fpl-data/api');
const files: Recording = {
  json: (relative) => {
    const file = path.join(api, relative);
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : null;
  },
  list: (relative) => (existsSync(path.join(api, relative)) ? readdirSync(path.join(api, relative)) : []),
};
const present = existsSync(path.join(api, '2025-26/event/30/live.json'));

const subsOf = (picks: FplPicks) => picks.automatic_subs.map((s) => [s.element_in, s.element_out]);

/**
 * Compares the engine with the game on every recorded manager-gameweek: the points and the
 * substitutions must both be the game's own, for one of the teams the recording allows (see
 * pickedTeams: where a starter was replaced by another position his place in the eleven is not
 * recorded).
 */
function compare(players: (gameweek: number) => Map<number, PlayerGameweek> | null) {
  const { typeOf } = recordedSeason(files);
  let checked = 0;
  let exactTeam = 0;
  // The gameweeks whose live payloads are the API's own bytes (GW1-29 come from a mirror).
  const apiRecorded = { checked: 0, matching: 0 };
  const differ: string[] = [];
  for (const { entry, gameweek, picks } of recordedPicks(files)) {
    const gw = players(gameweek);
    if (!gw) continue;
    checked += 1;
    const teams = pickedTeams(picks, typeOf);
    if (teams.length === 1) exactTeam += 1;
    const results = teams.map((team) => liveGameweek(team, gw, picks.active_chip));
    const game = JSON.stringify(subsOf(picks));
    const same = results.some(
      (r) =>
        r.points === picks.entry_history.points &&
        JSON.stringify(r.automaticSubs.map((s) => [s.elementIn, s.elementOut])) === game,
    );
    if (gameweek >= 30) {
      apiRecorded.checked += 1;
      if (same) apiRecorded.matching += 1;
    }
    if (!same)
      differ.push(
        `entry ${entry} GW${gameweek}: ${results.map((r) => r.points).join('/')} vs ${picks.entry_history.points} (${teams.length} teams)`,
      );
  }
  return { checked, exactTeam, differ, apiRecorded };
}

describe.skipIf(!present)(
  'live points on every recorded 2025-26 manager-gameweek (skipped when ../shared/fpl-data/api/2025-26/event is absent)',
  () => {
    const playersOf = (bonusRemoved: boolean) => {
      const { fixtures, teamOf } = recordedSeason(files);
      const cache = new Map<number, Map<number, PlayerGameweek> | null>();
      return (gameweek: number) => {
        if (!cache.has(gameweek)) {
          const recorded = recordedLive(files, gameweek);
          const week = gameweekFixtures(fixtures, gameweek);
          const input =
            recorded && (bonusRemoved ? withoutBonus(recorded, week) : { live: recorded, fixtures: week });
          cache.set(gameweek, input && playersGameweek(input.live, input.fixtures, teamOf));
        }
        return cache.get(gameweek) ?? null;
      };
    };

    it("counts the game's own points and makes the game's own substitutions", () => {
      const { checked, exactTeam, differ, apiRecorded } = compare(playersOf(false));
      console.log(
        `live points and substitutions: ${checked - differ.length} of ${checked} recorded manager-gameweeks match (${exactTeam} with the picked team fully recorded; GW30-38: ${apiRecorded.matching} of ${apiRecorded.checked})`,
      );
      expect(differ).toEqual([]);
      expect(checked).toBeGreaterThan(1000);
      expect(apiRecorded.checked).toBeGreaterThan(600);
    });

    it('gets the same totals with the official bonus removed, from provisional bonus alone', () => {
      const { checked, differ } = compare(playersOf(true));
      expect(differ).toEqual([]);
      expect(checked).toBeGreaterThan(1000);
    });
  },
);
