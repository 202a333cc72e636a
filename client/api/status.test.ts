import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';
import { startStatus, statusQuery } from './status';
import { stubFetch } from '@/test/render';

const STATUS = { source: { kind: 'demo' }, season: '2025-26', currentGameweek: 11 };

/** A page as the server sends it, with `script` as the embedded status block (or none). */
function page(script?: string): Document {
  const doc = document.implementation.createHTMLDocument('FPL');
  if (script !== undefined) {
    const block = doc.createElement('script');
    block.type = 'application/json';
    block.id = 'initial-status';
    block.textContent = script;
    doc.head.append(block);
  }
  return doc;
}

describe('starting the status line', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('takes the answer the server put into the page and asks for nothing', () => {
    const calls = stubFetch({ '/api/status': { source: { kind: 'live' } } });
    const client = createQueryClient();
    startStatus(client, page(JSON.stringify(STATUS)));
    expect(client.getQueryData(statusQuery().queryKey)).toEqual(STATUS);
    expect(calls).toEqual([]);
  });

  it('asks the server when the page has no answer, or one it cannot read', async () => {
    for (const doc of [page(), page('{"source": '), page('')]) {
      const calls = stubFetch({ '/api/status': STATUS });
      const client = createQueryClient();
      startStatus(client, doc);
      await vi.waitFor(() => expect(client.getQueryData(statusQuery().queryKey)).toEqual(STATUS));
      expect(calls.map((c) => c.url)).toEqual(['/api/status']);
    }
  });
});
