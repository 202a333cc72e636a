import type { BootstrapStatic, FplElement, FplElementType, FplTeam } from '../fpl/bootstrap';

/** Rows keyed by their id (the game's ids are unique within a list). */
export function byId<T extends { id: number }>(rows: readonly T[]): ReadonlyMap<number, T> {
  return new Map(rows.map((row) => [row.id, row]));
}

/** The bootstrap's players, clubs and positions by id. */
export interface BootstrapIndex {
  elements: ReadonlyMap<number, FplElement>;
  teams: ReadonlyMap<number, FplTeam>;
  elementTypes: ReadonlyMap<number, FplElementType>;
}

type IndexedLists = Pick<BootstrapStatic, 'elements' | 'teams' | 'element_types'>;

// Built once per bootstrap object: the server keeps a parsed bootstrap for minutes and the client
// for the query's lifetime, while every request or render reads it.
const built = new WeakMap<IndexedLists, BootstrapIndex>();

export function indexBootstrap(bootstrap: IndexedLists): BootstrapIndex {
  let index = built.get(bootstrap);
  if (!index) {
    index = {
      elements: byId(bootstrap.elements),
      teams: byId(bootstrap.teams),
      elementTypes: byId(bootstrap.element_types),
    };
    built.set(bootstrap, index);
  }
  return index;
}
