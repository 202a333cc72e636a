import type { CurrentSeason } from './current';
import type { Derived } from './derived';
import { standings } from './leagues';
import { PAGE_SIZE, standingsPath } from './write-leagues';

export interface DemoManifest {
  seed: number;
  currentGameweek: number;
  /** The featured manager first (private leagues with a top-5 place), then every other manager by id. */
  managerIds: number[];
  /** Private classic leagues, largest first. */
  leagueIds: number[];
  notes: string[];
}

/** Private leagues a manager is in, with his rank in each after the last finished gameweek. */
function placings(cs: CurrentSeason, id: number) {
  const seasons = new Map(cs.managers.map((s) => [s.manager.id, s]));
  return cs.leagues
    .filter((l) => l.members.includes(id))
    .map((league) => ({ league, rank: standings(league, seasons, cs.lastFinished).find((r) => r.entry === id)?.rank ?? 0 }));
}

/**
 * What to try in the demo: the manager to look up first is the one with the most private
 * leagues among those with a top-5 place in one of them (the largest league breaking ties).
 */
export function demoManifest(cs: CurrentSeason, d: Derived): DemoManifest {
  const biggest = cs.leagues.slice().sort((a, b) => b.members.length - a.members.length || a.id - b.id);
  const largest = biggest[0];
  const candidates = cs.managers
    .map((s) => ({ id: s.manager.id, name: `${s.manager.first} ${s.manager.last}`, team: s.manager.teamName, places: placings(cs, s.manager.id) }))
    .filter((c) => c.places.some((p) => p.rank <= 5))
    .sort((a, b) => b.places.length - a.places.length || Number(b.places.some((p) => p.league === largest)) - Number(a.places.some((p) => p.league === largest)) || a.id - b.id);
  const featured = candidates[0];
  const others = cs.managers.map((s) => s.manager.id).filter((id) => id !== featured?.id).sort((a, b) => a - b);
  const last = cs.lastFinished;
  const notes = [
    `Frozen before the gameweek ${cs.currentGameweek} deadline: gameweeks 1-${last} are finished (gameweek ${last} is the official is_current event, ${cs.currentGameweek} is_next).`,
    'Clubs are the 20 of 2025-26 with their official ids and names; players, managers and leagues are invented.',
  ];
  if (featured) {
    const best = featured.places.slice().sort((a, b) => a.rank - b.rank)[0];
    const overall = d.ranks.get(featured.id)?.overall[last - 1];
    notes.push(
      `Manager ${featured.id} (${featured.name}, "${featured.team}") is in ${featured.places.length} private leagues, ranks ${best?.rank} in "${best?.league.name}" (${best?.league.id}) and ${overall} overall.`,
    );
  }
  if (largest && largest.members.length > PAGE_SIZE) {
    notes.push(`League ${largest.id} ("${largest.name}") has ${largest.members.length} entries: its second standings page is ${standingsPath(largest.id, 2)}.`);
  }
  notes.push(
    'Public leagues (club leagues 1-20, region leagues, 276 Gameweek 1, 314 Overall) appear in entries with modelled ranks but have no standings files.',
    'history/<season>/ holds vaastav-layout CSVs (players_raw, teams, fixtures, gws/merged_gw) for 2016-17 to 2024-25.',
  );
  return {
    seed: cs.seed,
    currentGameweek: cs.currentGameweek,
    managerIds: featured ? [featured.id, ...others] : others,
    leagueIds: biggest.map((l) => l.id),
    notes,
  };
}
