import { describe, expect, it } from 'vitest';
import { predictionsQuery, recentChangesQuery } from '@/api/prices';
import { change, history, prediction } from '../test/data';
import { filterChanges, filterPredictions, hasFilters, NO_FILTERS } from './filters';
import { formatSignedCost } from './format';
import { countMoves, priceDomain, toChartPoints } from './price-history';
import { confidenceClass, likelyChanges, PROBABILITY_CLASS } from './levels';

const changes = [
  change(1, 'Salah', 'rise'),
  change(2, 'Raya', 'fall'),
  change(3, 'Saka', 'rise'),
  change(4, 'Haaland', 'fall'),
];
const names = (rows: ReadonlyArray<{ player_name: string }>) => rows.map((r) => r.player_name);

describe('price filters', () => {
  it('match the search text in the player or team name, ignoring case and surrounding spaces', () => {
    expect(names(filterChanges(changes, { ...NO_FILTERS, search: '  ARSENAL ' }))).toEqual(['Raya', 'Saka']);
    expect(names(filterChanges(changes, { ...NO_FILTERS, search: 'aala' }))).toEqual(['Haaland']);
    expect(names(filterChanges(changes, { ...NO_FILTERS, search: 'Chelsea' }))).toEqual([]);
  });

  it('keep one position and one direction, and combine with the search', () => {
    expect(names(filterChanges(changes, { ...NO_FILTERS, position: 'Midfielder' }))).toEqual([
      'Salah',
      'Saka',
    ]);
    expect(names(filterChanges(changes, { ...NO_FILTERS, change: 'fall' }))).toEqual(['Raya', 'Haaland']);
    expect(names(filterChanges(changes, { search: 'ars', position: 'all', change: 'rise' }))).toEqual([
      'Saka',
    ]);
  });

  it('treat a positive predicted change as a rise and a negative one as a fall', () => {
    const predictions = [prediction('Salah'), prediction('Raya', { predicted_change: -1 })];
    expect(names(filterPredictions(predictions, { ...NO_FILTERS, change: 'rise' }))).toEqual(['Salah']);
    expect(names(filterPredictions(predictions, { ...NO_FILTERS, change: 'fall' }))).toEqual(['Raya']);
    expect(names(filterPredictions(predictions, { ...NO_FILTERS, search: 'liverpool' }))).toEqual(['Salah']);
  });

  it('know when any filter is set', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, search: '   ' })).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, change: 'rise' })).toBe(true);
  });
});

describe('probability and confidence', () => {
  it('count likely changes as the predictions not rated Low', () => {
    const levels = ['Very High', 'High', 'Medium', 'Low', 'Low', 'High'] as const;
    expect(likelyChanges(levels.map((probability) => ({ probability })))).toBe(4);
    expect(likelyChanges([])).toBe(0);
  });

  it('colour probabilities Very High red, High orange, Medium yellow, Low blue', () => {
    expect(PROBABILITY_CLASS['Very High']).toContain('red');
    expect(PROBABILITY_CLASS.High).toContain('orange');
    expect(PROBABILITY_CLASS.Medium).toContain('yellow');
    expect(PROBABILITY_CLASS.Low).toContain('blue');
  });

  it('colour confidence 80 or more green, 60 or more yellow, otherwise red', () => {
    expect(confidenceClass(100)).toContain('green');
    expect(confidenceClass(80)).toContain('green');
    expect(confidenceClass(79)).toContain('yellow');
    expect(confidenceClass(60)).toContain('yellow');
    expect(confidenceClass(59)).toContain('red');
  });
});

describe('price history', () => {
  const points = history([
    ['2025-08-15', 80],
    ['2025-08-16', 81],
    ['2025-08-17', 81],
    ['2025-08-18', 80],
    ['2025-08-19', 79],
  ]).points;

  it('counts the days the price rose and fell', () => {
    expect(countMoves(points)).toEqual({ rises: 1, falls: 2 });
    expect(countMoves(points.slice(0, 1))).toEqual({ rises: 0, falls: 0 });
  });

  it('charts prices in millions with £0.1m to spare each side', () => {
    expect(toChartPoints(points).map((p) => p.price)).toEqual([8, 8.1, 8.1, 8, 7.9]);
    expect(priceDomain(points)).toEqual([7.8, 8.2]);
    expect(priceDomain([])).toBeNull();
  });
});

describe('formatting and refresh', () => {
  it('signs price moves', () => {
    expect(formatSignedCost(1)).toBe('+£0.1m');
    expect(formatSignedCost(-3)).toBe('-£0.3m');
    expect(formatSignedCost(0)).toBe('£0.0m');
  });

  it('refreshes changes every minute and predictions every 5 minutes', () => {
    expect(recentChangesQuery().refetchInterval).toBe(60_000);
    expect(predictionsQuery().refetchInterval).toBe(300_000);
  });
});
