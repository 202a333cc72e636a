import { existsSync } from 'node:fs';
import path from 'node:path';

/** The recorded 2025-26 season in the official API layout (../shared/fpl-data/PROVENANCE.md). */
export const RECORDED_SEASON_DIR = path.resolve(
  import.meta.dirname,
  '../../../../shared/fpl-data/api/2025-26',
);

/** Whether this machine has its bootstrap and fixtures: the real-data tests skip without them. */
export const hasRecordedSeason =
  existsSync(path.join(RECORDED_SEASON_DIR, 'bootstrap-static.json')) &&
  existsSync(path.join(RECORDED_SEASON_DIR, 'fixtures.json'));
