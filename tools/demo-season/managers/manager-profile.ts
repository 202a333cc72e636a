import { personName, teamName } from '../world/names';
import { rngFor } from '../rng';

export type ChipName = 'wildcard' | 'freehit' | 'bboost' | '3xc';
export const CHIPS: readonly ChipName[] = ['wildcard', 'freehit', 'bboost', '3xc'];

export interface Region {
  id: number;
  name: string;
  short: string;
  long: string;
}

/** Region ids as the official game numbers them; its region league id is the region id + 20. */
const REGIONS: readonly (readonly [Region, number])[] = [
  [{ id: 241, name: 'England', short: 'EN', long: 'ENG' }, 60],
  [{ id: 242, name: 'Scotland', short: 'S1', long: 'SCO' }, 6],
  [{ id: 244, name: 'Wales', short: 'WA', long: 'WAL' }, 4],
  [{ id: 243, name: 'Northern Ireland', short: 'NI', long: 'NIR' }, 3],
  [{ id: 108, name: 'Ireland', short: 'IE', long: 'IRL' }, 6],
  [{ id: 161, name: 'Norway', short: 'NO', long: 'NOR' }, 6],
  [{ id: 104, name: 'India', short: 'IN', long: 'IND' }, 5],
  [{ id: 231, name: 'United States', short: 'US', long: 'USA' }, 4],
  [{ id: 157, name: 'Nigeria', short: 'NG', long: 'NGA' }, 3],
  [{ id: 56, name: 'Denmark', short: 'DK', long: 'DNK' }, 3],
];

/** An invented manager and the habits that drive his season. */
export interface Manager {
  id: number;
  first: string;
  last: string;
  teamName: string;
  region: Region;
  favouriteTeam: number;
  joinedTime: number;
  /** 0..1: how well he reads expected points (less noise in his judgement). */
  skill: number;
  /** Chance of a discretionary transfer in a gameweek. */
  activity: number;
  /** Chance of paying 4 points for one more transfer when he wants it. */
  hitAppetite: number;
  /** Gameweek he plans each first-half chip for (absent: not before the turn of the year). */
  chipPlan: Map<ChipName, number>;
  past: { season_name: string; total_points: number; rank: number }[];
}

/** Managers in the whole game per past season, for past ranks. */
const PAST_POPULATION: Record<string, number> = {
  '2016/17': 4_500_000,
  '2017/18': 5_900_000,
  '2018/19': 6_300_000,
  '2019/20': 7_600_000,
  '2020/21': 8_200_000,
  '2021/22': 9_200_000,
  '2022/23': 11_400_000,
  '2023/24': 10_900_000,
  '2024/25': 11_500_000,
};

/** Upper-tail probability of the standard normal (Abramowitz-Stegun 7.1.26 erfc approximation). */
export function normalTail(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erfc =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))) *
    Math.exp(-x * x);
  return z >= 0 ? erfc / 2 : 1 - erfc / 2;
}

export function createManagers(
  seed: number,
  count: number,
  clubCount: number,
  seasonStart: number,
): Manager[] {
  const idRng = rngFor(seed, 'manager-ids');
  const ids = new Set<number>();
  while (ids.size < count) ids.add(idRng.int(10_000, 9_999_999));
  return [...ids].map((id, index) => {
    const rng = rngFor(seed, 'manager', id);
    const name = personName(rng);
    const skill = Math.min(1, Math.max(0, 0.5 + 0.22 * rng.normal()));
    const chipPlan = new Map<ChipName, number>();
    const plan: [ChipName, number, number, number][] = [
      ['wildcard', 0.6, 3, 19],
      ['freehit', 0.35, 2, 19],
      ['bboost', 0.45, 1, 19],
      ['3xc', 0.5, 1, 19],
    ];
    for (const [chip, p, from, to] of plan) {
      if (!rng.chance(p)) continue;
      let gw = rng.int(from, to);
      while ([...chipPlan.values()].includes(gw)) gw++;
      if (gw <= to) chipPlan.set(chip, gw);
    }
    const seasons = rng.int(4, 9);
    const past = Object.entries(PAST_POPULATION)
      .slice(-seasons)
      .map(([season_name, population]) => {
        const total_points = Math.round(2050 + 260 * (skill - 0.5) + 140 * rng.normal());
        const rank = Math.max(1, Math.round(population * normalTail((total_points - 1950) / 190)));
        return { season_name, total_points, rank };
      });
    return {
      id,
      first: name.first,
      last: name.last,
      teamName: teamName(rng, name),
      region: REGIONS[rng.weighted(REGIONS.map(([, w]) => w))]![0],
      favouriteTeam: rng.int(1, clubCount),
      // Earlier registrations for the first managers: the league founders.
      joinedTime: seasonStart - (40 - Math.min(39, index / 8)) * 86_400_000 + rng.int(0, 86_399_999),
      skill,
      activity: 0.15 + 0.75 * rng.next() * (0.5 + skill / 2),
      hitAppetite: 0.35 * rng.next(),
      chipPlan,
      past,
    };
  });
}
