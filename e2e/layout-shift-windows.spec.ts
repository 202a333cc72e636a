import { expect, test } from '@playwright/test';
import { CLS_BUDGET, measureLoads } from './speed-measure';

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
