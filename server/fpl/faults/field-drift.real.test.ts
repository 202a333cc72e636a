import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { parseNoting } from '@contracts/fpl/lenient';
import { endpoints } from '../endpoints';

// Property over every recorded list payload of the official game: removing or nulling any single
// field of its items drops no item, except the fields that say which item it is. Those are listed
// below per list, and the test checks the list is exact, so no other field can become strict
// without this failing.
const api = path.resolve(import.meta.dirname, '../../../../shared/fpl-data/api');
const season = path.join(api, '2025-26');

interface Case {
  /** Recorded file, relative to ../shared/fpl-data/api. */
  file: string;
  schema: z.ZodType;
  /** Where the list is in the payload ([] for a payload that is a list). */
  list: string[];
  /** The fields without which an item cannot be told apart or placed. */
  identity: string[];
}

const CASES: Case[] = [
  {
    file: '2025-26/bootstrap-static.json',
    schema: endpoints.bootstrapStatic().schema,
    list: ['events'],
    identity: ['id', 'deadline_time'],
  },
  {
    file: '2025-26/bootstrap-static.json',
    schema: endpoints.bootstrapStatic().schema,
    list: ['teams'],
    identity: ['id', 'code'],
  },
  {
    file: '2025-26/bootstrap-static.json',
    schema: endpoints.bootstrapStatic().schema,
    list: ['element_types'],
    identity: ['id'],
  },
  // A gameweek is its id and its deadline (which orders and dates the season); a player his id, club
  // and position; a live row is the player's gameweek figures, nothing without them.
  {
    file: '2025-26/bootstrap-static.json',
    schema: endpoints.bootstrapStatic().schema,
    list: ['elements'],
    identity: ['id', 'team', 'element_type'],
  },
  {
    file: '2025-26/fixtures.json',
    schema: endpoints.fixtures().schema,
    list: [],
    identity: ['id', 'team_h', 'team_a'],
  },
  {
    file: '2025-26/leagues-classic/106780/standings.json',
    schema: endpoints.leagueStandings(1, 1).schema,
    list: ['standings', 'results'],
    identity: ['entry'],
  },
  {
    file: '2025-26/entry/1058734.json',
    schema: endpoints.entry(1).schema,
    list: ['leagues', 'classic'],
    identity: ['id'],
  },
  {
    file: '2025-26/entry/133147/history.json',
    schema: endpoints.entryHistory(1).schema,
    list: ['current'],
    identity: ['event'],
  },
  {
    file: '2025-26/entry/133147/history.json',
    schema: endpoints.entryHistory(1).schema,
    list: ['past'],
    identity: ['season_name'],
  },
  {
    file: '2025-26/entry/133147/history.json',
    schema: endpoints.entryHistory(1).schema,
    list: ['chips'],
    identity: ['name', 'event'],
  },
  {
    file: '2025-26/entry/2957061/event/33/picks.json',
    schema: endpoints.entryPicks(1, 1).schema,
    list: ['picks'],
    identity: ['element', 'position'],
  },
  {
    file: '2025-26/entry/2957061/event/33/picks.json',
    schema: endpoints.entryPicks(1, 1).schema,
    list: ['automatic_subs'],
    identity: ['element_in', 'element_out', 'event'],
  },
  {
    file: '2025-26/event/38/live.json',
    schema: endpoints.eventLive(1).schema,
    list: ['elements'],
    identity: ['id', 'stats'],
  },
  {
    file: '2025-26-topmarx/element-summary/1.json',
    schema: endpoints.elementSummary(1).schema,
    list: ['fixtures'],
    identity: ['id', 'team_h', 'team_a'],
  },
  {
    file: '2025-26-topmarx/element-summary/1.json',
    schema: endpoints.elementSummary(1).schema,
    list: ['history'],
    identity: ['fixture', 'round', 'opponent_team'],
  },
  {
    file: '2025-26-topmarx/element-summary/1.json',
    schema: endpoints.elementSummary(1).schema,
    list: ['history_past'],
    identity: ['season_name'],
  },
];

/** Items tried per list: enough to meet every shape the list holds, few enough to run in seconds. */
const SAMPLE = 40;

type Json = Record<string, unknown>;

/** The payload with its top-level lists cut to SAMPLE items (the bootstrap's 841 players). */
function sampled(payload: unknown): unknown {
  if (Array.isArray(payload)) return payload.slice(0, SAMPLE);
  const entries = Object.entries(payload as Json);
  return Object.fromEntries(entries.map(([k, v]) => [k, Array.isArray(v) ? v.slice(0, SAMPLE) : v]));
}

function at(payload: unknown, list: string[]): unknown[] {
  let here = payload;
  for (const key of list) here = (here as Json)[key];
  return here as unknown[];
}

/** The payload with the list cut to `items`. */
function withItems(payload: unknown, list: string[], items: unknown[]): unknown {
  if (list.length === 0) return items;
  const [key, ...rest] = list as [string, ...string[]];
  return { ...(payload as Json), [key]: withItems((payload as Json)[key], rest, items) };
}

/** How many items of the list survive parsing with every item's `field` removed or nulled. */
function keptWith(c: Case, payload: unknown, items: Json[], field: string, how: 'removed' | 'null'): number {
  const changed = items.map((item) => {
    const copy = { ...item };
    if (how === 'removed') delete copy[field];
    else copy[field] = null;
    return copy;
  });
  const result = parseNoting(c.schema, withItems(payload, c.list, changed));
  expect(result.success, `${c.file} ${c.list.join('.')}.${field} ${how}: the payload parses`).toBe(true);
  return at(result.data, c.list).length;
}

describe.skipIf(!existsSync(season))(
  'recorded payloads with one field removed or nulled (skipped when ../shared/fpl-data is absent)',
  () => {
    it.each(CASES)('$file $list: only $identity may drop an item', (c) => {
      const payload = sampled(JSON.parse(readFileSync(path.join(api, c.file), 'utf8')));
      const items = at(payload, c.list) as Json[];
      expect(items.length, 'the recorded list has items').toBeGreaterThan(0);
      const fields = [...new Set(items.flatMap((item) => Object.keys(item)))].sort();
      const dropping = new Set<string>();
      for (const field of fields)
        for (const how of ['removed', 'null'] as const) {
          const kept = keptWith(c, payload, items, field, how);
          if (kept < items.length) dropping.add(field);
          // An identity field drops the items it is gone from, never more.
          if (c.identity.includes(field) && how === 'removed') expect(kept, field).toBe(0);
        }
      expect([...dropping].sort()).toEqual([...c.identity].sort());
    });
  },
);
