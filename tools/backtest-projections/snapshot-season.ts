import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { bootstrapStaticSchema, eventLiveSchema, fixturesSchema } from '@contracts/fpl/index';
import { seasonLabel } from '@contracts/game/schedule';
import type { PlayedMatch } from '@engine/match-model';
import { currentSeasonMatches } from '../../server/services/matches/current-season';
import { readLive } from '../../server/services/matches/live-gameweek';
import { teamXgFromLive, type FixtureXg } from '../../server/services/matches/live-xg';

const readJson = async (file: string): Promise<unknown> => JSON.parse(await readFile(file, 'utf8'));

/**
 * A season's played matches from a recorded snapshot in the official API layout (bootstrap,
 * fixtures, and `event/<gw>/live.json` where recorded, for team xG), read as the app's match
 * history reads the current season; none when the snapshot names no season.
 */
export async function snapshotSeasonMatches(dir: string): Promise<PlayedMatch[]> {
  const bootstrap = bootstrapStaticSchema.parse(await readJson(path.join(dir, 'bootstrap-static.json')));
  const season = seasonLabel(bootstrap.events);
  if (season === null) return [];
  const fixtures = fixturesSchema.parse(await readJson(path.join(dir, 'fixtures.json')));
  const clubs = new Map(bootstrap.elements.map((e) => [e.id, e.team]));
  const xg = new Map<number, FixtureXg>();
  for (const event of bootstrap.events) {
    const file = path.join(dir, 'event', String(event.id), 'live.json');
    if (!existsSync(file)) continue;
    const live = eventLiveSchema.parse(await readJson(file));
    for (const [id, sides] of teamXgFromLive(
      readLive(live),
      fixtures.filter((f) => f.event === event.id),
      clubs,
    ))
      xg.set(id, sides);
  }
  return currentSeasonMatches(season, bootstrap.teams, fixtures, xg);
}

/**
 * The stored matches completed by another source's: a match the database lacks (the vaastav files
 * of 2025-26 stop at gameweek 29) is added; one it has is kept as stored.
 */
export function completeMatches(
  stored: readonly PlayedMatch[],
  extra: readonly PlayedMatch[],
): PlayedMatch[] {
  const have = new Set(stored.map((m) => `${m.season}#${m.fixtureId}`));
  return [...stored, ...extra.filter((m) => !have.has(`${m.season}#${m.fixtureId}`))].sort(
    (a, b) => a.kickoffMs - b.kickoffMs || a.fixtureId - b.fixtureId,
  );
}
