import { SHARE_MEASURE_FIELDS, type ShareMeasure } from '@contracts/api/share-measures';
import type { PlayerAssistProjectionsResponse, PlayerGoalProjectionsResponse } from '@contracts/api/shares';

interface Spec {
  id: number;
  name: string;
  position: string;
  team: [short: string, name: string];
  price: number;
  soFar: number;
  season: number;
  share: number;
}

const base = (s: Spec) => ({
  id: s.id,
  name: s.name,
  position: s.position,
  team_id: s.id * 10,
  team_short: s.team[0],
  team_name: s.team[1],
  price: s.price,
  next_minutes_share: 1,
  from_previous_club: 0,
  share_on_pitch: s.share,
});

/** A player's row, the measure's fields named from the contracts' table as the server names them. */
const player = (measure: ShareMeasure, s: Spec) => {
  const names = SHARE_MEASURE_FIELDS[measure];
  return {
    ...base(s),
    [names.share]: s.share,
    [names.soFar]: s.soFar,
    [names.projected]: s.season - s.soFar,
    [names.season]: s.season,
    [names.per90]: null,
  };
};

const MCI: Spec['team'] = ['MCI', 'Man City'];
const LIV: Spec['team'] = ['LIV', 'Liverpool'];
const ARS: Spec['team'] = ['ARS', 'Arsenal'];
const NEW: Spec['team'] = ['NEW', 'Newcastle'];

/** Five players in no particular order; the figures are chosen so every derived one is exact. */
export const FIVE: readonly Spec[] = [
  { id: 2, name: 'Salah', position: 'MID', team: LIV, price: 130, soFar: 8, season: 16, share: 0.25 },
  { id: 4, name: 'Raya', position: 'GKP', team: ARS, price: 55, soFar: 0, season: 0, share: 0 },
  { id: 1, name: 'Haaland', position: 'FWD', team: MCI, price: 145, soFar: 12, season: 24.5, share: 0.4 },
  { id: 3, name: 'Ødegaard', position: 'MID', team: ARS, price: 85, soFar: 2, season: 6.5, share: 0.1 },
  { id: 5, name: 'Isak', position: 'FWD', team: NEW, price: 104, soFar: 7, season: 20, share: 0.3 },
];

/** `count` players named P01, P02... of one club, season figures falling from `count`. */
export function many(count: number): Spec[] {
  return Array.from({ length: count }, (_, i) => ({
    id: 100 + i,
    name: `P${String(i + 1).padStart(2, '0')}`,
    position: 'MID',
    team: ARS,
    price: 50,
    soFar: 0,
    season: count - i,
    share: 0.01,
  }));
}

type AnswerOf<M extends ShareMeasure> = M extends 'goals'
  ? PlayerGoalProjectionsResponse
  : PlayerAssistProjectionsResponse;

/** `GET /api/player-goal-projections` (or assist) listing these players. */
const answer =
  <M extends ShareMeasure>(measure: M) =>
  (specs: readonly Spec[], season: string | null = '2025-26', gameweek: number | null = 11) =>
    ({ season, gameweek, players: specs.map((s) => player(measure, s)) }) as AnswerOf<M>;

export const goalAnswer = answer('goals');
export const assistAnswer = answer('assists');
