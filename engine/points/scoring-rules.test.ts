import { describe, expect, it } from 'vitest';
import { rulesFor, scoreMatch, type ScoringStats } from './scoring-rules';
import { zeroCountingStats } from '@contracts/game/match-stats';

const rules = rulesFor('2025-26');
const none: ScoringStats = { ...zeroCountingStats(), defensive_contribution: 0 };
const stats = (s: Partial<ScoringStats>): ScoringStats => ({ ...none, ...s });

describe('scoreMatch (2025-26 rules, hand-computed)', () => {
  it('scores a keeper: 90 minutes 2, clean sheet 4, six saves 2, penalty save 5, bonus 3 = 16', () => {
    const s = scoreMatch(
      rules,
      1,
      stats({ minutes: 90, clean_sheets: 1, saves: 6, penalties_saved: 1, bonus: 3 }),
    );
    expect(s.total).toBe(16);
    expect(s.lines).toEqual([
      { identifier: 'minutes', points: 2, value: 90 },
      { identifier: 'clean_sheets', points: 4, value: 1 },
      { identifier: 'penalties_saved', points: 5, value: 1 },
      { identifier: 'saves', points: 2, value: 6 },
      { identifier: 'bonus', points: 3, value: 3 },
    ]);
  });

  it('gives a keeper 10 for a goal in 2025-26 and 6 before', () => {
    expect(scoreMatch(rules, 1, stats({ minutes: 90, goals_scored: 1 })).total).toBe(12);
    expect(scoreMatch(rulesFor('2024-25'), 1, stats({ minutes: 90, goals_scored: 1 })).total).toBe(8);
  });

  it('pays a defender 2 for 10 defensive contributions, nothing for 9, and nothing before 2025-26', () => {
    const ten = stats({ minutes: 90, goals_scored: 1, clean_sheets: 1, defensive_contribution: 10 });
    expect(scoreMatch(rules, 2, ten).total).toBe(2 + 6 + 4 + 2);
    expect(scoreMatch(rules, 2, { ...ten, defensive_contribution: 9 }).total).toBe(2 + 6 + 4);
    expect(scoreMatch(rulesFor('2024-25'), 2, ten).total).toBe(2 + 6 + 4);
  });

  it('needs 12 defensive contributions from a midfielder; a midfielder clean sheet is 1', () => {
    const s = stats({
      minutes: 70,
      goals_scored: 1,
      assists: 1,
      clean_sheets: 1,
      yellow_cards: 1,
      defensive_contribution: 12,
    });
    expect(scoreMatch(rules, 3, s).total).toBe(2 + 5 + 3 + 1 - 1 + 2);
    expect(scoreMatch(rules, 3, { ...s, defensive_contribution: 11 }).total).toBe(10);
  });

  it('gives a forward 4 a goal, -2 for a missed penalty, no clean sheet, 1 for under 60 minutes', () => {
    expect(scoreMatch(rules, 4, stats({ minutes: 30, goals_scored: 2, penalties_missed: 1 })).total).toBe(
      1 + 8 - 2,
    );
    expect(scoreMatch(rules, 4, stats({ minutes: 90, clean_sheets: 1 })).total).toBe(2);
  });

  it('takes 1 per 2 goals conceded from a defender, 2 for an own goal, 3 for a red card', () => {
    const s = scoreMatch(rules, 2, stats({ minutes: 60, goals_conceded: 3, own_goals: 1, red_cards: 1 }));
    expect(s.total).toBe(2 - 1 - 2 - 3);
    expect(s.lines.map((l) => l.identifier)).toEqual(['minutes', 'goals_conceded', 'own_goals', 'red_cards']);
  });

  it('does not dock midfielders for goals conceded', () => {
    expect(scoreMatch(rules, 3, stats({ minutes: 90, goals_conceded: 4 })).total).toBe(2);
  });

  it('gives no clean sheet points under 60 minutes', () => {
    expect(scoreMatch(rules, 2, stats({ minutes: 59, clean_sheets: 1 })).total).toBe(1);
  });

  it('lists only minutes for a player who did not play', () => {
    expect(scoreMatch(rules, 3, none)).toEqual({
      total: 0,
      lines: [{ identifier: 'minutes', points: 0, value: 0 }],
    });
  });
});
