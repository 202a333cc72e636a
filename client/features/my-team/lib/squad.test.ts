import { describe, expect, it } from 'vitest';
import { elementTypes, element, pick, team } from '../test/fixtures';
import { buildSquad, groupByPosition } from './squad';

const bootstrap = {
  elements: [
    element(10, 'Raya', 1, 1),
    element(20, 'Saliba', 1, 2),
    element(30, 'Salah', 12, 3),
    element(40, 'Haaland', 13, 4),
    element(50, 'Dubravka', 3, 1),
  ],
  teams: [team(1, 'ARS'), team(3, 'BUR'), team(12, 'LIV'), team(13, 'MCI')],
};

describe('buildSquad', () => {
  const picks = [
    pick(50, 12),
    pick(40, 11, { is_captain: true }),
    pick(10, 1),
    pick(30, 3),
    pick(20, 2),
    pick(99, 13),
  ];
  const squad = buildSquad(picks, bootstrap);

  it('orders the XI by squad position and joins players with their clubs', () => {
    expect(squad.starters.map((p) => [p.pick.position, p.element?.web_name, p.team?.short_name])).toEqual([
      [1, 'Raya', 'ARS'],
      [2, 'Saliba', 'ARS'],
      [3, 'Salah', 'LIV'],
      [11, 'Haaland', 'MCI'],
    ]);
  });
  it('puts positions 12 to 15 on the bench and keeps a player missing from the base data', () => {
    expect(squad.bench.map((p) => [p.pick.position, p.element?.web_name ?? null])).toEqual([
      [12, 'Dubravka'],
      [13, null],
    ]);
  });
});

describe('groupByPosition', () => {
  it('groups the XI goalkeeper first, with the plural names of the base data', () => {
    const { starters } = buildSquad([pick(40, 11), pick(20, 2), pick(10, 1), pick(30, 3)], bootstrap);
    expect(
      groupByPosition(starters, elementTypes).map((g) => [
        g.label,
        g.players.map((p) => p.element?.web_name),
      ]),
    ).toEqual([
      ['Goalkeepers', ['Raya']],
      ['Defenders', ['Saliba']],
      ['Midfielders', ['Salah']],
      ['Forwards', ['Haaland']],
    ]);
  });
});
