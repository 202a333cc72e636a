import { apiError } from '@/test/render';
import { vi } from 'vitest';
import { defaultUpsetConfig, type UpsetConfig, type UpsetConfigResponse } from '@contracts/api/upset-config';
import { fplBootstrap, fplTeam } from '@contracts/fpl/testing/bootstrap';
import { fakeSessionFetch } from '../../auth/test/fake-session';
import type { PredictedMeasured, PredictedScoresResponse } from '@contracts/api/predicted-scores';

type Answer = (body: unknown) => Response;

export interface FakeUpsetApi {
  state: UpsetConfigResponse;
  /** Bodies of every POST /api/admin/upset-config. */
  saved: UpsetConfig[];
  resets: number;
  /** Replace to answer the next writes differently (an error, or a slow answer). */
  onSave: Answer | null;
  onReset: Answer | null;
  /** Predicted Scores' measured block; without it the endpoint answers 404. */
  measured: PredictedMeasured | null;
  /** How many times the game's bootstrap (club names) was read. */
  bootstrapReads: number;
}

const MEASURED_URL = '/api/predicted-scores?start_gw=1&end_gw=1&status=finished';

/**
 * A stand-in for the upset configuration API that stores what is saved, so a refetch sees it, and
 * for the admin session (signed in unless `signedIn: false`): a write without one answers 401.
 */
export function fakeUpsetApi(config: Partial<UpsetConfig> = {}, { signedIn = true } = {}) {
  const defaults = defaultUpsetConfig([1, 12, 13]);
  const api: FakeUpsetApi = {
    state: {
      config: { ...defaults, ...config },
      defaults,
      lastUpdated: null,
      updatedBy: null,
      defaultTopTeams: { source: 'model', description: 'The six strongest clubs by the match model' },
    },
    saved: [],
    resets: 0,
    onSave: null,
    onReset: null,
    measured: null,
    bootstrapReads: 0,
  };
  const stored = (next: UpsetConfig) => {
    api.state = { ...api.state, config: next, lastUpdated: '2025-11-18T10:00:00.000Z', updatedBy: 'admin' };
    return Response.json(api.state);
  };
  const other = (url: string, init?: RequestInit): Response => {
    const method = init?.method ?? 'GET';
    if (method === 'POST' && !session.signedIn)
      return apiError(401, {
        error: 'admin_session_required',
        message: 'Sign in as admin to change settings.',
      });
    if (method === 'GET' && url === '/api/bootstrap-static') {
      api.bootstrapReads++;
      return Response.json(bootstrap());
    }
    if (method === 'GET' && url === '/api/admin/upset-config') return Response.json(api.state);
    if (method === 'GET' && url === MEASURED_URL && api.measured)
      return Response.json(predicted(api.measured));
    if (method === 'POST' && url === '/api/admin/upset-config') {
      const body = JSON.parse(String(init?.body)) as UpsetConfig;
      api.saved.push(body);
      return api.onSave ? api.onSave(body) : stored(body);
    }
    if (method === 'POST' && url === '/api/admin/upset-config/reset') {
      api.resets++;
      return api.onReset ? api.onReset(null) : stored(api.state.defaults);
    }
    return new Response('', { status: 404, statusText: 'Not Found' });
  };
  const { session, fetch } = fakeSessionFetch({ signedIn }, other);
  vi.stubGlobal('fetch', fetch);
  return Object.assign(api, { session });
}

const bootstrap = () =>
  fplBootstrap({
    teams: [fplTeam(1, 'ARS', 'Arsenal'), fplTeam(12, 'LIV', 'Liverpool'), fplTeam(13, 'MCI', 'Man City')],
  });

const predicted = (measured: PredictedMeasured): PredictedScoresResponse => ({
  season: '2025-26',
  start_gw: 1,
  end_gw: 1,
  default_start_gw: 12,
  default_end_gw: 12,
  team: null,
  teams: [],
  status: 'finished',
  matches: [],
  options: [],
  measured,
});
