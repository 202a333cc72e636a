import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import { LOADING, PHONE, ROUTE_HEADINGS, ROUTES, watchErrors } from './every-route';

const HEADINGS = new Map(ROUTE_HEADINGS);

/**
 * Every route of client/app/routes.ts loaded once on a phone-sized window against the demo season:
 * its screen's heading and the page title (from client/test/route-headings.json where it names the
 * route), no not-found screen, no console error; then, once the screen has its data, axe-core's
 * WCAG 2 A and AA rules (the engine behind Lighthouse's accessibility score: colour contrast,
 * names of controls, definition lists, heading order, ...). A violation fails with the rule, what
 * it means and the elements it found.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

declare global {
  interface Window {
    axe: { run(context: Document, options: unknown): Promise<{ violations: Violation[] }> };
  }
}

test.describe('every route: heading, console and axe-core WCAG 2 A/AA', () => {
  // The app's CSP forbids inline scripts; axe is injected as one, by the test only.
  test.use({ viewport: PHONE, bypassCSP: true });

  for (const route of ROUTES) {
    const title = HEADINGS.get(route);
    test(`${route} shows ${title ?? 'its screen'} with no console error or axe violation`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const errors = watchErrors(page);
      await page.goto(route);
      await expect(page.locator('main h1')).toBeVisible();
      if (title) {
        await expect(page.locator('main h1')).toContainText(title);
        await expect(page).toHaveTitle(`${title} · FPL Analytics`);
      }
      await expect(page.getByText('404 Page Not Found')).toHaveCount(0);
      await expect(page.locator(LOADING)).toHaveCount(0, { timeout: 60_000 });
      await page.addScriptTag({ content: axeSource });
      const violations = await page.evaluate(
        async (tags) =>
          (await window.axe.run(document, { runOnly: { type: 'tag', values: tags } })).violations,
        TAGS,
      );
      const words = violations.map(
        (v) =>
          `${v.id}: ${v.help}\n${v.nodes
            .slice(0, 5)
            .map((n) => `  ${n.target.join(' ')}: ${n.failureSummary ?? ''}`)
            .join('\n')}`,
      );
      expect(words, `axe violations on ${route}`).toEqual([]);
      expect(errors, `console errors on ${route}`).toEqual([]);
    });
  }
});
