import { describe, expect, it } from 'vitest';
import { nameMatchesPlayer, normaliseName, parseGameweekName } from './names';

const morata = { id: 134, firstName: 'Álvaro', secondName: 'Morata' };

describe('merged_gw names', () => {
  it('accepts the three upstream formats for the same player', () => {
    expect(nameMatchesPlayer('Álvaro_Morata', morata)).toBe(true);
    expect(nameMatchesPlayer('Álvaro_Morata_134', morata)).toBe(true);
    expect(nameMatchesPlayer('Álvaro Morata', morata)).toBe(true);
  });

  it('ignores accents and case, as upstream spells some names without them', () => {
    expect(
      nameMatchesPlayer('Caglar_Söyüncü_515', { id: 515, firstName: 'Çaglar', secondName: 'Söyüncü' }),
    ).toBe(true);
    expect(normaliseName('  Đorđe   PETROVIĆ ')).toBe('đorđe petrovic');
  });

  it('rejects another player and an id suffix that is not the element', () => {
    expect(nameMatchesPlayer('Ivan Juric', { id: 748, firstName: 'Simon', secondName: 'Rusk' })).toBe(false);
    expect(nameMatchesPlayer('Álvaro_Morata_135', morata)).toBe(false);
  });

  it('keeps the id suffix apart from the name', () => {
    expect(parseGameweekName('Aaron_Cresswell_376')).toEqual({ normalised: 'aaron cresswell', id: 376 });
    expect(parseGameweekName('Aaron Cresswell')).toEqual({ normalised: 'aaron cresswell', id: null });
  });
});
