import { hashPassword } from '../../server/services/admin-auth/password';

/**
 * `npm run --silent admin:hash-password`: reads a password from standard input (first line) and
 * prints its stored form for ADMIN_PASSWORD_HASH, so the plain password need not sit in the
 * environment: `printf '%s' 'my long password' | npm run --silent admin:hash-password`.
 */
async function main(): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const password = Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
  if (password.length < 8) throw new Error('Give a password of at least 8 characters on standard input.');
  console.log(await hashPassword(password));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
