import { z } from 'zod';
import {
  entryClassicLeagueSchema,
  entryHistorySchema,
  entrySchema,
  historyEventSchema,
  picksSchema,
} from '../fpl/entry';

/** `GET /api/manager/:id`: the entry summary as the official game gives it. */
export const managerSummarySchema = entrySchema;
export type ManagerSummary = z.infer<typeof managerSummarySchema>;

/** `GET /api/manager/:id/history`: this season's gameweeks, past seasons and chips played. */
export const managerHistorySchema = entryHistorySchema;
export type ManagerHistory = z.infer<typeof managerHistorySchema>;

/** `GET /api/manager/:id/leagues`: the classic leagues the manager is in, with their rank in each. */
export const managerLeaguesSchema = z.object({
  managerId: z.number().int(),
  classic: z.array(entryClassicLeagueSchema),
});
export type ManagerLeagues = z.infer<typeof managerLeaguesSchema>;

export const teamTransfersSchema = z.object({
  /** Transfers made for the gameweek (`event_transfers`). */
  made: z.number().int(),
  /** Free transfers available for the gameweek; null when transfers were unlimited (the team's
   * first gameweek, or a Wildcard / Free Hit week). Derived from history: engine/transfers. */
  limit: z.number().int().nullable(),
  /** Points deducted for extra transfers (`event_transfers_cost`). */
  cost: z.number().int(),
  /** Money in the bank, tenths of a million. */
  bank: z.number().int(),
});

/** `GET /api/manager/:id/team`: the picks of the manager's current gameweek. */
export const managerTeamSchema = z.object({
  managerId: z.number().int(),
  gameweek: z.number().int(),
  activeChip: z.string().nullable(),
  automaticSubs: picksSchema.shape.automatic_subs,
  entryHistory: historyEventSchema,
  picks: picksSchema.shape.picks,
  transfers: teamTransfersSchema,
});
export type ManagerTeam = z.infer<typeof managerTeamSchema>;
