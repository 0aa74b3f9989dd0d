/**
 * What the MCP server reads from the built site, once and on first use: the search index (with the
 * site's own ranking), the API index, the navigation tree and the list of llms files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { API_INDEX_URL, type ApiIndexFile } from '../../src/model/apiIndex';
import { NAV_TREE_URL, type NavTreeFile } from '../../src/model/navTreeFile';
import { createSearchEngine, type SearchEngine } from '../../src/model/searchEngine';
import { expandIndex, SEARCH_INDEX_URL, type SearchIndexFile } from '../../src/model/searchIndex';

export interface SiteData {
  root: string;
  search: SearchEngine;
  api: ApiIndexFile;
  nav: NavTreeFile;
  /** Site URLs of the llms files (`/llms.txt`, `/llms-full.txt`, `/material-ui/llms.txt`, …). */
  llmsFiles: string[];
  /** Every page route with a Markdown copy, in navigation order where listed. */
  pages: { route: string; title: string; product: string }[];
}

function readJson<T>(root: string, url: string): T {
  const file = path.join(root, url);
  if (!fs.existsSync(file))
    throw new Error(`The built site has no ${url}; run \`npm run build\` first.`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

function findLlmsFiles(root: string, nav: NavTreeFile): string[] {
  return ['/llms.txt', '/llms-full.txt', ...nav.products.map((p) => `${p.prefix}llms.txt`)].filter(
    (url) => fs.existsSync(path.join(root, url)),
  );
}

export function loadSiteData(root: string): SiteData {
  const index = readJson<SearchIndexFile>(root, SEARCH_INDEX_URL);
  const nav = readJson<NavTreeFile>(root, NAV_TREE_URL);
  return {
    root,
    search: createSearchEngine(expandIndex(index)),
    api: readJson<ApiIndexFile>(root, API_INDEX_URL),
    nav,
    llmsFiles: findLlmsFiles(root, nav),
    pages: index.pages.map(([product, title, route]) => ({ route, title, product })),
  };
}

/** Loads on first use, so a server whose site lacks these files still serves everything else. */
export function lazySiteData(root: string): () => SiteData {
  let data: SiteData | undefined;
  return () => (data ??= loadSiteData(path.resolve(root)));
}
