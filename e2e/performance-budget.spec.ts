import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { LOADING, PHONE, ROUTES } from './every-route';

/**
 * Layout shift and main-thread budget of every route of client/app/routes.ts (read from the source,
 * so new screens are covered without editing this file), loaded as a new visitor on a phone-sized
 * window against the demo season.
 *
 * - Layout shift: the sum of every `layout-shift` entry not caused by input, from navigation until
 *   no loading state is left and the page has been quiet (no request) for a while. Lighthouse's CLS is the worst 5-second
 *   window of the same entries, so this sum is never below it. Budget 0.02, as the target.
 * - Main thread: the total blocking time seen in the page, the part of each long task (a
 *   `longtask` entry, over 50 ms) beyond 50 ms, summed, with the CPU slowed 4x through the DevTools
 *   protocol (`Emulation.setCPUThrottlingRate`), as Lighthouse's mobile preset does. Lighthouse's
 *   budget is 200 ms; this one is 150 ms, so a shared machine's noise does not take a route past 200.
 * Every load starts cold (browser cache and the origin's storage cleared), as Lighthouse's do. Each
 * route is judged on the median of three loads, so one slow load on a shared machine does not fail
 * the test; when the first two loads agree (both within both budgets, or both past the same one) the
 * third cannot change the median's verdict and is not made.
 */
const CLS_BUDGET = 0.02;
const TBT_BUDGET_MS = 150;
const CPU_SLOWDOWN = 4;
const LOADS = 3;
const QUIET_MS = 1_000;

interface Measured {
  cls: number;
  tbt: number;
  shifts: string[];
}

declare global {
  interface Window {
    __budget: Measured;
  }
}

/** Installed before any page script: records shifts (with what moved) and long tasks. */
function observe() {
  window.__budget = { cls: 0, tbt: 0, shifts: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      window.__budget.cls += entry.value;
      const moved = (entry.sources ?? []).map((s) => {
        const el = s.node instanceof Element ? s.node : s.node?.parentElement;
        return el ? `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}` : '?';
      });
      window.__budget.shifts.push(
        `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join(' | ')}`,
      );
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__budget.tbt += Math.max(0, entry.duration - 50);
  }).observe({ type: 'longtask', buffered: true });
}

/** One cold load of the route: cache and storage cleared first, figures read once it is quiet. */
async function measure(page: Page, cdp: CDPSession, route: string): Promise<Measured> {
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', {
    origin: new URL(page.url()).origin,
    storageTypes: 'all',
  });
  await page.goto(route);
  await expect(page.locator('main h1')).toBeVisible();
  // Chromium's network-idle signal can come while a slow read is still pending (the price
  // predictions take seconds on a busy machine), so the content's arrival, when most shifts
  // happen, is awaited first.
  await expect(page.locator(LOADING)).toHaveCount(0, { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(QUIET_MS);
  return page.evaluate(() => window.__budget);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
/**
 * Whether two loads already settle the median of three: a budget the two agree on (both within or
 * both past it) is settled whatever the third shows, and one both are past fails the route alone.
 */
function settled(a: Measured, b: Measured, tbtBudget: number): boolean {
  const agree = (x: boolean, y: boolean) => x === y;
  const clsWithin = [a, b].map((l) => l.cls <= CLS_BUDGET) as [boolean, boolean];
  const tbtWithin = [a, b].map((l) => l.tbt <= tbtBudget) as [boolean, boolean];
  const bothPast = (w: [boolean, boolean]) => !w[0] && !w[1];
  return (agree(...clsWithin) && agree(...tbtWithin)) || bothPast(clsWithin) || bothPast(tbtWithin);
}

/**
 * Up to `LOADS` cold loads of the route (`cpuSlowdown` 1 leaves the CPU as it is): each one's
 * figures, their medians, and a readable account for a failure. After two settled loads the
 * higher of the two stands for the median: it is on the same side of each budget as the median of
 * three would be.
 */
async function measureLoads(page: Page, route: string, cpuSlowdown: number, tbtBudget = Infinity) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.addInitScript(observe);
  // A page of the origin first, so its storage can be cleared before the first measured load.
  await page.goto('/api/status');
  const loads: Measured[] = [];
  for (let i = 0; i < LOADS; i += 1) {
    loads.push(await measure(page, cdp, route));
    const [a, b] = loads;
    if (loads.length === 2 && a && b && settled(a, b, tbtBudget)) break;
  }
  const detail = loads.map(
    (l, i) =>
      `load ${i + 1}: CLS ${l.cls.toFixed(4)}, blocking ${Math.round(l.tbt)} ms\n  ${l.shifts.join('\n  ')}`,
  );
  return {
    cls: median(loads.map((l) => l.cls)),
    tbt: median(loads.map((l) => l.tbt)),
    detail: detail.join('\n'),
  };
}

test.describe('speed budget: layout shift and main thread', () => {
  test.use({ viewport: PHONE });

  for (const route of ROUTES) {
    test(`${route} stays within CLS ${CLS_BUDGET} and blocking time ${TBT_BUDGET_MS} ms`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const { cls, tbt, detail } = await measureLoads(page, route, CPU_SLOWDOWN, TBT_BUDGET_MS);
      test.info().annotations.push({
        type: 'measured',
        description: `CLS ${cls.toFixed(4)}, blocking ${Math.round(tbt)} ms`,
      });
      expect(cls, `median layout shift of ${route}\n${detail}`).toBeLessThanOrEqual(CLS_BUDGET);
      expect(tbt, `median blocking time of ${route}\n${detail}`).toBeLessThanOrEqual(TBT_BUDGET_MS);
    });
  }
});

/*
 * Text wraps differently on other widths, so the status line and the screens' headers change height
 * with the window: the same layout shift budget on a narrow phone and a laptop, for screens of each
 * kind (the status line sits above every screen).
 */
const OTHER_WINDOWS = [
  { name: 'narrow phone', viewport: { width: 360, height: 740 } },
  { name: 'laptop', viewport: { width: 1024, height: 768 } },
];
const SAMPLE_ROUTES = ['/', '/transfers', '/price-tracker', '/openfpl-projections'];

test.describe('speed budget: layout shift on other windows', () => {
  for (const { name, viewport } of OTHER_WINDOWS) {
    test.describe(name, () => {
      test.use({ viewport });
      for (const route of SAMPLE_ROUTES) {
        test(`${route} stays within CLS ${CLS_BUDGET}`, async ({ page }) => {
          test.setTimeout(180_000);
          const { cls, detail } = await measureLoads(page, route, 1);
          expect(cls, `median layout shift of ${route}\n${detail}`).toBeLessThanOrEqual(CLS_BUDGET);
        });
      }
    });
  }
});
