import { describe, expect, it } from 'vitest';
import { rollingOrigin } from '@engine/match-model';
import { simulateLeague } from '@engine/match-model/testing/simulated-league';
import { measureScorelines, scorelineReport } from './scorelines';

const league = simulateLeague({ seed: 7, clubs: 10, seasons: 3, firstSeasonYear: 2021 });
const predictions = rollingOrigin(league.matches, { seasons: ['2023-24'], fit: {} });

describe('scoreline backtest', () => {
  const b = measureScorelines(predictions);

  it("shows the model's expected draws and goals where the modal scoreline shows none and fewer", () => {
    expect(b.matches).toBe(predictions.length);
    expect(Math.abs(b.shown.draws - b.expected.draws)).toBeLessThan(0.04);
    expect(Math.abs(b.plain.goalsPerMatch - b.expected.goalsPerMatch)).toBeLessThan(0.2);
    expect(Math.abs(b.plain.zeros - b.expected.zeros)).toBeLessThan(0.05);
    expect(b.modal.draws).toBeLessThan(b.expected.draws - 0.1);
  });

  it('prints every row beside the real results', () => {
    const lines = scorelineReport(b).join('\n');
    for (const row of [
      'model expects',
      'shown (upset defaults)',
      'shown (options off)',
      'modal scoreline',
      'real results',
    ])
      expect(lines).toContain(row);
  });
});
