import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

/** axe-core's own script, as its package ships it for browsers. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.2 AA, the rules issue 13 holds every screen to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Which of axe's rules run: those of some tags, or the rules named. */
type AxeRules = { tags: string[] } | { rules: string[] };

/**
 * The serious and critical violations axe finds on the page as it is now, each as its rule, impact,
 * help and up to six of the elements it names. `parts` narrows the page to some of its parts or
 * leaves some out (CSS selectors).
 *
 * axe's script goes into the page once per page load, and the page answers the violations only:
 * @axe-core/playwright's AxeBuilder put the script in again for every run and answered every node of
 * every result (passes too), which made each run two to three times as long as axe's own (a screen
 * of the accessibility tour is checked eight times per load).
 */
export async function seriousViolations(
  page: Page,
  checked: AxeRules,
  parts: { include?: string[]; exclude?: string[] } = {},
): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // axe's context and options (its ContextObject and RunOptions), as plain values sent to the page.
  const exclude = parts.exclude ?? [];
  const context = parts.include ? { include: parts.include, exclude } : { exclude };
  const options = {
    runOnly:
      'tags' in checked ? { type: 'tag', values: checked.tags } : { type: 'rule', values: checked.rules },
    resultTypes: ['violations'],
  };
  return page.evaluate(
    async ({ context, options }) => {
      const { axe } = window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } };
      const results = await axe.run(context, options);
      return results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id} (${violation.impact}) ${violation.help}: ${violation.nodes
              .slice(0, 6)
              .map((node) => node.target.join(' '))
              .join(', ')}`,
        );
    },
    { context, options },
  );
}
