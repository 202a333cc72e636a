import path from 'node:path';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import boundaries from './boundaries.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const linter = new Linter({ cwd: ROOT });
const config = [
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { local: { rules: { boundaries } } },
    rules: { 'local/boundaries': 'error' },
  },
] as Linter.Config[];

/** The rule's messages for one import written in the file at `file` (relative to the repository). */
function lint(file: string, code: string): string[] {
  return linter.verify(code, config, path.join(ROOT, file)).map((m) => m.message);
}

describe('local/boundaries', () => {
  it('stops shared client code from importing a feature', () => {
    const feature = "import { x } from '@/features/openfpl/lib/merge';";
    expect(lint('client/components/players/Row.ts', feature)).toEqual([
      'shared client/components may not import from feature openfpl (@/features/openfpl/lib/merge)',
    ]);
    expect(lint('client/lib/format.ts', feature)).toHaveLength(1);
    expect(lint('client/app/AppRouter.tsx', feature)).toHaveLength(1);
    expect(lint('client/lib/format.ts', "export * from '../features/watchlist/lib/form';")).toHaveLength(1);
    expect(
      lint('client/components/a.ts', "const m = import('@/features/captain/CaptainSelectorScreen');"),
    ).toHaveLength(1);
  });

  it('lets the route table and the page frame place features', () => {
    expect(
      lint('client/app/routes.ts', "const s = import('@/features/captain/CaptainSelectorScreen');"),
    ).toEqual([]);
    expect(
      lint('client/app/shell/AppShell.tsx', "import { StatusBand } from '@/features/status/StatusBand';"),
    ).toEqual([]);
  });

  it('lets features use shared code and their own files, never another feature', () => {
    expect(lint('client/features/captain/a.ts', "import { x } from '@/components/page-header';")).toEqual([]);
    expect(lint('client/features/captain/a.ts', "import { x } from './lib/score';")).toEqual([]);
    expect(
      lint('client/features/captain/a.ts', "import { x } from '@/features/transfers/lib/plan';"),
    ).toEqual(['feature captain may not import from feature transfers (@/features/transfers/lib/plan)']);
  });

  it('keeps the data layer free of components and the layers flowing one way', () => {
    expect(lint('client/api/leagues.ts', "import { x } from '@/components/page-header';")).toEqual([
      'client/api may not import from the rest of client (@/components/page-header)',
    ]);
    expect(lint('client/lib/a.ts', "import { x } from '@engine/prices/model';")).toEqual([
      'client may not import from engine (@engine/prices/model)',
    ]);
    expect(lint('engine/prices/a.ts', "import { x } from '../../server/app';")).toEqual([
      'engine may not import from server (../../server/app)',
    ]);
  });
});
