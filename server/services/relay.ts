import type { BootstrapStatic, FplFixture } from '@contracts/fpl/index';
import type { FplSource } from '../fpl/source';
import { playerList } from './player-list';

/** Base data relayed as the official game serves it (validated by the source). */
export function createRelayService({ fpl }: { fpl: FplSource }) {
  return {
    bootstrapStatic: async (): Promise<BootstrapStatic> => (await fpl.bootstrapStatic()).data,
    playerList: async () => playerList((await fpl.bootstrapStatic()).data),
    fixtures: async (): Promise<FplFixture[]> => (await fpl.fixtures()).data,
  };
}
export type RelayService = ReturnType<typeof createRelayService>;
