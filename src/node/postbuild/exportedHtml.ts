/**
 * The exported HTML pages as the build wrote them, read with regular expressions (the markup is our
 * own): what the sitemap, the link check and the SEO tests look at. Node only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isHashedAssetPath } from '@/config/hashedAssets';
import { decodeEntities } from './search/searchDocuments';

export interface ExportedPage {
  /** `/material-ui/react-button/`; `/404.html` for the not-found page. */
  route: string;
  file: string;
  html: string;
}

/** Every HTML file of the built site, except any among the hashed assets. */
export function listExportedPages(outDir: string): ExportedPage[] {
  const pages: ExportedPage[] = [];
  for (const entry of fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
    const relative = entry.replace(/\\/g, '/');
    if (!relative.endsWith('.html') || isHashedAssetPath(relative)) continue;
    const route = relative.endsWith('index.html')
      ? `/${relative.slice(0, -'index.html'.length)}`
      : `/${relative}`;
    const file = path.join(outDir, entry);
    pages.push({ route, file, html: fs.readFileSync(file, 'utf8') });
  }
  return pages.sort((a, b) => a.route.localeCompare(b.route));
}

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match ? decodeEntities(match[1]!) : null;
}

/** `<meta name|property="key" content="…">` values of the head. */
export function metaContent(html: string, key: string): string | null {
  for (const match of html.matchAll(/<meta\s[^>]*>/g)) {
    const tag = match[0];
    if (attribute(tag, 'name') === key || attribute(tag, 'property') === key)
      return attribute(tag, 'content');
  }
  return null;
}

export function titleOf(html: string): string | null {
  const match = /<title[^>]*>([\s\S]*?)<\/title>/.exec(html);
  return match ? decodeEntities(match[1]!).trim() : null;
}

export function canonicalOf(html: string): string | null {
  const match = /<link\s[^>]*rel="canonical"[^>]*>/.exec(html);
  return match ? attribute(match[0], 'href') : null;
}

export function isIndexable(html: string): boolean {
  return !/noindex/.test(metaContent(html, 'robots') ?? '');
}

/** Values of every `id` attribute: the anchors a link may point at. */
export function idsOf(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => decodeEntities(match[1]!)));
}

/** Targets of every `<a href>` in the body (scripts' JSON is not markup and is skipped). */
export function linksOf(html: string): string[] {
  const body = html.replace(/<script[\s\S]*?<\/script>/g, '');
  return [...body.matchAll(/<a\s[^>]*>/g)].flatMap((match) => {
    const href = attribute(match[0], 'href');
    return href === null ? [] : [href];
  });
}
