import { createHash, randomBytes } from 'node:crypto';
import {
  ADMIN_NAME,
  ADMIN_SESSION_MESSAGES,
  tooManyAttemptsMessage,
  type AdminSessionResponse,
} from '@contracts/api/admin-session';
import { ERROR_CODES } from '@contracts/errors';
import type { AdminAuthRepository } from '../../db/repositories/admin-auth';
import { ApiError } from '../../http/api-error';
import type { LimitHitsRepository, SlidingLimit } from '../../db/repositories/limit-hits';
import { createAttemptLimiter, DEFAULT_ATTEMPT_LIMIT } from './attempts';
import { generatePassword, hashPassword, verifyPassword } from './password';
import { writeOwnerOnlyFile } from './owner-only-file';

/** Where the admin password comes from: configured in plain or hashed form, or stored in the database. */
export type AdminCredentialConfig =
  { kind: 'password'; password: string } | { kind: 'hash'; passwordHash: string } | { kind: 'stored' };

/** Twelve hours: a working day of edits without signing in again, short enough for a shared machine. */
export const SESSION_HOURS = 12;

export interface AdminAuthDeps {
  repo: AdminAuthRepository;
  credential: AdminCredentialConfig;
  now: () => Date;
  /** Where a generated password is written, readable by its owner only; the log says only where. */
  passwordFile?: string;
  log: { warn(message: string): void };
  /** Where sign-in attempts are counted (shared by every instance on the database). */
  limitHits: LimitHitsRepository;
  attemptLimit?: SlidingLimit;
}

export interface SignedIn {
  token: string;
  /** The answer to the sign-in request. */
  session: AdminSessionResponse;
}

export interface AdminSession {
  adminName: string;
  expiresAt: Date;
}

/**
 * How many passwords are checked at once; more sign-ins at the same moment are answered 503 at once.
 * scrypt runs in libuv's thread pool (4 threads), which also reads files (every page load) and
 * compresses: a burst of sign-ins must leave it threads to spare, and one admin never needs more.
 */
const MAX_CONCURRENT_CHECKS = 2;

/**
 * How many earlier hashes a configured plain password is tried against at start (one scrypt each):
 * normally one, as every start keeps the hash it found.
 */
const SESSION_CREDENTIALS_TRIED = 4;

/** Only the SHA-256 of a session token is stored: the token is 32 random bytes, so no salt is needed. */
const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

export function createAdminAuthService(deps: AdminAuthDeps) {
  const { repo, now } = deps;
  const attempts = createAttemptLimiter(deps.attemptLimit ?? DEFAULT_ATTEMPT_LIMIT, deps.limitHits, now);
  /** Passwords being checked right now (each one scrypt hash in libuv's thread pool). */
  let checking = 0;
  let credential: Promise<string> | undefined;

  /**
   * The password hash in force, resolved on first use; the sessions of any other password end then.
   * A plain configured password is hashed once, or matched to the hash its sessions were signed in
   * with before a restart, so they survive it.
   */
  const passwordHash = (): Promise<string> => {
    credential ??= inForce().catch((err: unknown) => {
      credential = undefined;
      throw err;
    });
    return credential;
  };
  async function inForce(): Promise<string> {
    const hash = await resolveCredential(deps);
    await repo.deleteSessionsOfOtherCredentials(hash);
    return hash;
  }

  async function session(token: string | null): Promise<AdminSession | null> {
    if (!token) return null;
    const key = tokenHash(token);
    const [row, hash] = await Promise.all([repo.session(key), passwordHash()]);
    if (!row) return null;
    if (row.expiresAt.getTime() <= now().getTime() || row.credentialHash !== hash) {
      await repo.deleteSession(key);
      return null;
    }
    return { adminName: row.adminName, expiresAt: row.expiresAt };
  }

  return {
    /** At start: makes sure a password is stored, generating and printing one on a first start. */
    async ensureCredential(): Promise<void> {
      if (deps.credential.kind === 'stored') await passwordHash();
    },

    async signIn(password: string, address: string): Promise<SignedIn> {
      // A place among the checks is taken before the first await, so a burst is answered 503 at
      // once; the attempt is then reserved in the database before the password is hashed, so at most
      // `max` passwords per address are ever checked, whichever instance answers.
      if (checking >= MAX_CONCURRENT_CHECKS) {
        throw new ApiError(503, ERROR_CODES.signInBusy, ADMIN_SESSION_MESSAGES.signInBusy, {
          'retry-after': '1',
        });
      }
      checking += 1;
      let valid: boolean;
      try {
        const wait = await attempts.reserve(address);
        if (wait > 0) {
          throw new ApiError(429, ERROR_CODES.tooManyAttempts, tooManyAttemptsMessage(wait), {
            'retry-after': String(wait),
          });
        }
        valid = await verifyPassword(password, await passwordHash());
      } finally {
        checking -= 1;
      }
      if (!valid) {
        throw new ApiError(401, ERROR_CODES.invalidPassword, ADMIN_SESSION_MESSAGES.invalidPassword);
      }
      await attempts.succeeded(address);
      const createdAt = now();
      await repo.deleteExpiredSessions(createdAt);
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(createdAt.getTime() + SESSION_HOURS * 3_600_000);
      await repo.createSession({
        tokenHash: tokenHash(token),
        adminName: ADMIN_NAME,
        credentialHash: await passwordHash(),
        createdAt,
        expiresAt,
      });
      return { token, session: describe({ adminName: ADMIN_NAME, expiresAt }) };
    },

    /** The signed-in session of a cookie's token, or null (none, unknown, or expired: then deleted). */
    session,

    /** `GET /api/admin/session`: whether the cookie's token is a signed-in session. */
    async describe(token: string | null): Promise<AdminSessionResponse> {
      return describe(await session(token));
    },

    async signOut(token: string | null): Promise<AdminSessionResponse> {
      if (token) await repo.deleteSession(tokenHash(token));
      return describe(null);
    },
  };
}
export type AdminAuthService = ReturnType<typeof createAdminAuthService>;

const describe = (found: AdminSession | null): AdminSessionResponse => ({
  signed_in: found !== null,
  expires_at: found ? found.expiresAt.toISOString() : null,
  admin_name: found ? found.adminName : null,
});

async function resolveCredential({
  credential,
  repo,
  log,
  now,
  passwordFile,
}: AdminAuthDeps): Promise<string> {
  if (credential.kind === 'password') {
    // Each start salts the plain password anew; the hash its sessions carry, if it is this password's,
    // stays in force so that a restart with the same password keeps them.
    for (const earlier of await repo.sessionCredentials(now(), SESSION_CREDENTIALS_TRIED)) {
      if (await verifyPassword(credential.password, earlier)) return earlier;
    }
    return hashPassword(credential.password);
  }
  if (credential.kind === 'hash') return credential.passwordHash;
  const stored = await repo.passwordHash(ADMIN_NAME);
  if (stored) return stored;
  if (!passwordFile) throw new Error('no file to write the generated admin password to');
  const password = generatePassword();
  const inForce = await repo.storePasswordHashOnce(ADMIN_NAME, await hashPassword(password));
  // Another process may have stored its password first; then ours was never valid and is not shown.
  // Not in the log: a log redirected to a file by the shell is often readable by every user.
  if (await verifyPassword(password, inForce)) {
    await writeOwnerOnlyFile(passwordFile, `${password}\n`);
    log.warn(
      `Admin password generated: read it from ${passwordFile} (readable by this user only) and sign in ` +
        'at /admin/sign-in; set ADMIN_PASSWORD to choose your own (README, "Admin sign-in").',
    );
  }
  return inForce;
}
