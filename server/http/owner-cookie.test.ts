import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ensureOwner, readOwner } from './owner-cookie';

const request = (cookie: string | undefined, protocol: 'http' | 'https' = 'http') =>
  ({ headers: cookie === undefined ? {} : { cookie }, protocol }) as unknown as FastifyRequest;

function reply() {
  const headers: Record<string, string> = {};
  const r = { header: (k: string, v: string) => ((headers[k] = v), r) };
  return { reply: r as unknown as FastifyReply, headers };
}

describe('owner cookie', () => {
  const id = 'AbCdEfGhIjKlMnOpQrSt_-';

  it('reads the owner id among other cookies and ignores malformed ones', () => {
    expect(readOwner(request(`theme=dark; fpl_owner=${id}; x=1`))).toBe(id);
    expect(readOwner(request('fpl_owner=short'))).toBeNull();
    expect(readOwner(request(`fpl_owner=${id}x`))).toBeNull();
    expect(readOwner(request('other=1'))).toBeNull();
    expect(readOwner(request(undefined))).toBeNull();
  });

  it('creates a random 128-bit id once, marked Secure only over https', () => {
    const plain = reply();
    const first = ensureOwner(request(undefined), plain.reply);
    expect(first).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(plain.headers['set-cookie']).toBe(
      `fpl_owner=${first}; Path=/api; Max-Age=34560000; HttpOnly; SameSite=Lax`,
    );

    const secure = reply();
    const second = ensureOwner(request(undefined, 'https'), secure.reply);
    expect(second).not.toBe(first);
    expect(secure.headers['set-cookie']).toBe(
      `fpl_owner=${second}; Path=/api; Max-Age=34560000; HttpOnly; SameSite=Lax; Secure`,
    );

    const kept = reply();
    expect(ensureOwner(request(`fpl_owner=${id}`), kept.reply)).toBe(id);
    expect(kept.headers).toEqual({});
  });
});
