import type { Club } from '../world/clubs';
import type { ExpectedContext } from '../market/expected';
import { Forecast } from '../market/forecast';
import { fixtureIndex, type Fixture } from '../calendar/fixtures';
import { createPrivateLeagues, type PrivateLeague } from '../managers/leagues';
import { Ledger } from '../points/ledger';
import { createManagers } from '../managers/manager-profile';
import { playManager, type ManagerSeason, type SeasonInputs } from '../managers/manager-season';
import { simulateMarket, type Market } from '../market/market';
import type { SeasonPlayer } from '../world/players';
import { shortlist } from '../managers/shop';
import { deadlines, playSeason, type SeasonPlay } from '../world/season';
import { currentWorld, type CurrentWorld } from '../world/world';

export const MANAGER_COUNT = 300;
const HOUR = 3_600_000;

/** The simulated 2025-26 season frozen before the deadline of `currentGameweek`. */
export interface CurrentSeason {
  seed: number;
  currentGameweek: number;
  /** The last finished gameweek (the official `is_current` event). */
  lastFinished: number;
  world: CurrentWorld;
  clubs: Map<number, Club>;
  byId: Map<number, SeasonPlayer>;
  play: SeasonPlay;
  ledger: Ledger;
  forecast: Forecast;
  market: Market;
  managers: ManagerSeason[];
  leagues: PrivateLeague[];
  deadline: (gw: number) => number;
  fixturesOf: (club: number, gw: number) => readonly Fixture[];
  /** The moment of the snapshot (epoch ms): after the last match settled, before the next deadline. */
  now: number;
}

function memo<T>(make: (gw: number) => T): (gw: number) => T {
  const cache = new Map<number, T>();
  return (gw) => {
    const known = cache.get(gw);
    if (known !== undefined) return known;
    const made = make(gw);
    cache.set(gw, made);
    return made;
  };
}

function dense(size: number, values: Map<number, number>): Float64Array {
  const out = new Float64Array(size);
  for (const [id, v] of values) out[id] = v;
  return out;
}

export function simulateCurrent(seed: number, currentGameweek: number): CurrentSeason {
  if (!Number.isInteger(currentGameweek) || currentGameweek < 2 || currentGameweek > 38) {
    throw new Error(`currentGameweek must be a whole number from 2 to 38, got ${String(currentGameweek)}`);
  }
  const lastFinished = currentGameweek - 1;
  const world = currentWorld(seed);
  const clubs = new Map(world.clubs.map((c) => [c.id, c]));
  const byId = new Map(world.players.map((p) => [p.id, p]));
  const play = playSeason(world, lastFinished);
  const ledger = new Ledger(play.results.values());
  const deadline = deadlines(world.fixtures);
  const fixturesOf = fixtureIndex(world.fixtures);
  const lastKickoff = Math.max(
    ...world.fixtures.filter((f) => f.event === lastFinished).map((f) => f.kickoff),
  );
  const settled = lastKickoff + 2 * HOUR;
  const now = Math.floor((settled + 0.6 * (deadline(currentGameweek) - settled)) / 60_000) * 60_000;
  const ctx: ExpectedContext = { ledger, clubs, formations: world.formations, fixturesOf };
  const forecast = new Forecast(ctx, world.players, play.availability, deadline);
  const market = simulateMarket({
    seed,
    season: world.season,
    players: world.players,
    forecast,
    deadline,
    lastWindow: currentGameweek,
    now,
    recordUpdates: true,
  });
  const seasonStart = deadline(1);
  const profiles = createManagers(seed, MANAGER_COUNT, world.clubs.length, seasonStart);
  const size = world.players.length + 1;
  const inputs: SeasonInputs = {
    seed,
    players: world.players,
    byId,
    ledger,
    availability: play.availability,
    prices: memo((gw) =>
      Int32Array.from({ length: size }, (_, id) => market.players.get(id)?.price[gw] ?? 0),
    ),
    horizon: memo((gw) => dense(size, forecast.horizon(gw))),
    expected: memo((gw) => dense(size, forecast.gameweek(gw))),
    choices: memo((gw) => shortlist(world.players, inputs.prices(gw), inputs.horizon(gw))),
    deadline,
  };
  const managers = profiles.map((m) => playManager(inputs, m, lastFinished));
  const leagues = createPrivateLeagues(seed, profiles, seasonStart);
  return {
    seed,
    currentGameweek,
    lastFinished,
    world,
    clubs,
    byId,
    play,
    ledger,
    forecast,
    market,
    managers,
    leagues,
    deadline,
    fixturesOf,
    now,
  };
}
