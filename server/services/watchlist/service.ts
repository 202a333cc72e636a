import type { z } from 'zod';
import { ERROR_CODES } from '@contracts/errors';
import {
  PRICE_ALERTS_LIMIT,
  watchlistCreateSchema,
  type PriceAlert,
  type WatchlistItem,
} from '@contracts/api/watchlist';
import type { Database } from '../../db/client';
import { alertsRepository, type PriceAlertRow } from '../../db/repositories/alerts';
import { DuplicateError } from '../../db/repositories/errors';
import { watchlistRepository, type WatchlistItemRow } from '../../db/repositories/watchlist';
import type { FplSource } from '../../fpl/source';
import { ApiError, notFound } from '../../http/api-error';
import { directory } from '../prices/player-directory';

export interface WatchlistService {
  /** The owner's items oldest first; none without an owner yet. */
  list(owner: string | null): Promise<WatchlistItem[]>;
  /** Validates the body and stores the item; 400 on bad input, 409 for a player already watched. */
  add(owner: string, body: unknown): Promise<WatchlistItem>;
  /** 404 unless the item is the owner's. */
  remove(owner: string | null, id: number): Promise<void>;
  alerts(owner: string | null): Promise<PriceAlert[]>;
}

export function createWatchlistService(deps: { db: Database; fpl: FplSource }): WatchlistService {
  const items = watchlistRepository(deps.db);
  return {
    list: async (owner) => (owner ? (await items.listByOwner(owner)).map(toItem) : []),

    async add(owner, body) {
      const input = watchlistCreateSchema.safeParse(body ?? undefined);
      if (!input.success) throw badRequest(describe(input.error));
      const { data } = await deps.fpl.bootstrapStatic();
      const dir = directory(data);
      const el = dir.element(input.data.playerId);
      if (!el) throw badRequest(`playerId: there is no player ${input.data.playerId} in the current game`);
      const who = dir.identity(el);
      try {
        const row = await items.add(owner, {
          playerId: el.id,
          playerName: who.player_name,
          teamName: who.team_name,
          position: who.position,
          currentPrice: el.now_cost,
          targetPrice: input.data.targetPrice ?? null,
          alertOnRise: input.data.alertOnRise,
          alertOnFall: input.data.alertOnFall,
          notes: input.data.notes,
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
      owner ? (await alertsRepository(deps.db).listByOwner(owner, PRICE_ALERTS_LIMIT)).map(toAlert) : [],
  };
}

const badRequest = (message: string) => new ApiError(400, ERROR_CODES.badRequest, message);

/** Every problem, each prefixed with its field: "currentPrice: ...; notes: ...". */
function describe(error: z.ZodError): string {
  if (error.issues.length === 0) return 'The request body is not a watchlist item.';
  return error.issues
    .map((i) =>
      i.path.length > 0
        ? `${i.path.join('.')}: ${i.message}`
        : `The request body must be a JSON object (${i.message})`,
    )
    .join('; ');
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
