import { UpstreamError, type FplSource } from '../../fpl/source';

const unavailable = async (): Promise<never> => {
  throw new UpstreamError('unavailable', 'connect ECONNREFUSED (test)');
};

/** An FplSource whose every read fails as if upstream were down with nothing cached; override what a test needs. */
export function fakeSource(overrides: Partial<FplSource> = {}): FplSource {
  return {
    kind: 'live',
    location: 'https://fantasy.example.test/api/',
    bootstrapStatic: unavailable,
    fixtures: unavailable,
    entry: unavailable,
    entryHistory: unavailable,
    entryPicks: unavailable,
    entryTransfers: unavailable,
    leagueStandings: unavailable,
    elementSummary: unavailable,
    eventLive: unavailable,
    eventStatus: unavailable,
    lastFetchedAt: () => null,
    servingStale: () => false,
    ...overrides,
  };
}
