import type { ManagerLive } from '@contracts/api/live';

/** The automatic substitutions in words: "Raya on for Pickford; Gabriel on for Saliba." */
export function substitutionsText(live: ManagerLive, name: (id: number) => string): string {
  const made = live.gameweek_finished ? '' : ' so far';
  if (live.automatic_subs.length === 0)
    return live.active_chip === 'bboost'
      ? 'Bench Boost: the whole squad counts, no substitutions.'
      : `No automatic substitutions${made}.`;
  const subs = live.automatic_subs.map((s) => `${name(s.element_in)} on for ${name(s.element_out)}`);
  return `Automatic substitutions${made}: ${subs.join('; ')}.`;
}
