import type { SeasonPlayer } from '../world/players';
import type { Rng } from '../rng';
import { startersAt, type Formation } from '../world/squads';

/** Time on the pitch: a player is on for minutes t with on < t <= off. */
export interface Stint {
  player: SeasonPlayer;
  on: number;
  off: number;
  started: boolean;
  sentOff: boolean;
}

/**
 * Picks the eleven (by quality with a little rotation noise, skipping the unavailable), then
 * plans three to five substitutions and the odd red card. Players outside the squad get no stint.
 */
export function planLineup(
  rng: Rng,
  squad: readonly SeasonPlayer[],
  formation: Formation,
  plays: (p: SeasonPlayer) => boolean,
): Stint[] {
  const available = squad.filter(plays);
  const ranked = (position: number) =>
    available
      .filter((p) => p.position === position)
      .map((p) => ({ p, key: p.quality + 0.06 * rng.normal() }))
      .sort((a, b) => b.key - a.key || a.p.id - b.p.id)
      .map((x) => x.p);
  const starters: SeasonPlayer[] = [];
  const bench: SeasonPlayer[] = [];
  for (const position of [1, 2, 3, 4] as const) {
    const list = ranked(position);
    // With every keeper out, the first-choice keeper plays anyway (clubs always field one).
    if (position === 1 && list.length === 0) {
      const keeper = squad.filter((p) => p.position === 1).sort((a, b) => a.depth - b.depth)[0];
      if (keeper) list.push(keeper);
    }
    const need = startersAt(formation, position);
    starters.push(...list.slice(0, need));
    bench.push(...list.slice(need));
  }
  // An injury crisis at one position is covered by the best remaining outfield players.
  bench.sort((a, b) => b.quality - a.quality || a.id - b.id);
  while (starters.length < 11) {
    const cover = bench.findIndex((p) => p.position !== 1);
    if (cover < 0) break;
    starters.push(...bench.splice(cover, 1));
  }
  const stints: Stint[] = starters.map((player) => ({
    player,
    on: 0,
    off: 90,
    started: true,
    sentOff: false,
  }));
  const subs = bench.filter((p) => p.position !== 1).slice(0, 9);
  const planned = rng.int(3, 5);
  for (let k = 0; k < planned && subs.length > 0; k++) {
    const candidates = stints.filter((s) => s.started && s.off === 90 && s.player.position !== 1);
    if (candidates.length === 0) break;
    const out = candidates[
      rng.weighted(candidates.map((s) => [0, 0, 1, 2.5, 3.5][s.player.position] ?? 1))
    ] as Stint;
    const minute = rng.chance(0.08) ? rng.int(10, 45) : rng.int(55, 89);
    const samePosition = subs.findIndex((p) => p.position === out.player.position);
    const [incoming] = subs.splice(samePosition >= 0 ? samePosition : 0, 1);
    if (!incoming) break;
    out.off = minute;
    stints.push({ player: incoming, on: minute, off: 90, started: false, sentOff: false });
  }
  if (rng.chance(0.045)) sendOff(rng, stints);
  return stints.filter((s) => s.off > s.on);
}

/** A straight red for an outfield player on the pitch; a replacement planned for later never comes on. */
function sendOff(rng: Rng, stints: Stint[]): void {
  const minute = rng.int(15, 89);
  const onPitch = stints.filter((s) => s.player.position !== 1 && s.on < minute && s.off >= minute);
  if (onPitch.length === 0) return;
  const red = onPitch[rng.weighted(onPitch.map((s) => s.player.person.cardRisk))] as Stint;
  const plannedOff = red.off;
  red.off = minute;
  red.sentOff = true;
  if (plannedOff < 90) {
    const replacement =
      stints.find((s) => !s.started && s.on === plannedOff && s.player.position === red.player.position) ??
      stints.find((s) => !s.started && s.on === plannedOff);
    if (replacement) replacement.off = replacement.on; // dropped by the final filter
  }
}

export function onPitchAt(stints: readonly Stint[], minute: number): Stint[] {
  return stints.filter((s) => s.on < minute && minute <= s.off);
}
