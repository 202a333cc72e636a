import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fitMatchModel } from '../match-model/fit';
import type { PlayedMatch } from '../match-model/played-match';
import { tiersFromStrengths } from './data-tiers';

const root = path.resolve(import.meta.dirname, '../../../shared/fpl-data');
const PAST = ['2022-23', '2023-24', '2024-25'];
const present =
  existsSync(path.join(root, 'api/2025-26/bootstrap-static.json')) &&
  PAST.every((s) => existsSync(path.join(root, 'vaastav', s, 'fixtures.csv')));

/** Rows of a vaastav CSV (a quoted cell may hold commas; no quotes inside quotes). */
function rows(file: string): Record<string, string>[] {
  const [head, ...lines] = readFileSync(file, 'utf8').split(/\r?\n/).filter(Boolean);
  const names = head!.split(',');
  return lines.map((line) => {
    const cells = [''];
    let quoted = false;
    for (const ch of line) {
      if (ch === '"') quoted = !quoted;
      else if (ch === ',' && !quoted) cells.push('');
      else cells[cells.length - 1] += ch;
    }
    return Object.fromEntries(names.map((name, i) => [name, cells[i] ?? '']));
  });
}

function pastMatches(): PlayedMatch[] {
  return PAST.flatMap((season) => {
    const code = new Map(
      rows(path.join(root, 'vaastav', season, 'teams.csv')).map((t) => [t.id, Number(t.code)]),
    );
    return rows(path.join(root, 'vaastav', season, 'fixtures.csv')).map((f) => ({
      season,
      fixtureId: Number(f.id),
      gameweek: Number(f.event),
      kickoffMs: Date.parse(f.kickoff_time!),
      homeClub: code.get(f.team_h)!,
      awayClub: code.get(f.team_a)!,
      homeGoals: Number(f.team_h_score),
      awayGoals: Number(f.team_a_score),
      homeXg: null,
      awayXg: null,
    }));
  });
}

describe.skipIf(!present)(
  'tiers from data at the start of 2025-26 (skipped when ../shared/fpl-data lacks the 2025-26 bootstrap or the 2022-23..2024-25 fixtures)',
  () => {
    it('promotes the three clubs new to the league and puts the champions among the elite attacks', () => {
      const bootstrap = JSON.parse(
        readFileSync(path.join(root, 'api/2025-26/bootstrap-static.json'), 'utf8'),
      ) as {
        teams: Array<{ code: number; short_name: string }>;
        events: Array<{ deadline_time: string }>;
      };
      const matches = pastMatches();
      expect(matches).toHaveLength(3 * 380);
      const asOfMs = Date.parse(bootstrap.events[0]!.deadline_time);
      const lastSeason = new Set(
        matches.filter((m) => m.season === '2024-25').flatMap((m) => [m.homeClub, m.awayClub]),
      );
      const clubs = bootstrap.teams.map((t) => t.code);
      const tiers = tiersFromStrengths(
        clubs,
        new Set(clubs.filter((c) => !lastSeason.has(c))),
        fitMatchModel(matches, { asOfMs }),
      );
      const short = (code: number) => bootstrap.teams.find((t) => t.code === code)?.short_name;
      const inTier = (side: 'attack' | 'defence', tier: string) =>
        [...tiers[side]]
          .filter(([, t]) => t === tier)
          .map(([code]) => short(code))
          .sort();
      expect(inTier('attack', 'promoted')).toEqual(['BUR', 'LEE', 'SUN']);
      expect(inTier('defence', 'promoted')).toEqual(['BUR', 'LEE', 'SUN']);
      // Liverpool won 2024-25 with the most goals; Manchester City scored the most over the three seasons.
      expect(inTier('attack', 'elite')).toEqual(expect.arrayContaining(['LIV', 'MCI']));
      expect(tiers.attack.size).toBe(20);
    });
  },
);
