import type { NewDailyPrice } from './repositories/daily-prices';
import type { SeasonGameweek, SeasonMatch, SeasonPlayer } from './repositories/past-seasons';
import type { NewWatchlistItem } from './repositories/watchlist';

// Row builders for the repository tests: complete rows with plausible values, overridable per test.

const zeroStats = {
  minutes: 0,
  goalsScored: 0,
  assists: 0,
  cleanSheets: 0,
  goalsConceded: 0,
  ownGoals: 0,
  penaltiesSaved: 0,
  penaltiesMissed: 0,
  yellowCards: 0,
  redCards: 0,
  saves: 0,
  bonus: 0,
  bps: 0,
  influence: 0,
  creativity: 0,
  threat: 0,
  ictIndex: 0,
};

export function watchlistItem(overrides: Partial<NewWatchlistItem> = {}): NewWatchlistItem {
  return {
    playerId: 328,
    playerName: 'Salah',
    teamName: 'Liverpool',
    position: 'Midfielder',
    currentPrice: 130,
    ...overrides,
  };
}

export function dailyPrice(overrides: Partial<NewDailyPrice> = {}): NewDailyPrice {
  return {
    season: '2024-25',
    playerId: 328,
    playerName: 'Salah',
    recordDate: '2024-09-01',
    originalPrice: 125,
    currentPrice: 127,
    ownership: 45.6,
    transfersIn: 2_500_000,
    transfersOut: 400_000,
    transfersInEvent: 120_000,
    transfersOutEvent: 30_000,
    dailyTransfersIn: 15_000,
    dailyTransfersOut: 4_000,
    priceChangeEvent: 1,
    teamId: 12,
    position: 3,
    ...overrides,
  };
}

/** A player's price-day capture before the day's transfer counts: no moves this gameweek. */
export function capturedPlayer(
  playerId: number,
  overrides: Partial<NewDailyPrice> = {},
): Omit<NewDailyPrice, 'season' | 'recordDate' | 'dailyTransfersIn' | 'dailyTransfersOut'> {
  return {
    playerId,
    playerName: `Player ${playerId}`,
    originalPrice: 50,
    currentPrice: 50,
    ownership: 1.5,
    transfersIn: 0,
    transfersOut: 0,
    transfersInEvent: 0,
    transfersOutEvent: 0,
    priceChangeEvent: 0,
    teamId: 1,
    position: 3,
    ...overrides,
  };
}

export function seasonPlayer(playerId: number, overrides: Partial<SeasonPlayer> = {}): SeasonPlayer {
  return {
    playerId,
    code: 100_000 + playerId,
    firstName: 'First',
    secondName: `Player${playerId}`,
    webName: `P${playerId}`,
    teamId: 1,
    teamName: 'Arsenal',
    teamShortName: 'ARS',
    elementType: 3,
    positionName: 'MID',
    startCost: 55,
    endCost: 56,
    totalPoints: 40,
    ...zeroStats,
    ...overrides,
  };
}

export function seasonGameweek(
  playerId: number,
  gameweek: number,
  overrides: Partial<SeasonGameweek> = {},
): SeasonGameweek {
  return {
    playerId,
    gameweek,
    fixtureId: gameweek * 10,
    opponentTeamId: 2,
    wasHome: true,
    kickoffTime: new Date(Date.UTC(2024, 7, 10 + gameweek * 7, 14)),
    ...zeroStats,
    value: 55,
    selected: 1000,
    transfersIn: 10,
    transfersOut: 5,
    transfersBalance: 5,
    teamHScore: 1,
    teamAScore: 0,
    totalPoints: 2,
    ...overrides,
  };
}

/** A played match, Arsenal (team 1, code 3) 2-1 Chelsea (team 2, code 8) unless overridden. */
export function seasonMatch(fixtureId: number, overrides: Partial<SeasonMatch> = {}): SeasonMatch {
  return {
    fixtureId,
    gameweek: 1,
    kickoffTime: new Date(Date.UTC(2024, 7, 17, 14)),
    homeTeamId: 1,
    awayTeamId: 2,
    homeClub: 3,
    awayClub: 8,
    homeShortName: 'ARS',
    awayShortName: 'CHE',
    homeGoals: 2,
    awayGoals: 1,
    homeXg: null,
    awayXg: null,
    ...overrides,
  };
}
