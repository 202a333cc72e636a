import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildFingerprint } from './fingerprint';

let root: string;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-once-'));
  write('client/main.tsx', 'render()');
  write('contracts/api/status.ts', 'export {}');
  write('vite.config.ts', 'export default {}');
  write('server/main.ts', 'listen()');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('buildFingerprint', () => {
  it('is the same for an unchanged tree', () => {
    expect(buildFingerprint(root)).toBe(buildFingerprint(root));
  });

  it('changes when a client source, a contract or the Vite configuration changes', () => {
    for (const file of ['client/main.tsx', 'contracts/api/status.ts', 'vite.config.ts']) {
      const before = buildFingerprint(root);
      write(file, `${fs.readFileSync(path.join(root, file), 'utf8')} // edited`);
      expect(buildFingerprint(root), file).not.toBe(before);
    }
  });

  it('changes when a client file is added or renamed', () => {
    const before = buildFingerprint(root);
    write('client/new.ts', 'render()');
    const added = buildFingerprint(root);
    expect(added).not.toBe(before);
    fs.renameSync(path.join(root, 'client/new.ts'), path.join(root, 'client/renamed.ts'));
    expect(buildFingerprint(root)).not.toBe(added);
  });

  it('ignores the server, which the client build does not read', () => {
    const before = buildFingerprint(root);
    write('server/main.ts', 'listen(5000)');
    expect(buildFingerprint(root)).toBe(before);
  });
});
