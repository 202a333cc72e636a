import { describe, expect, it } from 'vitest';
import { decodeText } from './decode';

describe('decodeText', () => {
  it('reads UTF-8 as UTF-8', () => {
    expect(decodeText(new TextEncoder().encode('Álvaro_Morata'))).toEqual({
      text: 'Álvaro_Morata',
      encoding: 'utf-8',
    });
  });

  it('falls back to latin-1 when the bytes are not valid UTF-8', () => {
    // "\xc1lvaro" as in 2017-18 merged_gw.csv: 0xC1 is Á in latin-1 and never valid in UTF-8.
    const bytes = Uint8Array.from([0xc1, ...Buffer.from('lvaro_Morata_134', 'ascii')]);
    expect(decodeText(bytes)).toEqual({ text: 'Álvaro_Morata_134', encoding: 'latin-1' });
  });

  it('maps every latin-1 byte to the code point of the same number', () => {
    const bytes = Uint8Array.from([0x41, 0x80, 0x9f, 0xe9, 0xff]);
    expect(decodeText(bytes).text).toBe('A\u0080\u009fé\u00ff');
  });

  it('drops a UTF-8 byte order mark', () => {
    expect(decodeText(Uint8Array.from([0xef, 0xbb, 0xbf, 0x61])).text).toBe('a');
  });
});
