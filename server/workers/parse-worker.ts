import type { z } from 'zod';
import { parentPort } from 'node:worker_threads';
import { degradedFields } from '@contracts/fpl/lenient';
import { PAYLOAD_SCHEMAS, parsePayload, type PayloadSchemaName } from '../fpl/endpoints';
import { UpstreamError, type UpstreamErrorKind } from '../fpl/source';

/** What the payload parser (payload-parser.ts) asks: one payload's text and its schema's name. */
export interface ParseRequest {
  id: number;
  schemaName: PayloadSchemaName;
  text: string;
  /** The file or URL, for the error message. */
  where: string;
}

/** The parsed value with its fallen-back fields, or the upstream error's code and message. */
export type ParseAnswer =
  | { id: number; ok: true; data: unknown; degraded: readonly string[] }
  | { id: number; ok: false; kind: UpstreamErrorKind; message: string };

/** The payload parser's thread: JSON and the lenient schemas, off the server's event loop. */
const port = parentPort;
if (!port) throw new Error('server/workers/parse-worker.ts runs only as a worker thread');

port.on('message', ({ id, schemaName, text, where }: ParseRequest) => {
  let answer: ParseAnswer;
  try {
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch (err) {
      throw new UpstreamError('invalid_payload', `${where} is not valid JSON: ${(err as Error).message}`);
    }
    const schema: z.ZodType<unknown> = PAYLOAD_SCHEMAS[schemaName];
    const data = parsePayload({ schema }, raw, where);
    answer = { id, ok: true, data, degraded: degradedFields(data) };
  } catch (err) {
    const kind = err instanceof UpstreamError ? err.kind : 'invalid_payload';
    answer = { id, ok: false, kind, message: (err as Error).message };
  }
  port.postMessage(answer);
});
