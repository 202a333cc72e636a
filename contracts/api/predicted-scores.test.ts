import { describe, expect, it } from 'vitest';
import { predictedScoresQuerySchema } from './predicted-scores';

const parse = (query: Record<string, string>) => predictedScoresQuerySchema.safeParse(query);

describe('predicted scores query', () => {
  it('takes the projection range and a status', () => {
    expect(parse({ start_gw: '3', end_gw: '5', team: '7', status: 'finished' })).toMatchObject({
      success: true,
      data: { start_gw: 3, end_gw: 5, team: 7, status: 'finished' },
    });
    expect(parse({})).toMatchObject({ success: true, data: {} });
  });

  it('refuses an unknown status and a range that ends before it starts', () => {
    expect(parse({ status: 'live' }).success).toBe(false);
    expect(parse({ start_gw: '9', end_gw: '4' }).success).toBe(false);
  });
});
