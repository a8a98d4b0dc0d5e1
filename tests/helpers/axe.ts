import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rules the site is held to: WCAG 2.2 AA. */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe's violations on the page (or within `include`), one line each: the rule and where. Only violations are
 * detailed (`resultTypes`): axe still runs every rule, and skips detailing the passes, about a sixth faster.
 * (`options` replaces what `withTags` set, so it comes first.)
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(WCAG);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
