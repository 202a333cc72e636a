import { describe, expect, it } from 'vitest';
import { matchProjectionGameweeks, resultProjections } from './match-rows';
import { match, odds } from '@engine/projections/testing/season';

const season = [
  match(1, 1, 12, odds(1.456, 0.9), { home: 1, away: 3 }),
  match(2, 13, 17, odds(2.1, 0.4, { outcome: 'home', predictedScore: { home: 2, away: 0 } })),
  match(2, 12, 1, odds(1.2, 1.2, { outcome: 'draw', predictedScore: { home: 1, away: 1 } })),
  match(3, 17, 12, odds(0.7, 1.8, { outcome: 'away', predictedScore: { home: 0, away: 2 } })),
];
// The scorelines chosen for the set (engine/predictions/shown-scorelines.ts): the 1.2 v 1.2 draw
// the model would show 1-1 is shown 2-1 here, the away win 1-1, the finished match's 2-0 before kick-off.
const shown = new Map(
  [
    [1, { home: 2, away: 0 }],
    [2, { home: 2, away: 0 }],
    [3, { home: 2, away: 1 }],
    [4, { home: 1, away: 1 }],
  ].map(([i, score]) => [
    season[(i as number) - 1]!.fixtureId,
    { score: score as { home: number; away: number } },
  ]),
);

describe('match projections', () => {
  it('shows a finished match with its actual score and result beside the model figures', () => {
    const [gw1] = matchProjectionGameweeks(season, shown, { start: 1, end: 1, team: null });
    expect(gw1!.matches).toHaveLength(1);
    const m = gw1!.matches[0]!;
    expect(m).toMatchObject({
      finished: true,
      total_goals: 4,
      total_expected_goals: 2.36,
      predicted_score: { home: 2, away: 0 },
    });
    expect([m.home.result, m.home.score, m.home.expected_goals]).toEqual(['loss', 1, 1.46]);
    expect([m.away.result, m.away.score]).toEqual(['win', 3]);
    // e^-0.9 = 40.66%: the home side's clean-sheet chance.
    expect(m.home.clean_sheet_percent).toBe(40.7);
  });

  it('projects an upcoming match from the scoreline every screen shows, not the model outcome', () => {
    const gws = matchProjectionGameweeks(season, shown, { start: 2, end: 3, team: null });
    const results = gws.flatMap((g) =>
      g.matches.map((m) => [m.home.result, m.away.result, m.home.score, m.away.score, m.total_goals]),
    );
    expect(results).toEqual([
      ['projected_win', 'projected_loss', 2, 0, 2],
      ['projected_win', 'projected_loss', 2, 1, 3],
      ['projected_draw', 'projected_draw', 1, 1, 2],
    ]);
  });

  it('keeps every gameweek of the range, empty ones included, and filters by club', () => {
    const gws = matchProjectionGameweeks(season, shown, { start: 1, end: 4, team: 17 });
    expect(gws.map((g) => [g.gameweek, g.matches.length])).toEqual([
      [1, 0],
      [2, 1],
      [3, 1],
      [4, 0],
    ]);
  });
});

describe('results projections', () => {
  it('lists the model probabilities, the shown predicted score and the actual score in gameweek order', () => {
    const rows = resultProjections(season, shown, { start: 1, end: 2, team: 1 });
    expect(rows.map((r) => [r.gameweek, r.home_team_short, r.away_team_short])).toEqual([
      [1, 'ARS', 'LIV'],
      [2, 'LIV', 'ARS'],
    ]);
    expect(rows[0]).toMatchObject({
      finished: true,
      actual_home_score: 1,
      actual_away_score: 3,
      predicted_home_score: 2,
      predicted_away_score: 0,
      home_win_probability: 0.5,
      total_goals_probability: { over_2_5: 0.45, under_2_5: 0.55 },
    });
    // The model's draw (1-1, confidence Medium) is shown 2-1; its probabilities stay the model's.
    expect(rows[1]).toMatchObject({
      finished: false,
      actual_home_score: null,
      predicted_home_score: 2,
      predicted_away_score: 1,
      draw_probability: 0.3,
      confidence: 'Medium',
    });
  });
});
