import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bootstrapStaticSchema, fixturesSchema } from '@contracts/fpl/index';
import { gameweekFixtures, upcomingFixtures } from '@contracts/game/schedule';
import { captainScore, filterByStrategy, isCaptainCandidate } from './captain-score';
import { scorePlayer } from './player';
import { transferScore } from './transfer-score';

const dir = path.resolve(import.meta.dirname, '../../../shared/fpl-data/api/2025-26');
const present =
  existsSync(path.join(dir, 'bootstrap-static.json')) && existsSync(path.join(dir, 'fixtures.json'));

describe.skipIf(!present)(
  'scores on the recorded 2025-26 season (skipped when ../shared/fpl-data/api/2025-26 bootstrap-static.json or fixtures.json is absent)',
  () => {
    // The recording is the final state; GW30-38 are treated as still to play, with the final stats.
    const load = () => {
      const bootstrap = bootstrapStaticSchema.parse(
        JSON.parse(readFileSync(path.join(dir, 'bootstrap-static.json'), 'utf8')),
      );
      const fixtures = fixturesSchema
        .parse(JSON.parse(readFileSync(path.join(dir, 'fixtures.json'), 'utf8')))
        .map((f) => ({ ...f, finished: f.finished && (f.event ?? 0) < 30 }));
      return { players: bootstrap.elements.filter((e) => e.element_type <= 4), fixtures };
    };

    it('spreads regular players over all five transfer bands', () => {
      const { players, fixtures } = load();
      const regulars = players.filter((e) => e.minutes >= 900);
      const counts = new Map<string, number>();
      for (const e of regulars) {
        const result = transferScore({
          player: scorePlayer(e),
          fixtures: upcomingFixtures(e.team, fixtures, 30, 6),
          finishedGameweeks: 29,
        });
        expect(result.score).toBeGreaterThanOrEqual(0);
        expect(result.score).toBeLessThanOrEqual(10);
        counts.set(result.recommendation, (counts.get(result.recommendation) ?? 0) + 1);
      }
      expect([...counts.keys()].sort()).toEqual(['in', 'neutral', 'out', 'strong_in', 'strong_out']);
      expect(Math.max(...counts.values())).toBeLessThan(regulars.length / 2);
    });

    it('ranks attackers first as captains and keeps popular ones under the safe strategy', () => {
      const { players, fixtures } = load();
      const ranked = players
        .filter((e) => isCaptainCandidate(scorePlayer(e)))
        .map((e) => ({
          e,
          ...captainScore({ player: scorePlayer(e), nextFixtures: gameweekFixtures(e.team, fixtures, 30) }),
        }))
        .sort((a, b) => b.score - a.score);
      expect(ranked.slice(0, 20).every((c) => c.e.element_type >= 3)).toBe(true);
      const safe = filterByStrategy(ranked, 'safe');
      expect(safe.length).toBeGreaterThan(0);
      expect(safe.every((c) => Number(c.e.selected_by_percent) > 15)).toBe(true);
      expect(safe.map((c) => c.e.web_name)).toContain('Haaland');
    });
  },
);
