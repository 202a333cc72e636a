import { z } from 'zod';
import { COUNTING_STATS, ICT_STATS, type CountingStat, type IctStat } from '../game/match-stats';

/**
 * Building blocks for the official game's payloads, which change shape without notice: at the start
 * of a season numbers arrive as null (every team's `strength`), fields come and go between seasons.
 * Only what the app cannot do without is validated strictly (ids and the links between records);
 * every other field takes a stated fallback when it is null, missing or of another type, and the
 * field's name is recorded so the degradation can be shown (see `degradedFields`). Objects keep
 * fields they do not list, so the relay passes new upstream fields through.
 */

const fallbacks = new WeakMap<z.ZodType, { value: unknown }>();

/** Marks a freshly built schema as one the app can live without, with the value used instead. */
function orElse<T extends z.ZodType>(schema: T, value: z.output<T>): T {
  fallbacks.set(schema, { value });
  return schema;
}

/** A count or score: 0 when unreadable (what the game sends before anything has been counted). */
export const count = () => orElse(z.number().int(), 0);
/** Any number: 0 when unreadable. */
export const num = () => orElse(z.number(), 0);
/** Text: empty when unreadable. */
export const text = () => orElse(z.string(), '');
/** A decimal the game sends as a string ("5.3"): "0.0" when unreadable. */
export const decimal = () => orElse(z.string(), '0.0');
/** A flag: false when unreadable. */
export const flag = () => orElse(z.boolean(), false);
/** A value that may be null: null when unreadable. */
export const orNull = <T extends z.ZodType>(schema: T) => orElse(schema.nullable(), null);
/** A value that may be absent: absent when unreadable. */
export const maybe = <T extends z.ZodType>(schema: T) => orElse(schema.optional(), undefined);
/**
 * A value some feature needs but the item is still worth keeping without (a fixture's difficulty,
 * a player's price): null when unreadable (null, missing or of another type), and named in the
 * notes, so that feature degrades and says so while every other feature keeps the item.
 */
export const needed = <T extends z.ZodType>(schema: T) =>
  orElse(schema as unknown as z.ZodType<z.output<T> | null>, null);
/** An object or list the app can do without: `value` when unreadable. */
export const orDefault = <T extends z.ZodType>(schema: T, value: z.output<T>) => orElse(schema, value);

/** A player's match statistics, in a season's totals (bootstrap) and per fixture (element summary). */
export const playerStatFields = () => ({
  ...(Object.fromEntries(COUNTING_STATS.map((k) => [k, count()])) as Record<
    CountingStat,
    ReturnType<typeof count>
  >),
  ...(Object.fromEntries(ICT_STATS.map((k) => [k, decimal()])) as Record<
    IctStat,
    ReturnType<typeof decimal>
  >),
});

let notes: Set<string> | null = null;
const note = (what: string) => notes?.add(what);

/**
 * An object of the game's payload named `label` (for the degradation notes): fields built with the
 * helpers above fall back instead of failing; other fields are required; unlisted fields are kept.
 */
export function fplObject<S extends z.ZodRawShape>(label: string, shape: S) {
  const out: Record<string, z.ZodType> = {};
  for (const [key, schema] of Object.entries(shape) as [string, z.ZodType][]) {
    const fallback = fallbacks.get(schema);
    out[key] = fallback
      ? schema.catch(() => {
          note(`${label}.${key}`);
          return fallback.value;
        })
      : schema;
  }
  return z.looseObject(out as unknown as S);
}

/** A list whose unreadable items are dropped (and counted in the notes) instead of failing the list. */
export function items<T extends z.ZodType>(label: string, item: T) {
  return z.array(z.unknown()).transform((raw): z.output<T>[] => {
    const kept: z.output<T>[] = [];
    for (const value of raw) {
      const result = item.safeParse(value);
      if (result.success) kept.push(result.data);
    }
    if (kept.length < raw.length) note(`${label}: ${raw.length - kept.length} unreadable dropped`);
    return kept;
  });
}

const DEGRADED = Symbol('degradedFields');

/**
 * Parses with `schema`, recording which fields fell back and which list items were dropped; the
 * record travels with the parsed value (a hidden property, never serialised).
 */
export function parseNoting<T>(schema: z.ZodType<T>, raw: unknown): z.ZodSafeParseResult<T> {
  const outer = notes;
  notes = new Set();
  try {
    const result = schema.safeParse(raw);
    if (result.success) withDegradedFields(result.data, [...notes].sort());
    return result;
  } finally {
    notes = outer;
  }
}

/**
 * Records `fields` as the fallen-back fields of `data` (a value parsed in another thread arrives
 * without the hidden record, which a copy between threads does not carry).
 */
export function withDegradedFields<T>(data: T, fields: readonly string[]): T {
  if (fields.length > 0 && typeof data === 'object' && data !== null)
    Object.defineProperty(data, DEGRADED, { value: [...fields], enumerable: false });
  return data;
}

/** The fields that fell back (e.g. `team.strength`) when `data` was parsed by `parseNoting`. */
export function degradedFields(data: unknown): readonly string[] {
  if (typeof data !== 'object' || data === null) return [];
  return (data as { [DEGRADED]?: string[] })[DEGRADED] ?? [];
}
