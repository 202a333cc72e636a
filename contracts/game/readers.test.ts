import { describe, expect, it } from 'vitest';
import { byId, indexBootstrap } from './bootstrap-index';
import { decimal } from './decimal';

describe('decimal', () => {
  it('reads the decimal strings the game sends', () => {
    expect(['5.4', '0.0', '12', '-1.5'].map(decimal)).toEqual([5.4, 0, 12, -1.5]);
  });

  it('counts an empty, missing or malformed value as 0', () => {
    expect(['', 'n/a', null, undefined].map(decimal)).toEqual([0, 0, 0, 0]);
  });
});

describe('bootstrap index', () => {
  const bootstrap = {
    elements: [{ id: 7, web_name: 'Saka' }],
    teams: [{ id: 1, short_name: 'ARS' }],
    element_types: [{ id: 3, singular_name: 'Midfielder' }],
  } as unknown as Parameters<typeof indexBootstrap>[0];

  it('finds players, clubs and positions by id, and nothing for an unknown id', () => {
    const index = indexBootstrap(bootstrap);
    expect(index.elements.get(7)?.web_name).toBe('Saka');
    expect(index.teams.get(1)?.short_name).toBe('ARS');
    expect(index.elementTypes.get(3)?.singular_name).toBe('Midfielder');
    expect(index.elements.get(8)).toBeUndefined();
  });

  it('builds the index once per bootstrap', () => {
    expect(indexBootstrap(bootstrap)).toBe(indexBootstrap(bootstrap));
    expect(byId([{ id: 2 }, { id: 5 }]).get(5)).toEqual({ id: 5 });
  });
});
