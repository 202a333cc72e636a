import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt (node:crypto), a random 16-byte salt per hash, the parameters kept in
 * the stored form so they can be raised later: `scrypt$<log2 N>$<r>$<p>$<salt>$<key>` (base64url).
 * N = 2^15, r = 8, p = 1 takes about 32 MB and tens of milliseconds per check: cheap for one admin,
 * costly for an offline guesser (decision record 0006).
 */
const LOG2_N = 15;
const BLOCK_SIZE = 8;
const PARALLEL = 1;
const KEY_BYTES = 32;
const SALT_BYTES = 16;
const HASH_FORMAT = /^scrypt\$(\d{1,2})\$(\d{1,2})\$(\d{1,2})\$([\w-]{16,})\$([\w-]{43})$/;

/** True when `value` is a hash this module wrote (what ADMIN_PASSWORD_HASH must look like). */
export const isPasswordHash = (value: string): boolean => parse(value) !== null;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, { N: 2 ** LOG2_N, r: BLOCK_SIZE, p: PARALLEL });
  return ['scrypt', LOG2_N, BLOCK_SIZE, PARALLEL, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

/** Whether `password` matches `stored`, comparing the derived keys in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.options);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** A strong one-time password: 18 random bytes, 24 URL-safe characters (144 bits). */
export const generatePassword = (): string => randomBytes(18).toString('base64url');

function parse(stored: string) {
  const m = HASH_FORMAT.exec(stored);
  if (!m) return null;
  const [log2N, r, p] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // Bounds keep a mistyped hash from asking for gigabytes of memory on every sign-in.
  if (log2N < 14 || log2N > 20 || r < 1 || r > 16 || p < 1 || p > 4) return null;
  const key = Buffer.from(m[5] ?? '', 'base64url');
  if (key.length !== KEY_BYTES) return null;
  return { options: { N: 2 ** log2N, r, p }, salt: Buffer.from(m[4] ?? '', 'base64url'), key };
}

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  const { N = 0, r = 0, p = 0 } = options;
  // scrypt needs 128 * N * r * p bytes; Node refuses above maxmem (32 MB by default).
  const maxmem = 256 * N * r * p;
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, { ...options, maxmem }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}
