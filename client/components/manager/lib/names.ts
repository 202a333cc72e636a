import type { ManagerSummary } from '@contracts/api/manager';

type Named = Pick<ManagerSummary, 'player_first_name' | 'player_last_name' | 'name' | 'player_region_name'>;

/** The manager as the game names him: "Will Finney". */
export const managerName = (m: Named) => `${m.player_first_name} ${m.player_last_name}`;

/** His team's name, then his region where the game has one: "Test Eleven · Wales". */
export const teamAndRegion = (m: Named) =>
  m.player_region_name ? `${m.name} · ${m.player_region_name}` : m.name;
