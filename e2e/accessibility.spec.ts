import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import { LOADING, PHONE, ROUTES } from './every-route';

/**
 * axe-core's WCAG 2 A and AA rules (the engine behind Lighthouse's accessibility score: colour
 * contrast, names of controls, definition lists, heading order, ...) on every route of
 * client/app/routes.ts, on a phone-sized window against the demo season, once the screen has its
 * data. A violation fails with the rule, what it means and the elements it found.
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

test.describe('accessibility: axe-core WCAG 2 A/AA on every route', () => {
  // The app's CSP forbids inline scripts; axe is injected as one, by the test only.
  test.use({ viewport: PHONE, bypassCSP: true });

  for (const route of ROUTES) {
    test(`${route} has no axe violations`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto(route);
      await expect(page.locator('main h1')).toBeVisible();
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
    });
  }
});
