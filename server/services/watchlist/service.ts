import { ERROR_CODES } from '@contracts/errors';
import {
  PRICE_ALERTS_LIMIT,
  type PriceAlert,
  type WatchlistCreateParsed,
  type WatchlistItem,
} from '@contracts/api/watchlist';
import type { alertsRepository, PriceAlertRow } from '../../db/repositories/alerts';
import { DuplicateError } from '../../db/repositories/errors';
import type { WatchlistItemRow, watchlistRepository } from '../../db/repositories/watchlist';
import { UpstreamError, type FplSource } from '../../fpl/source';
import { ApiError, badRequest, notFound } from '../../http/api-error';
import { directory } from '../prices/player-directory';

export interface WatchlistService {
  /** The owner's items oldest first; none without an owner yet. */
  list(owner: string | null): Promise<WatchlistItem[]>;
  /** Stores the item; 400 for a player not in the game, 409 for a player already watched. */
  add(owner: string, input: WatchlistCreateParsed): Promise<WatchlistItem>;
  /** 404 unless the item is the owner's. */
  remove(owner: string | null, id: number): Promise<void>;
  alerts(owner: string | null): Promise<PriceAlert[]>;
}

export interface WatchlistDeps {
  fpl: FplSource;
  items: ReturnType<typeof watchlistRepository>;
  alerts: Pick<ReturnType<typeof alertsRepository>, 'listByOwner'>;
}

export function createWatchlistService(deps: WatchlistDeps): WatchlistService {
  const { items } = deps;
  return {
    list: async (owner) => (owner ? (await items.listByOwner(owner)).map(toItem) : []),

    async add(owner, input) {
      const { data } = await deps.fpl.bootstrapStatic();
      const dir = directory(data);
      const el = dir.element(input.playerId);
      if (!el) throw badRequest(`playerId: there is no player ${input.playerId} in the current game`);
      const who = dir.identity(el);
      // The item stores the price it was added at: without a readable one it cannot be added now.
      if (el.now_cost === null)
        throw new UpstreamError('invalid_payload', `player ${el.id}'s price could not be read`);
      try {
        const row = await items.add(owner, {
          playerId: el.id,
          playerName: who.player_name,
          teamName: who.team_name,
          position: who.position,
          currentPrice: el.now_cost,
          targetPrice: input.targetPrice ?? null,
          alertOnRise: input.alertOnRise,
          alertOnFall: input.alertOnFall,
          notes: input.notes,
        });
        return toItem(row);
      } catch (err) {
        if (err instanceof DuplicateError) {
          throw new ApiError(409, ERROR_CODES.conflict, `${who.player_name} is already on your watchlist.`);
        }
        throw err;
      }
    },

    async remove(owner, id) {
      const removed = owner ? await items.removeByOwner(owner, id) : false;
      if (!removed) throw notFound(`There is no item ${id} on your watchlist.`);
    },

    alerts: async (owner) =>
      owner ? (await deps.alerts.listByOwner(owner, PRICE_ALERTS_LIMIT)).map(toAlert) : [],
  };
}

function toItem(row: WatchlistItemRow): WatchlistItem {
  return {
    id: row.id,
    playerId: row.playerId,
    playerName: row.playerName,
    teamName: row.teamName,
    position: row.position,
    currentPrice: row.currentPrice,
    targetPrice: row.targetPrice,
    alertOnRise: row.alertOnRise,
    alertOnFall: row.alertOnFall,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toAlert(row: PriceAlertRow): PriceAlert {
  return {
    id: row.id,
    watchlistItemId: row.watchlistItemId,
    playerId: row.playerId,
    playerName: row.playerName,
    changeType: row.changeType,
    oldPrice: row.oldPrice,
    newPrice: row.newPrice,
    changeAmount: row.changeAmount,
    alertTriggered: row.alertTriggered,
    priceDate: row.priceDate,
    createdAt: row.createdAt.toISOString(),
  };
}
