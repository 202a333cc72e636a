/**
 * Facts about clubs the context conditions need, keyed by the game's stable team `code` (the same
 * in every season; ids are reassigned each season). Every club in the Premier League since 2016-17
 * is listed. A club missing here (one new to the league) simply has no derby and no travel distance.
 */

/** Stadium latitude and longitude in degrees (the ground used in 2025-26 or the club's last PL season). */
export const STADIUMS: ReadonlyMap<number, { short: string; lat: number; lon: number }> = new Map([
  [1, { short: 'MUN', lat: 53.4631, lon: -2.2913 }],
  [2, { short: 'LEE', lat: 53.7778, lon: -1.5722 }],
  [3, { short: 'ARS', lat: 51.5549, lon: -0.1084 }],
  [4, { short: 'NEW', lat: 54.9756, lon: -1.6217 }],
  [6, { short: 'TOT', lat: 51.6043, lon: -0.0664 }],
  [7, { short: 'AVL', lat: 52.5092, lon: -1.8848 }],
  [8, { short: 'CHE', lat: 51.4817, lon: -0.191 }],
  [11, { short: 'EVE', lat: 53.4247, lon: -3.0003 }],
  [13, { short: 'LEI', lat: 52.6204, lon: -1.1422 }],
  [14, { short: 'LIV', lat: 53.4308, lon: -2.9608 }],
  [17, { short: 'NFO', lat: 52.94, lon: -1.1328 }],
  [20, { short: 'SOU', lat: 50.9058, lon: -1.3911 }],
  [21, { short: 'WHU', lat: 51.5386, lon: -0.0166 }],
  [25, { short: 'MID', lat: 54.5782, lon: -1.217 }],
  [31, { short: 'CRY', lat: 51.3983, lon: -0.0855 }],
  [35, { short: 'WBA', lat: 52.509, lon: -1.9639 }],
  [36, { short: 'BHA', lat: 50.8616, lon: -0.0837 }],
  [38, { short: 'HUD', lat: 53.6543, lon: -1.7684 }],
  [39, { short: 'WOL', lat: 52.5902, lon: -2.1304 }],
  [40, { short: 'IPS', lat: 52.0551, lon: 1.1448 }],
  [43, { short: 'MCI', lat: 53.4831, lon: -2.2004 }],
  [45, { short: 'NOR', lat: 52.6222, lon: 1.3092 }],
  [49, { short: 'SHU', lat: 53.3703, lon: -1.4709 }],
  [54, { short: 'FUL', lat: 51.4749, lon: -0.2217 }],
  [56, { short: 'SUN', lat: 54.9146, lon: -1.3883 }],
  [57, { short: 'WAT', lat: 51.6498, lon: -0.4015 }],
  [80, { short: 'SWA', lat: 51.6428, lon: -3.9351 }],
  [88, { short: 'HUL', lat: 53.7465, lon: -0.368 }],
  [90, { short: 'BUR', lat: 53.789, lon: -2.2302 }],
  [91, { short: 'BOU', lat: 50.7352, lon: -1.8383 }],
  [94, { short: 'BRE', lat: 51.4907, lon: -0.2887 }],
  [97, { short: 'CAR', lat: 51.4728, lon: -3.2031 }],
  [102, { short: 'LUT', lat: 51.8842, lon: -0.4316 }],
  [110, { short: 'STK', lat: 52.9884, lon: -2.1754 }],
]);

/**
 * Local derbies: pairs of clubs from the same city or area with a recognised rivalry (North London,
 * West London, East and North London, Merseyside, Manchester, Tyne-Wear, West Midlands, Black
 * Country, East Midlands, East Anglia, the south coast, Yorkshire).
 */
const DERBY_PAIRS: ReadonlyArray<readonly [number, number]> = [
  [3, 6], // ARS-TOT
  [3, 8], // ARS-CHE
  [6, 8], // TOT-CHE
  [21, 6], // WHU-TOT
  [21, 8], // WHU-CHE
  [21, 3], // WHU-ARS
  [8, 54], // CHE-FUL
  [54, 94], // FUL-BRE
  [8, 94], // CHE-BRE
  [31, 36], // CRY-BHA
  [14, 11], // LIV-EVE
  [1, 43], // MUN-MCI
  [4, 56], // NEW-SUN
  [56, 25], // SUN-MID
  [4, 25], // NEW-MID
  [7, 35], // AVL-WBA
  [39, 35], // WOL-WBA
  [7, 39], // AVL-WOL
  [13, 17], // LEI-NFO
  [45, 40], // NOR-IPS
  [20, 91], // SOU-BOU
  [2, 49], // LEE-SHU
  [2, 38], // LEE-HUD
];
const DERBIES = new Set(DERBY_PAIRS.flatMap(([a, b]) => [`${a}-${b}`, `${b}-${a}`]));

export function isDerby(homeClub: number, awayClub: number): boolean {
  return DERBIES.has(`${homeClub}-${awayClub}`);
}

const EARTH_RADIUS_KM = 6371;
const radians = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance by the haversine formula, in km. */
export function haversineKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/** Distance between two clubs' stadiums in km; null when either club is not in the facts table. */
export function travelKm(fromClub: number, toClub: number): number | null {
  const from = STADIUMS.get(fromClub);
  const to = STADIUMS.get(toClub);
  return from && to ? haversineKm(from, to) : null;
}
