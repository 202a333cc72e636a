import { describe, expect, it } from 'vitest';
import { idSegment } from './ids';

describe('idSegment', () => {
  it('turns a canonical positive whole number into a number', () => {
    expect(idSegment('25029')).toBe(25029);
    expect(idSegment(106780)).toBe(106780);
  });
  it('leaves anything else as typed for the API to reject', () => {
    expect(idSegment('025029')).toBe('025029');
    expect(idSegment('12a')).toBe('12a');
    expect(idSegment('-5')).toBe('-5');
  });
});
