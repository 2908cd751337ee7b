// WCAG 2.2 A/AA as axe-core measures it: the one way the e2e audits a page, so every spec that
// checks its screens checks them by the same rules.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe's violations on the page as it is now. */
export async function axeViolations(page: Page) {
  // axe places sticky elements (the navbar) where they first sat, so on a scrolled page it counts
  // the controls that slid under them as obscured targets (axe-core issue 3720): audit from the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  // Only the violations come back: the passes' details double axe's time on a big page.
  // options() replaces every option, so it comes before withTags (which sets runOnly).
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .analyze();
  return results.violations;
}

/** The violations as one line each (rule: targets), for `expect(...).toEqual([])`. */
export async function wcagViolations(page: Page): Promise<string[]> {
  return (await axeViolations(page)).map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
