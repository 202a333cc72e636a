import { bootstrapStaticSchema, fixturesSchema } from '../fpl/index';

/**
 * `GET /api/bootstrap-static` and `GET /api/fixtures`: the official payloads as read by
 * contracts/fpl: fields not listed there pass through as upstream sent them, unreadable fields the
 * app can do without take their fallbacks, and unreadable events, teams, players or fixtures are left out.
 */
export const bootstrapStaticResponseSchema = bootstrapStaticSchema;
export const fixturesResponseSchema = fixturesSchema;
