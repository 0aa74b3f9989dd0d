/**
 * Reads a content page once, when the site index is made: its front matter, its Markdown and the
 * Markdown split into chunks and parsed demo directives. Later steps (page data, the Markdown
 * copies) take all of this from the index instead of reading and parsing the file again.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { SiteProductId } from '@/products/products';
import { readDemoPreview } from '../demoPreview';
import { siteDemo } from '../demoSources/siteDemo';
import { splitBody } from '../directives';
import type { CatalogueName } from '../gridCatalogues/catalogueMarkdown';
import { installedCatalogueMarkdown } from '../gridCatalogues/catalogueDirective';
import { CONTENT_DIR, ROOT_DIR } from '../../paths';
import type { PageSegment, SiteDemo } from '../siteIndexTypes';
import { frontMatterLines, parseFrontMatter, type FrontMatter } from './frontMatter';

export interface PageBody {
  segments: PageSegment[];
  /** The demos the body shows, in order (a demo shown twice is listed twice). */
  demos: SiteDemo[];
}

export interface ContentPage extends PageBody {
  frontMatter: FrontMatter;
  /** The page's Markdown as written, front matter removed. */
  markdown: string;
  /** Lines the front matter takes: line n of `markdown` is line n + markdownLine of the file. */
  markdownLine: number;
}

export interface PageBodyOptions {
  productId: SiteProductId;
  /** Lines before the body in the file, so errors name real lines. */
  lineOffset?: number;
  contentDir?: string;
  rootDir?: string;
  /** The Markdown of a catalogue directive (default: generated from the installed grid's types). */
  catalogue?: (name: CatalogueName) => string;
}

/** Splits a page body (front matter removed) and works out the facts of each demo it shows. */
export function readPageBody(
  markdown: string,
  mdFile: string,
  {
    productId,
    lineOffset = 0,
    contentDir = CONTENT_DIR,
    rootDir = ROOT_DIR,
    catalogue = installedCatalogueMarkdown,
  }: PageBodyOptions,
): PageBody {
  const segments: PageSegment[] = [];
  const demos: SiteDemo[] = [];
  for (const segment of splitBody(markdown, mdFile, lineOffset)) {
    if (segment.kind === 'markdown') {
      segments.push(segment);
      continue;
    }
    if (segment.kind === 'catalogue') {
      const { name, line } = segment;
      segments.push({ kind: 'catalogue', name, line, text: catalogue(name) });
      continue;
    }
    // Fails here, at generate time, for a bad `.tsx.preview` beside the demo.
    readDemoPreview(segment.file, rootDir);
    const demo = siteDemo(segment.file, productId, contentDir, rootDir);
    demos.push(demo);
    const { name, path: written, line, options } = segment;
    segments.push({ kind: 'demo', id: demo.id, name, path: written, line, options });
  }
  return { segments, demos };
}

/** Reads and validates a Markdown page of `productId`'s folder under `<rootDir>/content`. */
export function readContentPage(
  absolute: string,
  productId: SiteProductId,
  rootDir = ROOT_DIR,
  catalogue?: PageBodyOptions['catalogue'],
): ContentPage {
  const source = fs.readFileSync(absolute, 'utf8');
  const parsed = matter(source);
  const frontMatter = parseFrontMatter(parsed.data, path.relative(rootDir, absolute), source);
  const markdownLine = frontMatterLines(source);
  return {
    frontMatter,
    markdown: parsed.content,
    markdownLine,
    ...readPageBody(parsed.content, absolute, {
      productId,
      lineOffset: markdownLine,
      contentDir: rootDir === ROOT_DIR ? CONTENT_DIR : path.join(rootDir, 'content'),
      rootDir,
      catalogue,
    }),
  };
}
