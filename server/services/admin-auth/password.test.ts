import { describe, expect, it } from 'vitest';
import { generatePassword, hashPassword, isPasswordHash, verifyPassword } from './password';

describe('admin password hashing', () => {
  it('verifies the password it hashed and refuses any other', async () => {
    const stored = await hashPassword('correct horse battery staple');
    expect(isPasswordHash(stored)).toBe(true);
    expect(stored).not.toContain('correct horse');
    expect(await verifyPassword('correct horse battery staple', stored)).toBe(true);
    expect(await verifyPassword('correct horse battery stapl', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash: the same password hashes differently each time', async () => {
    const [a, b] = await Promise.all([hashPassword('same password'), hashPassword('same password')]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same password', b)).toBe(true);
  });

  it('refuses malformed or out-of-bounds stored forms instead of throwing', async () => {
    const stored = await hashPassword('some password');
    for (const bad of ['', 'plain-text', stored.replace('scrypt$15$', 'scrypt$30$'), stored.slice(0, -2)]) {
      expect(isPasswordHash(bad)).toBe(false);
      expect(await verifyPassword('some password', bad)).toBe(false);
    }
  });

  it('generates long, distinct one-time passwords', () => {
    const passwords = new Set(Array.from({ length: 50 }, generatePassword));
    expect(passwords.size).toBe(50);
    for (const p of passwords) expect(p).toMatch(/^[\w-]{24}$/);
  });
});
