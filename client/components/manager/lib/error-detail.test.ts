import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/http';
import { errorDetail } from './error-detail';

describe('errorDetail', () => {
  it("prefers the API's message from its JSON body", () => {
    const err = new ApiError(
      404,
      JSON.stringify({ error: 'not_found', message: 'Manager 99 not found' }),
      'Not Found',
    );
    expect(errorDetail(err)).toBe('Manager 99 not found');
  });
  it('falls back to "<status>: <text>" when the body is not the API shape', () => {
    expect(errorDetail(new ApiError(502, '', 'Bad Gateway'))).toBe('502: Bad Gateway');
  });
  it('uses the message of any other error', () => {
    expect(errorDetail(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(errorDetail('nope')).toBeUndefined();
  });
});
