import type { CurrentSeason } from '../seasons/current';
import type { Derived } from './derived';
import { standings, type PrivateLeague, type StandingRow } from '../managers/leagues';
import { PAGE_SIZE, standingsPath } from './write-leagues';

export interface DemoManifest {
  seed: number;
  currentGameweek: number;
  /** The featured manager, each private league's leader, then everyone by total points. */
  managerIds: number[];
  /** Private classic leagues, largest first. */
  leagueIds: number[];
  notes: string[];
}

/**
 * What to try in the demo. The manager to look up first is the one with the most private
 * leagues among those with a top-5 place in one of them (the largest league breaking ties);
 * the leagues' leaders follow, so the first ids listed are all worth a look.
 */
export function demoManifest(cs: CurrentSeason, d: Derived): DemoManifest {
  const seasons = new Map(cs.managers.map((s) => [s.manager.id, s]));
  const leagues = cs.leagues.slice().sort((a, b) => b.members.length - a.members.length || a.id - b.id);
  const tables = new Map<PrivateLeague, StandingRow[]>(
    leagues.map((l) => [l, standings(l, seasons, cs.lastFinished)]),
  );
  const largest = leagues[0];
  const placings = (id: number) =>
    leagues
      .filter((l) => l.members.includes(id))
      .map((league) => ({ league, rank: tables.get(league)?.find((r) => r.entry === id)?.rank ?? 0 }));
  const featured = cs.managers
    .map((s) => ({ s, places: placings(s.manager.id) }))
    .filter((c) => c.places.some((p) => p.rank <= 5))
    .sort(
      (a, b) =>
        b.places.length - a.places.length ||
        Number(b.places.some((p) => p.league === largest)) -
          Number(a.places.some((p) => p.league === largest)) ||
        a.s.manager.id - b.s.manager.id,
    )[0];
  const leaders = leagues
    .map((l) => tables.get(l)?.[0]?.entry)
    .filter((id): id is number => id !== undefined);
  const byTotal = cs.managers
    .slice()
    .sort((a, b) => (b.gws.at(-1)?.total ?? 0) - (a.gws.at(-1)?.total ?? 0) || a.manager.id - b.manager.id)
    .map((s) => s.manager.id);
  const last = cs.lastFinished;
  const notes = [
    `Frozen before the gameweek ${cs.currentGameweek} deadline: gameweeks 1-${last} are finished (gameweek ${last} is the official is_current event, ${cs.currentGameweek} is_next).`,
    'Clubs are the 20 of 2025-26 with their official ids and names; players, managers and leagues are invented.',
  ];
  if (featured) {
    const m = featured.s.manager;
    const best = featured.places.slice().sort((a, b) => a.rank - b.rank)[0];
    notes.push(
      `Manager ${m.id} (${m.first} ${m.last}, "${m.teamName}") is in ${featured.places.length} private leagues, ranks ${best?.rank} in "${best?.league.name}" (${best?.league.id}) and ${d.ranks.get(m.id)?.overall[last - 1]} overall.`,
    );
  }
  if (largest && largest.members.length > PAGE_SIZE) {
    notes.push(
      `League ${largest.id} ("${largest.name}") has ${largest.members.length} entries: its second standings page is ${standingsPath(largest.id, 2)}.`,
    );
  }
  notes.push(
    'Public leagues (club leagues 1-20, region leagues, 276 Gameweek 1, 314 Overall) appear in entries with modelled ranks but have no standings files.',
    'history/<season>/ holds vaastav-layout CSVs (players_raw, teams, fixtures, gws/merged_gw) for 2016-17 to 2024-25.',
  );
  return {
    seed: cs.seed,
    currentGameweek: cs.currentGameweek,
    managerIds: [...new Set([...(featured ? [featured.s.manager.id] : []), ...leaders, ...byTotal])],
    leagueIds: leagues.map((l) => l.id),
    notes,
  };
}
