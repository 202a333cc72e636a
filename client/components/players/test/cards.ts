import type { CaptainCard, Historical, ScorePartInfo, TransferCard } from '@contracts/api/player-scores';

export const NO_HISTORY: Historical = {
  multiplier: 1,
  per90: null,
  positionPer90: 0,
  minutes: 0,
  seasons: [],
};

export const POSITIONS = ['Goalkeepers', 'Defenders', 'Midfielders', 'Forwards'].map((pluralName, i) => ({
  id: i + 1,
  pluralName,
  shortName: ['GKP', 'DEF', 'MID', 'FWD'][i] ?? '',
}));

const base = (id: number) => ({
  id,
  webName: `Player${id}`,
  fullName: `First Player${id}`,
  teamShort: 'LIV',
  teamName: 'Liverpool',
  elementType: 3,
  position: 'Midfielder',
  nowCost: 80,
  form: 6.5,
  totalPoints: 120,
  selectedByPercent: 12.3,
  availability: 'available' as const,
  chanceOfPlaying: null,
  news: '',
  historical: NO_HISTORY,
});

export const TRANSFER_PARTS: ScorePartInfo[] = [
  { key: 'form', label: 'Form', weight: 0.25, how: 'Form × 2.5, at most 10' },
  { key: 'value', label: 'Value', weight: 0.2, how: 'Points per £1m' },
];

export function transferCard(id: number, over: Partial<TransferCard> = {}): TransferCard {
  return {
    ...base(id),
    score: 7.4,
    recommendation: 'in',
    label: 'Buy',
    trend: 'rising',
    netTransfersEvent: 150_000,
    parts: [
      { key: 'form', value: 10, contribution: 2.5 },
      { key: 'value', value: 7.5, contribution: 1.5 },
    ],
    weightedSum: 4,
    positionReference: 8.234,
    rescaledSum: 4,
    injuryPenalty: 0,
    fixtures: [{ gameweek: 3, opponentShort: 'SUN', home: true, difficulty: 2 }],
    ...over,
  };
}

export const CAPTAIN_PARTS: ScorePartInfo[] = [
  { key: 'form', label: 'Form', weight: 0.3, how: 'Form × 2.2, at most 10' },
  { key: 'fixture', label: 'Fixture', weight: 0.25, how: 'Next gameweek' },
];

export function captainCard(id: number, over: Partial<CaptainCard> = {}): CaptainCard {
  return {
    ...base(id),
    score: 8.1,
    recommendation: 'strong',
    label: 'Strong Pick',
    isPopularPick: false,
    isDifferential: false,
    // 4.27 x 8.5 / 4.48 = 8.1.
    expectedPoints: 4.27,
    parts: [
      { key: 'form', value: 10, contribution: 3 },
      { key: 'fixture', value: 9.2, contribution: 2.3 },
    ],
    weightedSum: 5.3,
    positionReference: 8.567,
    positionScale: 8.5 / (0.8 * 8.567),
    positionFactor: 0.8,
    fixtures: [{ gameweek: 4, opponentShort: 'ARS', home: false, difficulty: 4 }],
    ...over,
  };
}
