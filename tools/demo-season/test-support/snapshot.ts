import type {
  BootstrapStatic,
  FplElementSummary,
  FplEntry,
  FplEntryHistory,
  FplEventLive,
  FplFixture,
  FplLeagueStandings,
  FplPicks,
} from '@contracts/fpl/index';

/** Typed access to a generated snapshot (path -> JSON text) for the consistency tests. */
export class Snapshot {
  private readonly cache = new Map<string, unknown>();

  constructor(readonly files: Map<string, string>) {}

  json<T>(path: string): T {
    const known = this.cache.get(path);
    if (known !== undefined) return known as T;
    const text = this.files.get(path);
    if (text === undefined) throw new Error(`${path} is not in the snapshot`);
    const parsed = JSON.parse(text) as T;
    this.cache.set(path, parsed);
    return parsed;
  }

  paths(pattern: RegExp): string[] {
    return [...this.files.keys()].filter((p) => pattern.test(p));
  }

  get bootstrap() {
    return this.json<BootstrapStatic>('bootstrap-static.json');
  }
  get fixtures() {
    return this.json<FplFixture[]>('fixtures.json');
  }
  get manifest() {
    return this.json<{
      seed: number;
      currentGameweek: number;
      managerIds: number[];
      leagueIds: number[];
      notes: string[];
    }>('demo-manifest.json');
  }
  live(gw: number) {
    return this.json<
      FplEventLive & { elements: { id: number; stats: Record<string, number | string | boolean> }[] }
    >(`event/${gw}/live.json`);
  }
  summary(id: number) {
    return this.json<FplElementSummary>(`element-summary/${id}.json`);
  }
  entry(id: number) {
    return this.json<FplEntry>(`entry/${id}.json`);
  }
  history(id: number) {
    return this.json<FplEntryHistory>(`entry/${id}/history.json`);
  }
  picks(id: number, gw: number) {
    return this.json<FplPicks>(`entry/${id}/event/${gw}/picks.json`);
  }
  standingsPages(leagueId: number): FplLeagueStandings[] {
    const pages: FplLeagueStandings[] = [];
    for (let page = 1; ; page++) {
      const path = `leagues-classic/${leagueId}/${page === 1 ? 'standings.json' : `standings-page-${page}.json`}`;
      if (!this.files.has(path)) return pages;
      pages.push(this.json<FplLeagueStandings>(path));
    }
  }
  /** The last finished gameweek (the is_current event). */
  get lastFinished(): number {
    return this.bootstrap.events.find((e) => e.is_current)?.id ?? 0;
  }
}
