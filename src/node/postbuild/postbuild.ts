/**
 * Runs after `astro build`: files derived from the built site and its page data, then
 * precompression and the build stamp that `npm start` checks. Node only.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { writeBuildStamp } from '../../../server/buildStamp';
import { siteConfig } from '@/config/siteConfig';
import type { NavItem } from '@/model/navItem';
import { serviceWorkerSource } from './offline/serviceWorkerSource';
import { SEARCH_INDEX_URL } from '@/model/searchIndex';
import { getSiteProduct, SITE_PRODUCTS } from '@/products/products';
import { routesToBuild } from '../buildRoutes';
import { listExportedPages } from './exportedHtml';
import { checkLinks, checkTextLinks, formatBrokenLinks } from './linkCheck';
import {
  LLMS_FULL_TXT_URL,
  LLMS_TXT_URL,
  llmsFullTxt,
  llmsTxt,
  productLlmsFiles,
  type LlmsPage,
} from './llms/llmsTxt';
import { API_INDEX_URL } from '@/model/apiIndex';
import { NAV_TREE_URL, type NavTreeFile } from '@/model/navTreeFile';
import { apiIndexFile } from './llms/apiIndexFile';
import { writeMarkdownCopies } from './llms/writeMarkdownCopies';
import { precompressDirectory } from '../precompress';
import { loadSiteSource, type SiteSource } from '../generate/siteSource';
import { COMPRESSED_DIR, OUT_DIR } from '../paths';
import { writeSearchIndex } from './search/writeSearchIndex';
import { robotsTxt, sitemapRoutes, sitemapXml } from './seo/sitemap';
import { PAGE_DATA_FILE, readArticles, type ArticleData } from '../generate/allPageData';
import { HASHED_ASSETS_DIR } from '@/config/hashedAssets';

/** zh is recognised in URLs but not configured: /zh/<page> leads to the English page. */
export function languageRedirectHtml(to: string): string {
  const href = to.replace(/"/g, '&quot;');
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${href}</title><meta name="robots" content="noindex"><link rel="canonical" href="${href}"><meta http-equiv="refresh" content="0; url=${href}"></head><body><a href="${href}">${href}</a></body></html>\n`;
}

function writeLanguageRedirects(routes: string[]): number {
  for (const route of routes) {
    const file = path.join(OUT_DIR, 'zh', route, 'index.html');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, languageRedirectHtml(route));
  }
  return routes.length;
}

/** Names the build by what it ships: the hashed assets' names and the pages' data. */
function buildId(hashedAssets: readonly string[]): string {
  const hash = createHash('sha256');
  hashedAssets.forEach((file) => hash.update(`${file}\n`));
  hash.update(fs.readFileSync(PAGE_DATA_FILE));
  return hash.digest('hex').slice(0, 16);
}

function listHashedAssets(): string[] {
  const dir = path.join(OUT_DIR, HASHED_ASSETS_DIR);
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

/** The service worker precaches the shell: the home page, the 404 page and the fonts. */
function writeServiceWorker(id: string, hashedAssets: readonly string[]): void {
  const fonts = hashedAssets
    .filter((file) => file.endsWith('.woff2'))
    .map((file) => `/${HASHED_ASSETS_DIR}/${file}`);
  fs.writeFileSync(
    path.join(OUT_DIR, 'sw.js'),
    serviceWorkerSource(id, ['/', '/404.html', ...fonts], {
      networkFirstPaths: [SEARCH_INDEX_URL],
    }),
  );
}

/** Articles in navigation order (what llms.txt lists), pages missing from the navigation last. */
function inNavOrder(articles: readonly ArticleData[], source: SiteSource): ArticleData[] {
  const order = new Map<string, number>();
  const walk = (items: NavItem[]) =>
    items.forEach((item) => {
      if (!order.has(item.pathname)) order.set(item.pathname, order.size);
      if (item.children) walk(item.children);
    });
  source.products.forEach((product) => walk(source.nav(product.id)));
  return [...articles].sort(
    (a, b) => (order.get(a.route) ?? Infinity) - (order.get(b.route) ?? Infinity),
  );
}

/** Search index, Markdown copies, llms.txt, sitemap and robots.txt, from the exported page data. */
function writeDerivedFiles(source: SiteSource): string {
  const { index } = source;
  const articles = inNavOrder(readArticles(), source);
  const hidden = new Set(index.pages.filter((page) => page.hidden).map((page) => page.route));
  const search = writeSearchIndex(OUT_DIR, articles, hidden);
  const markdown = writeMarkdownCopies(OUT_DIR, articles, index, siteConfig.siteUrl);
  const listed = articles.filter(
    (page) => getSiteProduct(page.product.id)?.listed && !hidden.has(page.route),
  );
  const llmsPages: LlmsPage[] = listed.map((page) => ({
    route: page.route,
    productId: page.product.id,
    title: page.title,
    description: page.description,
  }));
  const llmsFiles = new Map([
    [LLMS_TXT_URL, llmsTxt(siteConfig.siteUrl, llmsPages)],
    ...productLlmsFiles(siteConfig.siteUrl, llmsPages),
    [
      LLMS_FULL_TXT_URL,
      llmsFullTxt(llmsPages, (page) => {
        const copy = markdown.typeScriptCopies.get(page.route);
        if (copy === undefined) throw new Error(`No Markdown copy of ${page.route}`);
        return copy;
      }),
    ],
  ]);
  for (const [url, text] of llmsFiles) {
    fs.mkdirSync(path.dirname(path.join(OUT_DIR, url)), { recursive: true });
    fs.writeFileSync(path.join(OUT_DIR, url), text);
  }
  const apiPages = articles.filter((page) => page.kind === 'api');
  fs.writeFileSync(path.join(OUT_DIR, API_INDEX_URL), JSON.stringify(apiIndexFile(apiPages)));
  const navTree: NavTreeFile = {
    version: 1,
    products: SITE_PRODUCTS.filter((product) => product.listed).map((product) => ({
      id: product.id,
      name: product.name,
      prefix: product.prefix,
      nav: source.nav(product.id),
    })),
  };
  fs.writeFileSync(path.join(OUT_DIR, NAV_TREE_URL), JSON.stringify(navTree));
  const exported = listExportedPages(OUT_DIR);
  const routes = sitemapRoutes(exported);
  fs.writeFileSync(path.join(OUT_DIR, 'sitemap.xml'), sitemapXml(siteConfig.siteUrl, routes));
  fs.writeFileSync(path.join(OUT_DIR, 'robots.txt'), robotsTxt(siteConfig.siteUrl));
  // A build of some pages only (BUILD_ROUTES) links to pages it did not build.
  const checked = routesToBuild() === null;
  const broken = checked
    ? [
        ...checkLinks(exported, OUT_DIR, siteConfig.siteUrl),
        ...checkTextLinks(llmsFiles, OUT_DIR, siteConfig.siteUrl),
      ]
    : [];
  if (broken.length) throw new Error(formatBrokenLinks(broken));
  return (
    `search index ${search.documents} documents (${search.bytes} B, gzip ${search.gzipBytes} B), ` +
    `${markdown.written} Markdown copies, ${llmsFiles.size} llms files (${listed.length} pages), sitemap of ${routes.length} pages, ` +
    `API index of ${apiPages.length} entries, ` +
    (checked
      ? `links of ${exported.length} HTML files checked`
      : `links not checked (BUILD_ROUTES: ${exported.length} HTML files)`)
  );
}

async function main() {
  const started = Date.now();
  if (!fs.existsSync(path.join(OUT_DIR, 'index.html')))
    throw new Error(`${OUT_DIR}/index.html is missing: astro build did not run.`);
  const source = loadSiteSource();
  const redirects = writeLanguageRedirects(['/', ...source.articleRoutes]);
  const hashedAssets = listHashedAssets();
  writeServiceWorker(buildId(hashedAssets), hashedAssets);
  const derivedStarted = Date.now();
  console.log(`postbuild: ${writeDerivedFiles(source)}`);
  const compressStarted = Date.now();
  // The test-only variant build skips it: its tests do not need it, and it is the slowest step.
  const compressed =
    process.env.SKIP_PRECOMPRESS === '1'
      ? null
      : await precompressDirectory(OUT_DIR, { cacheDir: COMPRESSED_DIR });
  const compressMs = Date.now() - compressStarted;
  await writeBuildStamp(OUT_DIR);
  console.log(
    `postbuild: ${redirects} language redirects, ` +
      (compressed
        ? `${compressed.files} files precompressed (${compressed.rawBytes} → br ${compressed.brotliBytes} B)`
        : 'precompression skipped (SKIP_PRECOMPRESS=1)') +
      ` in ${Date.now() - started} ms (redirects and service worker ${derivedStarted - started} ms, ` +
      `derived files and link check ${compressStarted - derivedStarted} ms, precompression ` +
      `${compressMs} ms)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
