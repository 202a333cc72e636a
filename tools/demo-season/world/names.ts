import type { Rng } from '../rng';

/**
 * Invented names built from syllables: no list of real people is involved, and the test suite
 * checks the generated players against the recorded real player names.
 */
const FIRST_START = [
  'Ka',
  'Lo',
  'Ren',
  'Tam',
  'Jor',
  'Mi',
  'Sel',
  'Da',
  'Vor',
  'El',
  'Ni',
  'Bra',
  'To',
  'Fe',
  'Gus',
  'Ar',
  'Qui',
  'Ro',
  'Sa',
  'Ul',
  'Ha',
  'Ze',
  'Ber',
  'Cas',
  'Ily',
  'Od',
  'Pa',
  'Wil',
  'Yo',
  'Ed',
];
const FIRST_END = [
  'n',
  'el',
  'o',
  'as',
  'ric',
  'ey',
  'an',
  'io',
  'us',
  'er',
  'im',
  'ian',
  'ko',
  'ar',
  'en',
  'is',
  'on',
  've',
  'mar',
  'rin',
];
const LAST_START = [
  'Bar',
  'Cal',
  'Dun',
  'Eld',
  'Fen',
  'Gar',
  'Hol',
  'Ist',
  'Jor',
  'Kes',
  'Lam',
  'Mor',
  'Nor',
  'Ost',
  'Pel',
  'Quen',
  'Ros',
  'Sten',
  'Tor',
  'Val',
  'Wen',
  'Yar',
  'Zel',
  'Brin',
  'Cor',
  'Drav',
  'Ferr',
  'Grim',
  'Hask',
  'Lund',
];
const LAST_MID = ['', '', 'a', 'e', 'i', 'o', 'an', 'en', 'in', 'or', 'ar', 'il'];
const LAST_END = [
  'ford',
  'well',
  'ski',
  'son',
  'ez',
  'ini',
  'ard',
  'ley',
  'mann',
  'ovic',
  'ton',
  'ers',
  'ault',
  'sen',
  'aro',
  'ek',
  'by',
  'holt',
  'ak',
  'etti',
];

export interface PersonName {
  first: string;
  last: string;
}

export function personName(rng: Rng): PersonName {
  const first = rng.pick(FIRST_START) + rng.pick(FIRST_END);
  const last = rng.pick(LAST_START) + rng.pick(LAST_MID) + rng.pick(LAST_END);
  return { first, last };
}

const ADJECTIVES = [
  'Expected',
  'Sunday',
  'Mighty',
  'Lucky',
  'Rusty',
  'Crimson',
  'Quiet',
  'Electric',
  'Dynamic',
  'Lazy',
  'Vintage',
  'Atomic',
  'Golden',
  'Reckless',
  'Tactical',
  'Salty',
  'Brave',
  'Northern',
  'Midnight',
  'Frozen',
];
const NOUNS = [
  'Wanderers',
  'Rovers',
  'United',
  'Athletic',
  'Dynamo',
  'Ballers',
  'XI',
  'Lads',
  'Thunder',
  'Foxes',
  'Owls',
  'Pirates',
  'Galacticos',
  'Misfits',
  'Hitmen',
  'Tinkerers',
  'Differentials',
  'Wildcards',
  'Benchwarmers',
  'Strollers',
];
const PHRASES = [
  'Captain Chaos',
  'Hits for Fun',
  'Bench Boosted',
  'No Free Transfers',
  'Triple Trouble',
  'Set and Forget',
  'Green Arrows',
  'Deadline Panic',
  'Red Arrow Club',
  'Template Team',
  'Out of Position',
  'Late Wildcard',
];

/** A fantasy team name ("Mighty Owls", "Barford XI", "Captain Chaos FC"). */
export function teamName(rng: Rng, owner: PersonName): string {
  const kind = rng.int(0, 3);
  if (kind === 0) return `${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)}`;
  if (kind === 1) return `${owner.last} ${rng.pick(NOUNS)}`;
  if (kind === 2) return `${rng.pick(PHRASES)}${rng.chance(0.4) ? ' FC' : ''}`;
  return `${owner.first}'s ${rng.pick(NOUNS)}`;
}

const LEAGUE_FIRST = [
  'Office',
  'Pub',
  'Family',
  'Five-a-side',
  'Old School',
  'Sunday League',
  'Uni',
  'Work',
  'Village',
  'Allotment',
  'Book Club',
  'Chess Club',
];
const LEAGUE_LAST = [
  'League',
  'Cup',
  'Championship',
  'Classic',
  'Invitational',
  'Derby',
  'Showdown',
  'Trophy',
];

export function leagueName(rng: Rng): string {
  return `${rng.pick(ADJECTIVES)} ${rng.pick(LEAGUE_FIRST)} ${rng.pick(LEAGUE_LAST)}`;
}
