import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
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
  /** Rules not run here, each with the reason (a library's own markup the page cannot change). */
  rulesOff?: Readonly<Record<string, string>>;
}

/** The WCAG rules whose outcome depends on colours: all a colour-mode switch can change. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** `rulesOff` for a run of every rule but the colour ones (those run where ./colourChecks.ts says). */
export const COLOUR_RULES_OFF: Readonly<Record<string, string>> = Object.fromEntries(
  COLOUR_RULES.map((rule) => [rule, 'run on the text no check of this run has seen yet']),
);

/**
 * The token spans of highlighted code: a third to a half of the text axe's colour rule measures on
 * a page, all in colours made readable at build time and checked in both modes, in every built
 * file, by tests/e2e/codeColours.e2e.ts. The page walks leave them out; the blocks themselves
 * (scrolling, focus, names) are still checked.
 */
export const CODE_TOKENS = 'pre.shiki span';

/*
 * axe-core is pinned at 4.10.3, the rules every page has passed. 4.14.1 (tried on 2026-11-27) also
 * runs label-content-name-mismatch, no longer experimental, which fails demos whose visible text is
 * not in their name (an avatar button named "Account settings" showing "NK", Badge's hidden "0",
 * the grid toolbar's filter button): those demos are to be fixed before the upgrade.
 */
const AXE_SOURCE = fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * axe-core itself, put into every frame of the page once (a walk runs it twice per page: light,
 * then the colour rules in dark). @axe-core/playwright injected it again on every run and, outside
 * its legacy mode, merged the frames' results in a new blank page: 2–3 times as long on our pages
 * (grid filtering: 6.5 + 2.7 s against 3.4 + 2.0 s, Material button 5.3 + 4.7 s against
 * 3.1 + 2.1 s, same violations), for what fits in these few lines.
 */
async function injectAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    if (frame.isDetached()) continue;
    const present = await frame.evaluate(() => 'axe' in window);
    if (!present) await frame.evaluate(AXE_SOURCE);
  }
}

/** Runs axe on the page and returns one readable line per violated rule (empty when clean). */
export async function violations(page: Page, options: ViolationOptions = {}): Promise<string[]> {
  await injectAxe(page);
  const runOptions: RunOptions = {
    runOnly: options.rules
      ? { type: 'rule', values: options.rules }
      : {
          type: 'tag',
          values: options.bestPractice ? [...WCAG_TAGS, BEST_PRACTICE_TAG] : WCAG_TAGS,
        },
    // Only violations are read: axe then keeps one node per passing or incomplete rule instead of
    // a selector and snippet for every element it checked.
    resultTypes: ['violations'],
    rules: Object.fromEntries(
      Object.keys(options.rulesOff ?? {}).map((rule) => [rule, { enabled: false }]),
    ),
  };
  const context = {
    include: options.include ? [options.include] : [':root'],
    exclude: options.exclude ? [options.exclude] : [],
  };
  const results = await page.evaluate(
    ([context, runOptions]) =>
      (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe.run(
        context,
        runOptions,
      ),
    [context, runOptions] as const,
  );
  if (!results.toolOptions.runOnly) throw new Error('axe ran every rule: the rule choice was lost');
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
}
