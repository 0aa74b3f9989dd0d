/**
 * Byte weights of a page: HTML and stylesheets from the static export; JavaScript as a browser
 * fetches it at load and as the visitor reaches for the demos in view (scripts/firstLoad.ts, the definition the budgets test uses).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { measureBrowserFirstLoad } from '../scripts/firstLoad';
import { measureFirstLoad, weigh, type Weight } from '../src/node/exportWeight';
import type { BenchPage, PageType } from './pages';

export type { Weight };

export interface PageBytes {
  type: PageType;
  route: string;
  /** Script files fetched from load to network idle (first-load JS). */
  scripts: number;
  js: Weight;
  html: Weight;
  css: Weight;
  /** HTML + CSS + JS. */
  total: Weight;
}

export function sumWeights(...weights: Weight[]): Weight {
  return weights.reduce<Weight>(
    (total, weight) => ({
      raw: total.raw + weight.raw,
      gzip: total.gzip + weight.gzip,
      brotli: total.brotli + weight.brotli,
    }),
    { raw: 0, gzip: 0, brotli: 0 },
  );
}

function pageBytes(
  page: BenchPage,
  scripts: readonly string[],
  weights: { js: Weight; html: Weight; css: Weight },
): PageBytes {
  const { js, html, css } = weights;
  return {
    type: page.type,
    route: page.route,
    scripts: scripts.length,
    js,
    html,
    css,
    total: sumWeights(js, html, css),
  };
}

/** Static weights only: the script-free copy (no JavaScript at all) is measured this way. */
export function measureStaticBytes(outDir: string, pages: readonly BenchPage[]): PageBytes[] {
  return pages.map((page) => {
    const { scripts, ...weights } = measureFirstLoad(outDir, page.route);
    return pageBytes(page, scripts, weights);
  });
}

/** HTML and CSS from the export, JavaScript as the browser fetched it from the running site. */
export async function measurePageBytes(
  browser: Browser,
  baseUrl: string,
  outDir: string,
  pages: readonly BenchPage[],
): Promise<PageBytes[]> {
  const results: PageBytes[] = [];
  for (const page of pages) {
    const { html, css } = measureFirstLoad(outDir, page.route);
    const { scripts, js } = await measureBrowserFirstLoad(browser, baseUrl + page.route);
    results.push(pageBytes(page, scripts, { js, html, css }));
  }
  return results;
}

export function measureFile(file: string): Weight {
  return weigh([fs.readFileSync(file)]);
}

/** Number of `index.html` files in the export (pages, including the /zh/ redirect pages). */
export function countPages(outDir: string): { all: number; withoutLanguageRedirects: number } {
  const files = fs
    .readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry) => path.relative(outDir, entry.parentPath));
  return {
    all: files.length,
    withoutLanguageRedirects: files.filter((dir) => dir !== 'zh' && !dir.startsWith('zh/')).length,
  };
}
