import { Worker } from 'node:worker_threads';
import { withDegradedFields } from '@contracts/fpl/lenient';
import type { Endpoint } from '../fpl/endpoints';
import { UpstreamError } from '../fpl/source';
import type { ParseAnswer, ParseRequest } from './parse-worker';

/** Parses the game's payloads (JSON text) with their lenient schemas (server/fpl/endpoints.ts). */
export interface PayloadParser {
  /** The payload's value, or an UpstreamError `invalid_payload` naming `where`. */
  parse<T>(ep: Endpoint<T>, text: string, where: string): Promise<T>;
  /** Starts the thread now (it loads its code) rather than on the first parse. */
  warm(): void;
  /**
   * The thread started once `code` settles loads its file (worker-bundle.ts), or parse-worker.ts
   * through tsx if it gives null; parses wait for it meanwhile. Called before the first parse.
   */
  useWorkerCode(code: Promise<{ url: URL } | null>): void;
}

/** The parser thread's module: what the server bundles for it (worker-bundle.ts). */
export const parseWorkerModule = new URL('./parse-worker.ts', import.meta.url);
const tsxEntry = new URL('./worker-entry.mjs', import.meta.url);

/**
 * A parser in a worker thread of its own: a cold start validates megabytes of payloads (bootstrap,
 * fixtures, a live payload per finished gameweek), which held the event loop 150-550 ms per payload
 * on a busy machine. Its own thread, not the model pool's, so a parse never waits behind a fit. The
 * thread starts on first use, keeps the process alive only while a parse is pending, and is
 * started again after a crash; the copy of the parsed value back costs a few milliseconds where the
 * parse cost hundreds. Given a bundle (decision record 0017), it starts without tsx, which spent
 * 0.5-1 s of a core (and a loader thread) on the schemas' sources beside the server's own start.
 */
export function createPayloadParser(): PayloadParser {
  let worker: Promise<Worker> | null = null;
  let code: Promise<{ url: URL } | null> = Promise.resolve(null);
  const pending = new Map<number, (answer: ParseAnswer) => void>();
  let nextId = 1;

  function start(): Promise<Worker> {
    const started = code.then((found) => {
      const w = found
        ? new Worker(found.url)
        : new Worker(tsxEntry, { workerData: { module: parseWorkerModule.href } });
      w.on('message', (answer: ParseAnswer) => {
        const settle = pending.get(answer.id);
        pending.delete(answer.id);
        if (pending.size === 0) w.unref();
        settle?.(answer);
      });
      const fail = (message: string) => {
        if (worker === started) worker = null;
        for (const [id, settle] of pending) settle({ id, ok: false, kind: 'invalid_payload', message });
        pending.clear();
      };
      w.on('error', (err) => fail(`the payload parser failed: ${err.message}`));
      w.on('exit', (exitCode) => fail(`the payload parser stopped (exit ${exitCode})`));
      // Held only while a parse is pending (parse refs it), so an idle thread never keeps the
      // process alive; unref'd after the listeners, as adding a 'message' listener refs it again
      // (Node 20), which left a command that had read a snapshot hanging once it was done.
      w.unref();
      return w;
    });
    return started;
  }

  return {
    warm() {
      worker ??= start();
    },
    useWorkerCode(found) {
      code = found.catch(() => null);
    },
    parse<T>(ep: Endpoint<T>, text: string, where: string): Promise<T> {
      const thread = (worker ??= start());
      const id = nextId++;
      const request: ParseRequest = { id, schemaName: ep.schemaName, text, where };
      return new Promise<T>((resolve, reject) => {
        pending.set(id, (answer) => {
          if (answer.ok) resolve(withDegradedFields(answer.data as T, answer.degraded));
          else reject(new UpstreamError(answer.kind, answer.message));
        });
        void thread.then((w) => {
          w.ref();
          w.postMessage(request);
        });
      });
    },
  };
}

let shared: PayloadParser | null = null;

/** The process's one payload parser (every snapshot source shares its thread). */
export function sharedPayloadParser(): PayloadParser {
  shared ??= createPayloadParser();
  return shared;
}
