import { bootstrapStaticSchema } from '@contracts/fpl/bootstrap';
import { eventLiveSchema, type FplEventLive } from '@contracts/fpl/element';
import { picksSchema, type FplPicks } from '@contracts/fpl/entry';
import { fixturesSchema, type FplFixture } from '@contracts/fpl/fixtures';
import { STARTERS } from '../auto-subs';
import type { LivePickInput } from '../gameweek-points';

/**
 * Readers of the recorded 2025-26 season (../shared/fpl-data/PROVENANCE.md) for the real-data
 * tests: live payloads of GW30-38 as the API served them, GW1-29 from the TopMarx mirror (the
 * same payload without xG fields), the final fixtures, and the picks of every recorded
 * manager-gameweek. The engine does no I/O: `Recording` reads a JSON file (null when absent) and
 * lists a folder, by path under ../shared/fpl-data/api.
 */
export interface Recording {
  json(relativePath: string): unknown;
  list(relativePath: string): string[];
}

export function recordedSeason(files: Recording) {
  const bootstrap = bootstrapStaticSchema.parse(files.json('2025-26/bootstrap-static.json'));
  const fixtures = fixturesSchema.parse(files.json('2025-26/fixtures.json'));
  const teamById = new Map(bootstrap.elements.map((e) => [e.id, e.team]));
  const typeById = new Map(bootstrap.elements.map((e) => [e.id, e.element_type]));
  return { bootstrap, fixtures, teamOf: (id: number) => teamById.get(id), typeOf: typeById };
}

export function recordedLive(files: Recording, gameweek: number): FplEventLive | null {
  const payload =
    files.json(`2025-26/event/${gameweek}/live.json`) ??
    files.json(`2025-26-topmarx/event/${gameweek}/live.json`);
  return payload === null ? null : eventLiveSchema.parse(payload);
}

export const gameweekFixtures = (fixtures: readonly FplFixture[], gameweek: number) =>
  fixtures.filter((f) => f.event === gameweek);

export interface RecordedPicks {
  entry: number;
  gameweek: number;
  picks: FplPicks;
}

/** Every recorded picks payload, `entry/<id>/event/<gw>/picks.json`. */
export function recordedPicks(files: Recording): RecordedPicks[] {
  return files.list('2025-26/entry').flatMap((entry) =>
    files.list(`2025-26/entry/${entry}/event`).flatMap((gw) => {
      const payload = files.json(`2025-26/entry/${entry}/event/${gw}/picks.json`);
      return payload === null
        ? []
        : [{ entry: Number(entry), gameweek: Number(gw), picks: picksSchema.parse(payload) }];
    }),
  );
}

type Pick = LivePickInput;

/** Every way to insert `floaters` (in any order) into `fixed`, keeping `fixed` in its order. */
function interleavings(fixed: readonly Pick[], floaters: readonly Pick[]): Pick[][] {
  const [first, ...rest] = floaters;
  if (!first) return [[...fixed]];
  return interleavings(fixed, rest).flatMap((list) =>
    Array.from({ length: list.length + 1 }, (_, i) => [...list.slice(0, i), first, ...list.slice(i)]),
  );
}

const byTypeThenSlot = (a: Pick, b: Pick) => a.elementType - b.elementType || a.position - b.position;

/**
 * The teams as the manager may have picked them. A recorded payload shows the team after the
 * game's substitutions: each substitute took his starter's slot and the starter his bench slot,
 * then the eleven were listed again goalkeeper, defenders, midfielders, forwards. Swapping the
 * pairs back gives the squad and the bench order exactly; a starter replaced by a player of
 * another position could have stood anywhere among his own position's starters, so every such
 * place is tried, and only the teams that turn into the recorded one are kept.
 */
export function pickedTeams(picks: FplPicks, typeOf: ReadonlyMap<number, number>): Pick[][] {
  const after: Pick[] = picks.picks.map((p) => ({
    element: p.element,
    position: p.position,
    elementType: p.element_type ?? typeOf.get(p.element) ?? 0,
    isCaptain: p.is_captain,
    isViceCaptain: p.is_vice_captain,
  }));
  const byElement = new Map(after.map((p) => [p.element, p]));
  const outFor = new Map(picks.automatic_subs.map((s) => [s.element_in, s.element_out]));
  const inFor = new Map(picks.automatic_subs.map((s) => [s.element_out, s.element_in]));
  const pick = (element: number) => byElement.get(element) as Pick;
  const bench = after
    .filter((p) => p.position > STARTERS)
    .map((p) => ({ ...pick(inFor.get(p.element) ?? p.element), position: p.position }));
  // The eleven in recorded order, each substitute standing for the starter he replaced.
  const eleven = after
    .filter((p) => p.position <= STARTERS)
    .sort((a, b) => a.position - b.position)
    .map((p) => ({ ...pick(outFor.get(p.element) ?? p.element), stand: p }));
  const groups = [1, 2, 3, 4].map((type) => {
    const own = eleven.filter((p) => p.elementType === type);
    const fixed = own.filter((p) => p.stand.elementType === type);
    const floating = own.filter((p) => p.stand.elementType !== type);
    return interleavings(fixed, floating);
  });
  const teams = groups.reduce<Pick[][]>(
    (acc, group) => acc.flatMap((team) => group.map((g) => [...team, ...g])),
    [[]],
  );
  const recorded = eleven.map((p) => p.stand.element).join();
  return teams
    .map((xi) => xi.map((p, i) => ({ ...p, position: i + 1 })))
    .filter((xi) => {
      const replaced = xi.map((p) => ({ ...pick(inFor.get(p.element) ?? p.element), position: p.position }));
      return (
        replaced
          .sort(byTypeThenSlot)
          .map((p) => p.element)
          .join() === recorded
      );
    })
    .map((xi) => [
      ...xi.map(({ element, position, elementType, isCaptain, isViceCaptain }) => ({
        element,
        position,
        elementType,
        isCaptain,
        isViceCaptain,
      })),
      ...bench,
    ]);
}
