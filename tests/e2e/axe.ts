import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The WCAG 2.1 A and AA rules every browser test checks against. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** axe's best-practice rules (landmarks, headings, unique names…), checked on every page type. */
export const BEST_PRACTICE_TAG = 'best-practice';

export interface ViolationOptions {
  /** CSS selector of the regions to check (every match); the whole page when left out. */
  include?: string;
  /** CSS selector of regions axe skips (every match), e.g. third-party markup the page can't change. */
  exclude?: string;
  /** Also axe's best-practice rules, not only WCAG's. */
  bestPractice?: boolean;
  /** Only these rules (by id) instead of the tagged sets, e.g. the colour rules after a mode switch. */
  rules?: string[];
}

/** The WCAG rules whose outcome depends on colours: all a colour-mode switch can change. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Runs axe on the page and returns one readable line per violated rule (empty when clean). */
export async function violations(page: Page, options: ViolationOptions = {}): Promise<string[]> {
  // Only violations are read: axe then keeps one node per passing or incomplete rule instead of a
  // selector and snippet for every element it checked (axe-core's documented `resultTypes`).
  // `options()` replaces the whole run options, so it comes before the rules are chosen.
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  builder = options.rules
    ? builder.withRules(options.rules)
    : builder.withTags(options.bestPractice ? [...WCAG_TAGS, BEST_PRACTICE_TAG] : WCAG_TAGS);
  if (options.include) builder = builder.include(options.include);
  if (options.exclude) builder = builder.exclude(options.exclude);
  const results = await builder.analyze();
  if (!results.toolOptions.runOnly) throw new Error('axe ran every rule: the rule choice was lost');
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
}
