import { rngFor } from '../rng';

/** A club as the official game lists it (public facts: names, codes), plus our hidden prior. */
export interface ClubInfo {
  name: string;
  short: string;
  code: number;
  pulse: number;
  /** How good the club tends to be, -1 (relegation side) to 1 (title side): drives hidden strengths. */
  prior: number;
}

const info = (name: string, short: string, code: number, pulse: number, prior: number): ClubInfo => ({
  name,
  short,
  code,
  pulse,
  prior,
});

/**
 * Every club that played in the Premier League from 2016-17 to 2025-26. Pulse ids of the clubs
 * that left before 2019-20 are not in our reference files; those values only fill the column.
 */
const CLUBS: readonly ClubInfo[] = [
  info('Arsenal', 'ARS', 3, 1, 0.9),
  info('Aston Villa', 'AVL', 7, 2, 0.35),
  info('Bournemouth', 'BOU', 91, 127, 0.05),
  info('Brentford', 'BRE', 94, 130, 0.0),
  info('Brighton', 'BHA', 36, 131, 0.2),
  info('Burnley', 'BUR', 90, 43, -0.6),
  info('Cardiff', 'CAR', 97, 46, -0.7),
  info('Chelsea', 'CHE', 8, 4, 0.6),
  info('Crystal Palace', 'CRY', 31, 6, 0.1),
  info('Everton', 'EVE', 11, 7, -0.1),
  info('Fulham', 'FUL', 54, 34, -0.05),
  info('Huddersfield', 'HUD', 38, 159, -0.75),
  info('Hull', 'HUL', 88, 41, -0.7),
  info('Ipswich', 'IPS', 40, 8, -0.65),
  info('Leeds', 'LEE', 2, 9, -0.45),
  info('Leicester', 'LEI', 13, 26, -0.1),
  info('Liverpool', 'LIV', 14, 10, 0.85),
  info('Luton', 'LUT', 102, 163, -0.7),
  info('Man City', 'MCI', 43, 11, 0.8),
  info('Man Utd', 'MUN', 1, 12, 0.3),
  info('Middlesbrough', 'MID', 25, 13, -0.65),
  info('Newcastle', 'NEW', 4, 23, 0.5),
  info('Norwich', 'NOR', 45, 14, -0.7),
  info("Nott'm Forest", 'NFO', 17, 15, 0.1),
  info('Sheffield Utd', 'SHU', 49, 18, -0.7),
  info('Southampton', 'SOU', 20, 20, -0.5),
  info('Spurs', 'TOT', 6, 21, 0.3),
  info('Stoke', 'STK', 110, 42, -0.45),
  info('Sunderland', 'SUN', 56, 29, -0.45),
  info('Swansea', 'SWA', 80, 45, -0.5),
  info('Watford', 'WAT', 57, 33, -0.45),
  info('West Brom', 'WBA', 35, 36, -0.4),
  info('West Ham', 'WHU', 21, 25, -0.05),
  info('Wolves', 'WOL', 39, 38, -0.35),
];

const byShort = new Map(CLUBS.map((c) => [c.short, c]));

/**
 * The 20 clubs of each season in official id order (id = index + 1), by short name. 2025-26 as
 * the official game numbers it (Burnley 3 before Bournemouth 4).
 */
const SEASON_CLUBS: Record<string, string> = {
  '2016-17': 'ARS BOU BUR CHE CRY EVE HUL LEI LIV MCI MUN MID SOU STK SUN SWA TOT WAT WBA WHU',
  '2017-18': 'ARS BOU BHA BUR CHE CRY EVE HUD LEI LIV MCI MUN NEW SOU STK SWA TOT WAT WBA WHU',
  '2018-19': 'ARS BOU BHA BUR CAR CHE CRY EVE FUL HUD LEI LIV MCI MUN NEW SOU TOT WAT WHU WOL',
  '2019-20': 'ARS AVL BOU BHA BUR CHE CRY EVE LEI LIV MCI MUN NEW NOR SHU SOU TOT WAT WHU WOL',
  '2020-21': 'ARS AVL BHA BUR CHE CRY EVE FUL LEI LEE LIV MCI MUN NEW SHU SOU TOT WBA WHU WOL',
  '2021-22': 'ARS AVL BRE BHA BUR CHE CRY EVE LEI LEE LIV MCI MUN NEW NOR SOU TOT WAT WHU WOL',
  '2022-23': 'ARS AVL BOU BRE BHA CHE CRY EVE FUL LEI LEE LIV MCI MUN NEW NFO SOU TOT WHU WOL',
  '2023-24': 'ARS AVL BOU BRE BHA BUR CHE CRY EVE FUL LIV LUT MCI MUN NEW NFO SHU TOT WHU WOL',
  '2024-25': 'ARS AVL BOU BRE BHA CHE CRY EVE FUL IPS LEI LIV MCI MUN NEW NFO SOU TOT WHU WOL',
  '2025-26': 'ARS AVL BUR BOU BRE BHA CHE CRY EVE FUL LEE LIV MCI MUN NEW NFO SUN TOT WHU WOL',
};

export const CURRENT_SEASON = '2025-26';
/** Past seasons the demo fills, oldest first. */
export const PAST_SEASONS: readonly string[] = Object.keys(SEASON_CLUBS).filter((s) => s !== CURRENT_SEASON);

/** A club in one season: its id that season and hidden match strengths. */
export interface Club extends ClubInfo {
  id: number;
  /** Multiplies the club's scoring rate (about 0.7 to 1.45). */
  attack: number;
  /** Multiplies the opponent's scoring rate: lower is better (about 0.7 to 1.4). */
  defence: number;
  /** 1-5 as the official `strength` field: drives fixture difficulty. */
  rating: number;
}

/** The season's clubs with hidden strengths drawn around each club's prior (seeded per season). */
export function seasonClubs(seed: number, season: string): Club[] {
  const rng = rngFor(seed, 'clubs', season);
  const clubs = seasonClubInfos(season).map((base, i) => {
    const form = base.prior + 0.18 * rng.normal();
    return {
      ...base,
      id: i + 1,
      attack: Math.exp(0.45 * form + 0.06 * rng.normal()),
      defence: Math.exp(-0.4 * form + 0.06 * rng.normal()),
      rating: 3,
    };
  });
  // Ratings by rank of overall strength: 2 title sides, 4 strong, 8 average, 6 weak.
  const order = clubs.slice().sort((a, b) => b.attack / b.defence - a.attack / a.defence);
  order.forEach((c, rank) => {
    c.rating = rank < 2 ? 5 : rank < 6 ? 4 : rank < 14 ? 3 : 2;
  });
  return clubs;
}

export function seasonClubNames(season: string): readonly string[] {
  return seasonClubInfos(season).map((c) => c.name);
}

function seasonClubInfos(season: string): ClubInfo[] {
  const shorts = SEASON_CLUBS[season];
  if (!shorts) throw new Error(`no club list for season ${season}`);
  return shorts.split(' ').map((short) => {
    const club = byShort.get(short);
    if (!club) throw new Error(`unknown club ${short}`);
    return club;
  });
}
