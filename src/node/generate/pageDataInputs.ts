/**
 * What a route's page data (./buildPageData.ts) is made from, as the cache key of build-cache/page-data.json
 * (./writeSitePages.ts): the inputs every route shares (the page-data code, the site index without
 * the pages' bodies, the API data, bundle sizes, site configuration) and the route's own (its page
 * entry with its body, its blocks' types on hover, its file's last commit date, its demos'
 * previews). A page is rebuilt when any of them changes; one whose inputs are unchanged is read
 * back. The site source a route is built from (`routeSource`) holds only what its key covers:
 * reading another page's body throws rather than going stale.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { ROOT_DIR } from '../paths';
import type { PageHovers } from './codeBlocks/codeBlocksCache';
import { demoPreviewFile } from './demoPreview';
import { siteSource, type SiteSource } from './siteSource';
import type { SiteIndex, SitePage } from './siteIndexTypes';

/** What every route's data reads besides its own entry. */
export interface SharedInputs {
  /** Hash of the page-data code (./codeFingerprint), the lock file, tsconfig and Node's version. */
  code: string;
  /** Hash of the site index without the pages' bodies (`indexWithoutBodies`). */
  index: string;
  /** Hash of the API data file pages read (src/node/generate/api/apiDocs.ts). */
  apiDocs: string;
  /** Hash of the bundle-size cache (src/node/generate/bundleSize/). */
  bundleSizes: string;
  /** The site configuration (`PUBLIC_*` variables): edit links and canonical addresses. */
  siteConfig: string;
}

/** What one route's data reads of its own. */
export interface RouteInputs {
  route: string;
  productId: string;
  /** Its Markdown page, body included; null for an API, full-page or redirect route. */
  page: SitePage | null;
  /** Its blocks' types on hover (build-cache/code-blocks.json). */
  hovers: PageHovers | null;
  /** When its Markdown file was last committed. */
  lastUpdated: string | null;
  /** Its demos' preview files (`Foo.tsx.preview`) by demo file: their text, null where none. */
  previews: Record<string, string | null>;
}

export function sha256(...parts: (string | Buffer)[]): string {
  const hash = crypto.createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

/** The key a route's page data is cached under. */
export function pageDataKey(shared: SharedInputs, own: RouteInputs): string {
  return sha256(JSON.stringify(shared), JSON.stringify(own));
}

/** The page's body: what a route reads of its own page only. */
const BODY_FIELDS = ['markdown', 'markdownLine', 'segments'] as const;

type PageWithoutBody = Omit<SitePage, (typeof BODY_FIELDS)[number]>;

function withoutBody(page: SitePage): PageWithoutBody {
  const { markdown: _markdown, markdownLine: _line, segments: _segments, ...rest } = page;
  return rest;
}

/** The index as every route sees it: the pages' titles, components and files, not their bodies. */
export function indexWithoutBodies(index: SiteIndex): Omit<SiteIndex, 'pages'> & {
  pages: PageWithoutBody[];
} {
  return { ...index, pages: index.pages.map(withoutBody) };
}

/**
 * The site source a route is built from: the index without the pages' bodies, except the route's
 * own page. Reading another page's body throws, naming both pages: that page data would then
 * depend on something its key does not cover.
 */
export function routeSource(index: SiteIndex, route: string): SiteSource {
  const pages = index.pages.map((page): SitePage => {
    if (page.route === route) return page;
    const guarded = withoutBody(page) as SitePage;
    for (const field of BODY_FIELDS) {
      Object.defineProperty(guarded, field, {
        enumerable: false,
        get() {
          throw new Error(
            `The page data of ${route} read the ${field} of ${page.route}, which its cache key ` +
              'does not cover (src/node/generate/pageDataInputs.ts).',
          );
        },
      });
    }
    return guarded;
  });
  return siteSource({ ...index, pages });
}

function readOrNull(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** A route's own inputs. `hoversOf` and `lastUpdatedOf` take the page's file. */
export function routeInputs(
  source: SiteSource,
  { route, productId }: { route: string; productId: string },
  {
    hoversOf,
    lastUpdatedOf,
    rootDir = ROOT_DIR,
  }: {
    hoversOf: (file: string) => PageHovers | null;
    lastUpdatedOf: (file: string) => string | null;
    rootDir?: string;
  },
): RouteInputs {
  const page = source.page(route) ?? null;
  const previews: Record<string, string | null> = {};
  for (const segment of page?.segments ?? []) {
    if (segment.kind !== 'demo') continue;
    const demo = source.demo(segment.id);
    if (demo) previews[demo.file] = readOrNull(demoPreviewFile(path.resolve(rootDir, demo.file)));
  }
  return {
    route,
    productId,
    page,
    hovers: page ? hoversOf(page.file) : null,
    lastUpdated: page ? lastUpdatedOf(page.file) : null,
    previews,
  };
}

/** Hash of the files a directory holds (recursively), by name; '' when it does not exist. */
export function directoryHash(dir: string): string {
  if (!fs.existsSync(dir)) return '';
  const files = fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((entry) => fs.statSync(path.join(dir, entry)).isFile())
    .sort();
  return sha256(...files.flatMap((file) => [file, fs.readFileSync(path.join(dir, file))]));
}

/**
 * The project's source files `entry` runs (its static and dynamic imports, followed by esbuild as
 * the build would), relative to `rootDir`, sorted; packages are left to the lock file.
 */
export async function moduleGraph(entry: string, rootDir = ROOT_DIR): Promise<string[]> {
  const result = await build({
    entryPoints: [entry],
    absWorkingDir: rootDir,
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'silent',
    outdir: path.join(rootDir, 'build-cache', 'module-graph'),
  });
  return Object.keys(result.metafile.inputs)
    .map((input) => path.relative(rootDir, path.resolve(rootDir, input)))
    .sort();
}

/** Hash of the code that makes page data: its module graph, the lock file, tsconfig, Node. */
export async function codeFingerprint(entry: string, rootDir = ROOT_DIR): Promise<string> {
  const files = [...(await moduleGraph(entry, rootDir)), 'package-lock.json', 'tsconfig.json'];
  return sha256(
    process.version,
    ...files.flatMap((file) => [file, readOrNull(path.join(rootDir, file)) ?? '']),
  );
}
