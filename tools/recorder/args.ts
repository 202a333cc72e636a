import { parseArgs } from 'node:util';
import type { z } from 'zod';
import { gameweekParam, leagueIdParam, managerIdParam, playerIdParam } from '@contracts/params';

/** What one recorder run fetches, and where it writes. */
export interface RecorderPlan {
  out: string;
  baseUrl: string | undefined;
  bootstrap: boolean;
  fixtures: boolean;
  entries: number[];
  leagues: number[];
  elements: number[];
  liveGameweeks: number[];
  eventStatus: boolean;
}

export const USAGE = `Usage: npm run record -- --out <dir> [what to record]

Records the official game's API into <dir>, laid out as FPL_SOURCE=<dir> reads it.
  --out <dir>         where to write (required)
  --base-url <url>    upstream API root (default https://fantasy.premierleague.com/api/)
  --bootstrap         bootstrap-static
  --fixtures          fixtures
  --entry <id>        a manager: entry, history and picks of every finished gameweek (repeatable)
  --league <id>       every page of a classic league's standings (repeatable)
  --element <id>      a player's element-summary (repeatable)
  --live <gw>         a gameweek's live points (repeatable)
  --event-status      event-status`;

/** A mistake in the command line; main prints it with the usage. */
export class UsageError extends Error {}

export function parseRecorderArgs(argv: string[]): RecorderPlan {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      options: {
        out: { type: 'string' },
        'base-url': { type: 'string' },
        bootstrap: { type: 'boolean', default: false },
        fixtures: { type: 'boolean', default: false },
        entry: { type: 'string', multiple: true, default: [] },
        league: { type: 'string', multiple: true, default: [] },
        element: { type: 'string', multiple: true, default: [] },
        live: { type: 'string', multiple: true, default: [] },
        'event-status': { type: 'boolean', default: false },
      },
    }));
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  if (!values.out) throw new UsageError('--out <dir> is required');
  const baseUrl = values['base-url'];
  if (baseUrl !== undefined && !(URL.canParse(baseUrl) && /^https?:$/.test(new URL(baseUrl).protocol))) {
    throw new UsageError(`--base-url ${baseUrl}: must be an http(s) URL`);
  }
  const plan: RecorderPlan = {
    out: values.out,
    baseUrl,
    bootstrap: values.bootstrap,
    fixtures: values.fixtures,
    entries: ids('--entry', values.entry, managerIdParam),
    leagues: ids('--league', values.league, leagueIdParam),
    elements: ids('--element', values.element, playerIdParam),
    liveGameweeks: ids('--live', values.live, gameweekParam),
    eventStatus: values['event-status'],
  };
  const anything =
    plan.bootstrap ||
    plan.fixtures ||
    plan.eventStatus ||
    [plan.entries, plan.leagues, plan.elements, plan.liveGameweeks].some((list) => list.length > 0);
  if (!anything) throw new UsageError('nothing to record: name at least one endpoint');
  return plan;
}

/** Validates with the same rules as the API's path parameters ("1e9", "-1" and "1.5" are refused). */
function ids(flag: string, raw: string[], schema: z.ZodType<number, string>): number[] {
  return raw.map((value) => {
    const parsed = schema.safeParse(value);
    if (!parsed.success)
      throw new UsageError(`${flag} ${value}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    return parsed.data;
  });
}
