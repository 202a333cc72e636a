import type { LivePick, LiveStatus, ManagerLive } from '@contracts/api/live';
import type { BootstrapIndex } from '@contracts/game/bootstrap-index';

export interface LiveRow {
  element: number;
  name: string;
  club: string;
  role: 'C' | 'VC' | null;
  /** Wears the armband this gameweek: the captain, or the vice-captain standing in. */
  armband: boolean;
  status: string;
  minutes: number;
  bonus: number;
  bonusProvisional: boolean;
  points: number;
  multiplier: number;
  /** What the pick adds to the manager's gameweek: points times multiplier. */
  counted: number;
  /** Came on (`in`) or went off (`out`) in an automatic substitution. */
  substitution: 'in' | 'out' | null;
}

const STATUS_TEXT: Record<LiveStatus, string> = {
  played: 'Played',
  did_not_play: 'Did not play',
  to_play: 'Yet to play',
};

const STARTERS = 11;

function row(pick: LivePick, live: ManagerLive, index: BootstrapIndex): LiveRow {
  const element = index.elements.get(pick.element);
  const club = element ? index.teams.get(element.team)?.short_name : undefined;
  const cameOn = live.automatic_subs.some((s) => s.element_in === pick.element);
  const wentOff = live.automatic_subs.some((s) => s.element_out === pick.element);
  return {
    element: pick.element,
    name: element?.web_name ?? `Player ${pick.element}`,
    club: club ?? '',
    role: pick.is_captain ? 'C' : pick.is_vice_captain ? 'VC' : null,
    armband: pick.multiplier > 1,
    status: STATUS_TEXT[pick.status],
    minutes: pick.minutes,
    bonus: pick.bonus,
    bonusProvisional: pick.bonus_provisional,
    points: pick.points,
    multiplier: pick.multiplier,
    counted: pick.points * pick.multiplier,
    substitution: cameOn ? 'in' : wentOff ? 'out' : null,
  };
}

/** The team (the eleven after substitutions) and the bench in order, as rows to show. */
export function liveRows(live: ManagerLive, index: BootstrapIndex): { team: LiveRow[]; bench: LiveRow[] } {
  const ordered = [...live.picks].sort((a, b) => a.position - b.position);
  return {
    team: ordered.filter((p) => p.position <= STARTERS).map((p) => row(p, live, index)),
    bench: ordered.filter((p) => p.position > STARTERS).map((p) => row(p, live, index)),
  };
}

/** The gameweeks a manager can look at: the current one and those before it, latest first. */
export function gameweekOptions(current: number | null): { value: string; label: string }[] {
  if (current === null) return [];
  return Array.from({ length: current }, (_, i) => current - i).map((gw) => ({
    value: String(gw),
    label: gw === current ? `Gameweek ${gw} (current)` : `Gameweek ${gw}`,
  }));
}
