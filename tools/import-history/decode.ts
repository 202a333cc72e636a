export type TextEncoding = 'utf-8' | 'latin-1';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * vaastav's 2016-17 .. 2018-19 files are partly latin-1 and the rest UTF-8, with no marker either
 * way. Latin-1 text with accents ("\xc1lvaro") is almost never valid UTF-8, while every byte string
 * is valid latin-1, so: strict UTF-8 first, ISO-8859-1 if that fails. A UTF-8 BOM is dropped.
 */
export function decodeText(bytes: Uint8Array): { text: string; encoding: TextEncoding } {
  try {
    return { text: utf8.decode(bytes), encoding: 'utf-8' };
  } catch {
    // Node's 'latin1' is exact ISO-8859-1 (byte n -> U+00nn), unlike TextDecoder's windows-1252.
    return {
      text: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1'),
      encoding: 'latin-1',
    };
  }
}
