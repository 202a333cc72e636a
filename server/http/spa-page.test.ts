import { afterEach, describe, expect, it } from 'vitest';
import { makeTempDir, writeFiles } from '../fpl/test-support/temp-dir';
import { readPageTemplate, renderPage, statusWithin, type PageTemplate } from './spa-page';

const HTML = '<!doctype html><html><head><title>FPL</title></head><body><div id="root"></div></body></html>';
const TEMPLATE: PageTemplate = {
  html: HTML,
  preloads: {
    shell: ['/assets/Status-1.js'],
    routes: { '/fixtures': ['/assets/Fixtures-2.js', '/assets/table-3.js'], '/': ['/assets/Live-4.js'] },
  },
};
const preloaded = (page: string) =>
  [...page.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
const embedded = (page: string) =>
  /<script type="application\/json" id="initial-status">(.*?)<\/script>/s.exec(page)?.[1];

describe('the page a screen starts from', () => {
  it("names the shell's and the route's chunks in the head, the route's own only on its path", () => {
    const page = renderPage(TEMPLATE, '/fixtures');
    expect(preloaded(page)).toEqual(['/assets/Status-1.js', '/assets/Fixtures-2.js', '/assets/table-3.js']);
    expect(page.indexOf('modulepreload')).toBeLessThan(page.indexOf('</head>'));
    expect(preloaded(renderPage(TEMPLATE, '/'))).toEqual(['/assets/Status-1.js', '/assets/Live-4.js']);
    // Not a route: the 404 screen loads the shell only. Nor is a name of the object's prototype.
    expect(preloaded(renderPage(TEMPLATE, '/no-such-screen'))).toEqual(['/assets/Status-1.js']);
    expect(preloaded(renderPage(TEMPLATE, '/constructor'))).toEqual(['/assets/Status-1.js']);
  });

  it('embeds the status answer so that it reads back as the same JSON, even with </script> in a text', () => {
    const status = JSON.stringify({
      upstreamError: 'got </script><script>alert(1)</script> back',
      stale: true,
    });
    const page = renderPage(TEMPLATE, '/', status);
    expect(page).not.toContain('</script><script>');
    expect(JSON.parse(embedded(page) ?? 'null')).toEqual(JSON.parse(status));
    expect(embedded(renderPage(TEMPLATE, '/'))).toBeUndefined();
  });

  it('leaves a template without a head as it is', () => {
    const bare = { ...TEMPLATE, html: '<div id="root"></div>' };
    expect(renderPage(bare, '/fixtures', '{}')).toBe('<div id="root"></div>');
  });
});

describe('reading the build', () => {
  const dirs: (() => Promise<void>)[] = [];
  afterEach(async () => Promise.all(dirs.splice(0).map((cleanup) => cleanup())));
  const build = async (files: Record<string, unknown>) => {
    const { dir, cleanup } = await makeTempDir('page');
    dirs.push(cleanup);
    await writeFiles(dir, files);
    return dir;
  };

  it('reads index.html and the preload list the build wrote', async () => {
    const dir = await build({ 'index.html': HTML, '.vite/page-preloads.json': TEMPLATE.preloads });
    expect(await readPageTemplate(dir)).toEqual(TEMPLATE);
  });

  it('serves the plain page for a build without a preload list, and refuses a list of another shape', async () => {
    expect(await readPageTemplate(await build({ 'index.html': HTML }))).toEqual({
      html: HTML,
      preloads: { shell: [], routes: {} },
    });
    const odd = await build({ 'index.html': HTML, '.vite/page-preloads.json': { shell: '/a.js' } });
    await expect(readPageTemplate(odd)).rejects.toThrow('.vite/page-preloads.json is not a preload list');
  });
});

describe('waiting for the status answer', () => {
  it('takes an answer that is ready, at once or within the wait', async () => {
    expect(await statusWithin(() => '{"a":1}', 50)).toBe('{"a":1}');
    const soon = () => new Promise<string>((resolve) => setTimeout(() => resolve('{"b":2}'), 5));
    expect(await statusWithin(soon, 1_000)).toBe('{"b":2}');
  });

  it('gives up after the wait, and on an answer that fails', async () => {
    const never = () => new Promise<string>(() => undefined);
    const started = performance.now();
    expect(await statusWithin(never, 30)).toBeUndefined();
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
    expect(await statusWithin(() => Promise.reject(new Error('down')), 1_000)).toBeUndefined();
    expect(
      await statusWithin(() => {
        throw new Error('sync');
      }, 1_000),
    ).toBeUndefined();
  });
});
