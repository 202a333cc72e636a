import { describe, expect, it } from 'vitest';
import { isPrivateLeague, leagueTypeLabel } from './private-leagues';

describe('isPrivateLeague', () => {
  it('is true only above id 1000', () => {
    expect(isPrivateLeague({ id: 106780 })).toBe(true);
    expect(isPrivateLeague({ id: 1001 })).toBe(true);
    expect(isPrivateLeague({ id: 1000 })).toBe(false);
    expect(isPrivateLeague({ id: 314 })).toBe(false);
  });
});

describe('leagueTypeLabel', () => {
  it("names the game's league types and passes unknown ones through", () => {
    expect(leagueTypeLabel('x')).toBe('Invitational');
    expect(leagueTypeLabel('s')).toBe('General');
    expect(leagueTypeLabel('q')).toBe('q');
  });
});
