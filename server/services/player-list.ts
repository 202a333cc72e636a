import { playerListResponseSchema, type PlayerListResponse } from '@contracts/api/player-list';
import type { BootstrapStatic } from '@contracts/fpl/index';

// One cut per bootstrap object: the source hands out the same object while its copy is cached, so
// the answer keeps its identity too and is serialised and compressed once (prepared-json.ts).
const cut = new WeakMap<BootstrapStatic, PlayerListResponse>();

/**
 * `GET /api/player-list` from the validated bootstrap: zod keeps the contract's fields and drops
 * the rest, so the contract alone says what the answer holds.
 */
export function playerList(bootstrap: BootstrapStatic): PlayerListResponse {
  let list = cut.get(bootstrap);
  if (!list) {
    list = playerListResponseSchema.parse(bootstrap);
    cut.set(bootstrap, list);
  }
  return list;
}
