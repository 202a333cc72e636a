import { z } from 'zod';

/**
 * `provenance.json` at the root of a vaastav-layout folder says where its seasons come from. The
 * demo generator writes one saying `demo` beside the invented past seasons; folders without one
 * (the vaastav repository, recorded data) are real. The history importer records the origin with
 * each season and never lets an invented season replace a real one.
 */
export const PROVENANCE_FILE = 'provenance.json';

export const provenanceSchema = z.object({
  origin: z.enum(['real', 'demo']),
  note: z.string().optional(),
});
export type Provenance = z.infer<typeof provenanceSchema>;
