import { describe, expect, it } from 'vitest';
import { elementSchema } from '@contracts/fpl/bootstrap';
import { hasPrice } from '@contracts/game/priced';
import { scorePlayer } from './player';

// Raya's final 2025-26 bootstrap row, trimmed to the schema's fields.
const parsed = elementSchema.parse({
  id: 1,
  web_name: 'Raya',
  first_name: 'David',
  second_name: 'Raya Martín',
  team: 1,
  element_type: 1,
  status: 'a',
  news: '',
  chance_of_playing_next_round: null,
  now_cost: 62,
  cost_change_event: 0,
  cost_change_start: 7,
  value_season: '26.1',
  value_form: '0.8',
  selected_by_percent: '36.4',
  form: '5.2',
  points_per_game: '4.4',
  ep_this: '6.2',
  ep_next: '8.8',
  total_points: 162,
  event_points: 0,
  minutes: 3330,
  goals_scored: 0,
  assists: 0,
  clean_sheets: 19,
  goals_conceded: 26,
  own_goals: 0,
  penalties_saved: 0,
  penalties_missed: 0,
  yellow_cards: 1,
  red_cards: 0,
  saves: 60,
  bonus: 11,
  bps: 633,
  influence: '541.6',
  creativity: '33.5',
  threat: '0.0',
  ict_index: '57.5',
  dreamteam_count: 2,
  transfers_in: 4930540,
  transfers_out: 3003061,
  transfers_in_event: 0,
  transfers_out_event: 0,
});
if (!hasPrice(parsed)) throw new Error('the row has a price');
const raya = parsed;

describe('scorePlayer', () => {
  it("reads the game's decimal strings as numbers", () => {
    expect(scorePlayer(raya)).toEqual({
      elementType: 1,
      nowCostTenths: 62,
      form: 5.2,
      pointsPerGame: 4.4,
      totalPoints: 162,
      minutes: 3330,
      influence: 541.6,
      creativity: 33.5,
      threat: 0,
      ictIndex: 57.5,
      transfersInEvent: 0,
      transfersOutEvent: 0,
      selectedByPercent: 36.4,
      chanceOfPlayingNextRound: null,
      status: 'a',
    });
  });

  it('counts an empty or malformed decimal as 0', () => {
    expect(scorePlayer({ ...raya, form: '', ict_index: 'n/a' })).toMatchObject({ form: 0, ictIndex: 0 });
  });
});
