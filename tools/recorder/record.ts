import type { BootstrapStatic } from '@contracts/fpl/index';
import { endpoints, MAX_PAGE, parsePayload, type Endpoint } from '../../server/fpl/endpoints';
import type { HttpTransport } from '../../server/fpl/http-transport';
import type { RecorderPlan } from './args';

export interface RecorderDeps {
  transport: HttpTransport;
  /** Writes the raw payload at a snapshot-relative path. */
  write: (relative: string, payload: unknown) => Promise<void>;
  /** One line of progress. */
  log: (line: string) => void;
}

/**
 * Fetches what the plan names, one request at a time (the game is a shared public service), and
 * writes each payload as upstream sent it, unknown fields included, after checking it against
 * the schemas. Returns the snapshot-relative paths written. Throws UpstreamError on failure.
 */
export async function record(plan: RecorderPlan, deps: RecorderDeps): Promise<string[]> {
  const written: string[] = [];
  let bootstrap: BootstrapStatic | null = null;

  async function fetchAndWrite<T>(ep: Endpoint<T>): Promise<T> {
    const raw = await deps.transport.getJson(ep.urlPath);
    const data = parsePayload(ep, raw, `GET ${ep.urlPath}`);
    await deps.write(ep.filePath, raw);
    written.push(ep.filePath);
    deps.log(`wrote ${ep.filePath}`);
    return data;
  }

  // Entries need bootstrap-static to know which gameweeks are finished; fetch it once either way.
  async function bootstrapOnce(): Promise<BootstrapStatic> {
    bootstrap ??= await fetchAndWrite(endpoints.bootstrapStatic());
    return bootstrap;
  }

  if (plan.bootstrap) await bootstrapOnce();
  if (plan.fixtures) await fetchAndWrite(endpoints.fixtures());
  if (plan.eventStatus) await fetchAndWrite(endpoints.eventStatus());
  for (const gameweek of plan.liveGameweeks) await fetchAndWrite(endpoints.eventLive(gameweek));
  for (const playerId of plan.elements) await fetchAndWrite(endpoints.elementSummary(playerId));

  for (const managerId of plan.entries) {
    const finished = new Set((await bootstrapOnce()).events.filter((e) => e.finished).map((e) => e.id));
    await fetchAndWrite(endpoints.entry(managerId));
    const history = await fetchAndWrite(endpoints.entryHistory(managerId));
    for (const row of history.current) {
      if (finished.has(row.event)) await fetchAndWrite(endpoints.entryPicks(managerId, row.event));
    }
  }

  for (const leagueId of plan.leagues) {
    for (let page = 1; ; page++) {
      if (page > MAX_PAGE) throw new Error(`league ${leagueId} has more than ${MAX_PAGE} standings pages`);
      const standings = await fetchAndWrite(endpoints.leagueStandings(leagueId, page));
      if (!standings.standings.has_next) break;
    }
  }
  return written;
}
