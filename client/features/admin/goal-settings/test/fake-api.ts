import { apiError } from '@/test/render';
import { vi } from 'vitest';
import type { GoalScoredDefaults } from '@contracts/api/goal-scored-portal';
import { goalScoredSettingsSchema, type GoalScoredSettings } from '@contracts/api/goal-scored-settings';
import { fakeSessionFetch, type FakeSession } from '../../auth/test/fake-session';

const URL = '/api/admin/goal-scored-settings';

/** Three clubs; Arsenal (1) elite in defence, Liverpool (12) elite in attack by default. */
export function defaultSettings(): GoalScoredSettings {
  return goalScoredSettingsSchema.parse({ eliteAttackTeams: [12], eliteDefenseTeams: [1] });
}

export interface FakePortalApi {
  settings: GoalScoredSettings;
  /** Bodies of every PUT, parsed. */
  puts: GoalScoredSettings[];
  resets: number;
  /** The admin session the page sees (signed in unless the test starts it signed out). */
  session: FakeSession;
  /** Replace to answer writes differently (an error). */
  onWrite: (() => Response) | null;
}

/** A stand-in for the portal's endpoints that remembers saves, so a reload shows them. */
export function fakePortalApi({ signedIn = true } = {}): FakePortalApi {
  const answer = (url: string, init?: RequestInit) => portalAnswer(api, url, init);
  const { session, fetch } = fakeSessionFetch({ signedIn }, answer);
  const api: FakePortalApi = { settings: defaultSettings(), puts: [], resets: 0, onWrite: null, session };
  vi.stubGlobal('fetch', fetch);
  return api;
}

const info: GoalScoredDefaults = {
  teams: [
    { id: 1, name: 'Arsenal', short_name: 'ARS' },
    { id: 12, name: 'Liverpool', short_name: 'LIV' },
    { id: 17, name: 'Sunderland', short_name: 'SUN' },
  ],
  defaults: defaultSettings(),
  default_tiers: "From the match model's strengths at the start of 2025-26",
  backtest: { status: 'not_measured' },
};

/** The portal's endpoints; a write without a session is refused as the server refuses it. */
function portalAnswer(api: FakePortalApi, url: string, init?: RequestInit): Response {
  const method = init?.method ?? 'GET';
  if (method !== 'GET' && !api.session.signedIn)
    return apiError(401, {
      error: 'admin_session_required',
      message: 'Sign in as admin to change settings.',
    });
  if (method === 'GET' && url === URL) return Response.json(api.settings);
  if (method === 'GET' && url === `${URL}/defaults`) return Response.json(info);
  if (method === 'GET' && url === `${URL}/context`)
    return Response.json({ measured_seasons: [], measured_matches: 0, conditions: [] });
  if (method === 'PUT' && url === URL) {
    api.puts.push(JSON.parse(String(init?.body)) as GoalScoredSettings);
    if (api.onWrite) return api.onWrite();
    api.settings = { ...api.puts.at(-1)!, lastUpdated: '2025-11-20T10:00:00.000Z', updatedBy: 'admin' };
    return Response.json(api.settings);
  }
  if (method === 'POST' && url === `${URL}/reset`) {
    api.resets += 1;
    if (api.onWrite) return api.onWrite();
    api.settings = { ...defaultSettings(), lastUpdated: '2025-11-21T09:00:00.000Z', updatedBy: 'admin' };
    return Response.json(api.settings);
  }
  return new Response('', { status: 404, statusText: 'Not Found' });
}
