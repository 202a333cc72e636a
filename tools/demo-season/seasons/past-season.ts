import { seasonClubs, type Club } from '../world/clubs';
import type { ExpectedContext } from '../market/expected';
import { Forecast } from '../market/forecast';
import { fixtureIndex, seasonFixtures } from '../calendar/fixtures';
import { Ledger } from '../points/ledger';
import { simulateMarket, type Market } from '../market/market';
import type { Person } from '../world/players';
import { deadlines, playSeason, type SeasonPlay, type SeasonWorld } from '../world/season';
import { registerAll } from '../world/world';

/** A finished past season: the same engine as 2025-26, played to the end, market included. */
export interface PastSeason {
  world: SeasonWorld;
  clubs: Map<number, Club>;
  play: SeasonPlay;
  ledger: Ledger;
  market: Market;
  forecast: Forecast;
  deadline: (gw: number) => number;
  end: number;
}

export function simulatePast(
  seed: number,
  season: string,
  roster: Map<string, { person: Person; age: number }[]>,
): PastSeason {
  const clubs = seasonClubs(seed, season);
  const registrations = new Map(clubs.map((c) => [c.id, roster.get(c.name) ?? []]));
  const { players, formations } = registerAll(seed, season, clubs, registrations);
  // Loans are a 2025-26 story; past rosters only list who stayed.
  for (const p of players) p.loanedFromGw = null;
  const codeBase = 1_900_000 + (Number(season.slice(0, 4)) - 2016) * 50_000;
  const world: SeasonWorld = {
    seed,
    season,
    clubs,
    players,
    fixtures: seasonFixtures(seed, season, clubs, codeBase),
    formations,
  };
  const play = playSeason(world, 38);
  const ledger = new Ledger(play.results.values());
  const deadline = deadlines(world.fixtures);
  const clubMap = new Map(clubs.map((c) => [c.id, c]));
  const ctx: ExpectedContext = {
    ledger,
    clubs: clubMap,
    formations,
    fixturesOf: fixtureIndex(world.fixtures),
  };
  const forecast = new Forecast(ctx, players, play.availability, deadline);
  const end = deadline(39);
  const market = simulateMarket({
    seed,
    season,
    players,
    forecast,
    deadline,
    lastWindow: 38,
    now: end,
    recordUpdates: false,
  });
  return { world, clubs: clubMap, play, ledger, market, forecast, deadline, end };
}
