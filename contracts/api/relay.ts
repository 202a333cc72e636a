import { bootstrapStaticSchema, fixturesSchema } from '../fpl/index';

/**
 * `GET /api/bootstrap-static` and `GET /api/fixtures`: the official payloads as validated by
 * contracts/fpl (fields not listed there are dropped).
 */
export const bootstrapStaticResponseSchema = bootstrapStaticSchema;
export const fixturesResponseSchema = fixturesSchema;
