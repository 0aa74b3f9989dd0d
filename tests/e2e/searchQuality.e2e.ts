/**
 * Search quality as a visitor meets it: each query of tests/support/searchQueries.ts typed into the
 * search dialog on its page; the first option must be the page a developer wanted for at least
 * 92 % of them, and one of the first five for at least 98 %.
 */
import { describe, expect, it } from 'vitest';
import { SEARCH_QUERIES, type SearchQuery } from '../support/searchQueries';
import { browserForTests, newContext, waitForHydration } from './browser';

const browser = browserForTests();

const FIRST_SHARE = 0.92;
const TOP_FIVE_SHARE = 0.98;

interface Outcome {
  query: SearchQuery;
  /** Where the wanted page is among the options, -1 when not in the first five. */
  position: number;
  firstUrls: string[];
}

const wanted = (query: SearchQuery, url: string | null) =>
  url === query.expect || Boolean(url?.startsWith(`${query.expect}#`));

describe('search quality', () => {
  it(
    `finds the wanted page first for ${FIRST_SHARE * 100} % of ${SEARCH_QUERIES.length} queries`,
    { timeout: 180_000 },
    async () => {
      expect(SEARCH_QUERIES.length).toBeGreaterThanOrEqual(60);
      const outcomes: Outcome[] = [];
      const byRoute = new Map<string, SearchQuery[]>();
      for (const query of SEARCH_QUERIES)
        byRoute.set(query.from, [...(byRoute.get(query.from) ?? []), query]);
      const context = await newContext(browser);
      for (const [route, queries] of byRoute) {
        const page = await context.newPage();
        await page.goto(route);
        await waitForHydration(page);
        await page.keyboard.press('Control+k');
        const input = page.getByTestId('search-input');
        await input.waitFor();
        for (const query of queries) {
          await input.fill(query.query);
          // data-query says which query the shown answer is for.
          await page.locator(`[data-query="${query.query}"]`).waitFor();
          const urls = await page
            .locator('[data-testid="search-results"] [role="option"]')
            .evaluateAll((options) =>
              options.slice(0, 5).map((option) => option.getAttribute('data-url')),
            );
          outcomes.push({
            query,
            position: urls.findIndex((url) => wanted(query, url)),
            firstUrls: urls.filter((url): url is string => url !== null).slice(0, 3),
          });
        }
        await page.close();
      }
      await context.close();

      const misses = outcomes
        .filter((outcome) => outcome.position !== 0)
        .map(
          ({ query, position, firstUrls }) =>
            `"${query.query}" on ${query.from}: wanted ${query.expect} at ${position}, got ${firstUrls.join(' ')}`,
        );
      const first = outcomes.filter((outcome) => outcome.position === 0).length;
      const topFive = outcomes.filter((outcome) => outcome.position >= 0).length;
      console.info(
        `search quality: first ${first}/${outcomes.length}, top five ${topFive}`,
        misses,
      );
      expect(outcomes).toHaveLength(SEARCH_QUERIES.length);
      expect(first / outcomes.length, misses.join('\n')).toBeGreaterThanOrEqual(FIRST_SHARE);
      expect(topFive / outcomes.length, misses.join('\n')).toBeGreaterThanOrEqual(TOP_FIVE_SHARE);
    },
  );
});
