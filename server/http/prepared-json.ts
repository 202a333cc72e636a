import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CACHE, ifNoneMatchHits, weakEtag } from './caching';

type Encoding = 'br' | 'gzip';

/** One payload serialised once: its JSON bytes, their tag, and compressed forms made on first demand. */
interface Prepared {
  identity: Buffer;
  etag: string;
  compressed: Partial<Record<Encoding, Promise<Buffer>>>;
}

/**
 * Starts the quality-11 brotli form of a copy; when done it replaces the quick one if smaller (it
 * nearly always is on real payloads, not on every tiny repetitive one), and the quick one stays if not
 * or if it fails.
 */
function shrinkBrotli(entry: Prepared, quick: Promise<Buffer>): void {
  Promise.all([quick, smallestBrotli(entry.identity)]).then(
    ([fast, smallest]) => {
      if (smallest.length < fast.length) entry.compressed.br = Promise.resolve(smallest);
    },
    () => {},
  );
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const brotliAt = (quality: number) => (body: Buffer) =>
  brotli(body, {
    params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
const COMPRESS: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  // Quality 5 packs the 2 MB bootstrap to about 160 kB in about 35 ms: the first readers get that.
  br: brotliAt(5),
  gzip: (body) => gzipAsync(body),
};
/**
 * Then quality 11 (2.8 s for the recorded 2 MB bootstrap of 2025-26, on the thread pool, once per
 * cached copy) replaces it: 162.5 -> 125.8 kB there, 97.5 -> 73.3 kB for the demo's; a quarter less
 * for every later reader on a slow connection, where the bootstrap is a first visit's largest download.
 */
const smallestBrotli = brotliAt(11);

/**
 * Keyed by the payload object itself: the sources hand out the same object for as long as a copy is
 * cached, so a new copy (a refresh) is prepared afresh and an old one is dropped with its object.
 */
const prepared = new WeakMap<object, Prepared>();

function prepare(data: object): Prepared {
  let entry = prepared.get(data);
  if (!entry) {
    const identity = Buffer.from(JSON.stringify(data));
    entry = { identity, etag: weakEtag(identity), compressed: {} };
    prepared.set(data, entry);
  }
  return entry;
}

/**
 * Sends a large cached payload without redoing per request what its bytes already fix: serialising
 * (tens of milliseconds for the 2 MB bootstrap), hashing for the ETag and compressing are done once per
 * cached copy, and compression runs on the thread pool, not the event loop.
 * Routes using this must turn the compress plugin off (`compress: false`): the body is encoded here.
 */
export async function sendPreparedJson(request: FastifyRequest, reply: FastifyReply, data: object) {
  const entry = prepare(data);
  reply.header('etag', entry.etag).header('vary', 'accept-encoding').type('application/json; charset=utf-8');
  // A revalidation gets a 304 from the caching hook: no need to encode a body nobody reads.
  const encoding = ifNoneMatchHits(request.headers['if-none-match'], entry.etag)
    ? null
    : preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(entry.identity);
  if (!entry.compressed[encoding]) {
    const quick = COMPRESS[encoding](entry.identity);
    entry.compressed[encoding] = quick;
    if (encoding === 'br') shrinkBrotli(entry, quick);
  }
  const body = await entry.compressed[encoding];
  return reply.header('content-encoding', encoding).send(body);
}

/**
 * Options of a route answering with a kept, computed answer (the projection screens): cached like the
 * relayed data it comes from, encoded here once per answer rather than by the compress plugin, and
 * sent again as sent for a second before the framework (kept-answers.ts).
 */
export const PREPARED_ANSWER = {
  config: { cacheControl: CACHE.relay, keptAnswer: true },
  compress: false,
} as const;

/** Brotli, then gzip, when the client accepts them (a q=0 weight refuses; `*` accepts both). */
export function preferredEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name.trim(), Number.isNaN(weight) ? 0 : weight);
  }
  const accepts = (name: Encoding) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}
