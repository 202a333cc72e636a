import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { managerIdParam, seasonParam } from '@contracts/params';
import { parseRequest } from './parse';

const query = z.object({
  start: z.coerce.number().int().min(3, 'start must be at least 3'),
  mode: z.enum(['a', 'b'], { error: 'mode must be a or b' }).default('a'),
});

function refusal(run: () => unknown) {
  try {
    run();
  } catch (err) {
    return {
      status: (err as { statusCode: number }).statusCode,
      code: (err as { code: string }).code,
      message: (err as Error).message,
    };
  }
  throw new Error('expected a refusal');
}

describe('parseRequest', () => {
  it('returns the contract output for good input', () => {
    expect(parseRequest(managerIdParam, '42', 'id')).toBe(42);
    expect(parseRequest(query, { start: '5' }, 'query')).toEqual({ start: 5, mode: 'a' });
    expect(parseRequest(z.object({ mode: query.shape.mode }), undefined, 'query')).toEqual({ mode: 'a' });
  });

  it('refuses a bad path id with invalid_id and the contract message alone', () => {
    expect(refusal(() => parseRequest(managerIdParam, '1e9', 'id'))).toEqual({
      status: 400,
      code: 'invalid_id',
      message: 'Manager ID must be a positive whole number',
    });
  });

  it('names every bad field once, with its first problem', () => {
    expect(refusal(() => parseRequest(query, { start: '1', mode: 'c' }, 'query'))).toEqual({
      status: 400,
      code: 'bad_request',
      message: 'start: start must be at least 3; mode: mode must be a or b',
    });
    // '23-24' breaks both the shape rule and the consecutive-years rule: one complaint is enough.
    expect(refusal(() => parseRequest(seasonParam, '23-24', 'param')).message).toBe(
      'Season must look like 2024-25',
    );
  });

  it('says so when a body is not a JSON object', () => {
    const { message, code } = refusal(() => parseRequest(query, 'text', 'body'));
    expect(code).toBe('bad_request');
    expect(message.startsWith('The request body must be a JSON object (')).toBe(true);
  });
});
