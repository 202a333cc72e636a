import { PROVENANCE_FILE, provenanceSchema, type Provenance } from '@contracts/history-provenance';
import type { Database } from '../../server/db/client';
import { historyRepository } from '../../server/db/repositories/past-seasons';
import { decodeText } from './decode';
import { ImportError } from './errors';
import { loadSeason } from './load-season';
import type { VaastavSource } from './source';

export interface SeasonImportResult {
  season: string;
  players: number;
  gameweekRows: number;
  matches: number;
  /** Byte-identical repeated merged_gw.csv rows that were skipped. */
  duplicatesDropped: number;
  warnings: string[];
  elapsedMs: number;
}

/**
 * Reads, checks and stores one season. Everything is parsed and validated before the database is
 * touched, and the season is then replaced in one transaction, so a bad file leaves the previous
 * import of that season as it was, and running it again gives the same rows.
 */
export async function importSeason(
  db: Database,
  source: VaastavSource,
  season: string,
): Promise<SeasonImportResult> {
  return storeSeason(db, source, season, performance.now(), readSeason(source, season));
}

function readSeason(source: VaastavSource, season: string) {
  return Promise.all([loadSeason(source, season), originOf(source)]);
}

async function storeSeason(
  db: Database,
  source: VaastavSource,
  season: string,
  started: number,
  reading: ReturnType<typeof readSeason>,
): Promise<SeasonImportResult> {
  const [loaded, origin] = await reading;
  await historyRepository(db).replaceSeason(
    season,
    loaded.players,
    loaded.gameweeks,
    { source: source.location, origin },
    loaded.matches,
  );
  return {
    season,
    players: loaded.players.length,
    gameweekRows: loaded.gameweeks.length,
    matches: loaded.matches.length,
    duplicatesDropped: loaded.duplicatesDropped,
    warnings: loaded.warnings,
    elapsedMs: performance.now() - started,
  };
}

/** 'demo' when the root's provenance.json says its seasons are invented, else 'real'. */
async function originOf(source: VaastavSource): Promise<Provenance['origin']> {
  const bytes = await source.read(PROVENANCE_FILE);
  if (bytes === null) return 'real';
  let parsed;
  try {
    parsed = provenanceSchema.safeParse(JSON.parse(decodeText(bytes).text));
  } catch {
    parsed = undefined;
  }
  if (!parsed?.success) {
    throw new ImportError(
      source.describe(PROVENANCE_FILE),
      undefined,
      'expected {"origin": "real" | "demo"}',
    );
  }
  return parsed.data.origin;
}

/**
 * Seasons one after another, each in its own transaction; stops at the first season that fails
 * (the seasons before it stay imported) and rethrows its error.
 */
export async function importSeasons(
  db: Database,
  source: VaastavSource,
  seasons: readonly string[],
  onSeason: (result: SeasonImportResult) => void = () => {},
): Promise<SeasonImportResult[]> {
  const results: SeasonImportResult[] = [];
  const read = (i: number) => {
    const season = seasons[i];
    if (season === undefined) return null;
    const reading = readSeason(source, season);
    reading.catch(() => undefined); // awaited (and its error thrown) when its turn comes
    return { season, started: performance.now(), reading };
  };
  // The next season is read and checked while this one is stored: on embedded PGlite the storing
  // runs in the server's process (server/jobs/preparation/db-bridge.ts), so the two overlap.
  let next = read(0);
  for (let i = 0; next; i++) {
    const current = next;
    next = read(i + 1);
    const result = await storeSeason(db, source, current.season, current.started, current.reading);
    onSeason(result);
    results.push(result);
  }
  return results;
}
