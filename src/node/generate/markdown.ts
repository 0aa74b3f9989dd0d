import path from 'node:path';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import type { BodyBlock } from '@/model/bodyBlocks';
import type { Heading } from '@/model/pageData';
import type { CodeHover } from './codeBlocks/codeHovers';
import { addHoverPopups, hoverDecorations } from './codeHoverMarkup';
import { getHighlighter, highlightOptions } from './highlight';
import { demoPreview } from './demoPreview';
import { ROOT_DIR } from '../paths';
import type { PageSegment, SiteDemo } from './siteIndexTypes';
import { uniqueDemoAnchor } from '@/model/demoTitle';

export interface RenderedBody {
  body: BodyBlock[];
  headings: Heading[];
}

/** The site index's facts about a demo, by id. */
export type DemoLookup = (id: string) => SiteDemo | undefined;

export function slugify(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'section'
  );
}

function textOf(node: ElementContent | Element): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

/** Gives headings stable, unique ids with a hover anchor link, and collects h2/h3 for the TOC. */
function rehypeHeadings(headings: Heading[], used: Map<string, number>) {
  return () => (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      const level = /^h([2-6])$/.exec(node.tagName)?.[1];
      if (!level) return;
      // GFM's footnotes heading is for screen readers only, and the references point at its id.
      if (node.properties?.id === 'footnote-label') return;
      const text = node.children.map(textOf).join('').trim();
      const base = slugify(text);
      const count = used.get(base) ?? 0;
      used.set(base, count + 1);
      const id = count ? `${base}-${count}` : base;
      node.properties = { ...node.properties, id };
      node.children.push({
        type: 'element',
        tagName: 'a',
        properties: {
          className: ['anchor-link'],
          href: `#${id}`,
          ariaLabel: `Link to the section: ${text}`,
        },
        children: [{ type: 'text', value: '#' }],
      });
      if (level === '2' || level === '3')
        headings.push({ id, text, level: Number(level) as 2 | 3 });
    });
  };
}

/**
 * GFM task lists (`- [x] done`) become disabled checkboxes with no label, which screen readers
 * announce as an unnamed checkbox (axe: "Form elements must have labels"): name each by its state.
 */
function rehypeTaskListLabels() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'input' || node.properties?.type !== 'checkbox') return;
      node.properties = {
        ...node.properties,
        ariaLabel: node.properties.checked ? 'Done' : 'To do',
      };
    });
  };
}

/**
 * Tables scroll sideways inside their own box when wider than the column: focusable, so a
 * keyboard can scroll them too. GFM's column alignment arrives as the obsolete `align`
 * attribute: it becomes `text-align` (inline, which the stylesheet's default does not override).
 */
function rehypeTables() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'table') {
        node.properties = { ...node.properties, tabIndex: 0 };
        return;
      }
      if (node.tagName !== 'th' && node.tagName !== 'td') return;
      const { align, ...rest } = node.properties ?? {};
      if (typeof align !== 'string') return;
      node.properties = { ...rest, style: `text-align: ${align}` };
    });
  };
}

/** The types on hover of a block of the page (./codeHoverMarkup.ts). */
export type HoversOf = (lang: string, code: string) => readonly CodeHover[];

interface CodeHovers {
  of: HoversOf;
  /** Ids for the popups, unique in the page. */
  nextId: () => string;
}

/** Highlights fenced code at build time and wraps it with a copy button. */
function rehypeCode(hovers?: CodeHovers) {
  return async (tree: Root) => {
    const shiki = await getHighlighter();
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      const code = node.children[0];
      if (!code || code.type !== 'element' || code.tagName !== 'code') return;
      const className = (code.properties?.className as string[] | undefined) ?? [];
      const lang = className.find((c) => c.startsWith('language-'))?.slice('language-'.length);
      const source = textOf(code).replace(/\n$/, '');
      const blockHovers = lang ? (hovers?.of(lang, source) ?? []) : [];
      const highlighted = shiki.codeToHast(source, {
        ...highlightOptions(shiki, lang),
        decorations: hoverDecorations(blockHovers),
      });
      const pre = highlighted.children[0] as Element;
      if (blockHovers.length) addHoverPopups(pre, blockHovers, hovers!.nextId);
      // Shiki already makes the block focusable (`tabindex`); adding `tabIndex` wrote it twice.
      const { tabindex: _tabindex, ...properties } = pre.properties ?? {};
      pre.properties = { ...properties, tabIndex: 0 };
      const wrapper: Element = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['code-block'], dataCodeBlock: '' },
        children: [
          pre,
          {
            type: 'element',
            tagName: 'button',
            properties: {
              type: 'button',
              className: ['code-copy'],
              dataCopy: '',
              ariaLabel: 'Copy the code',
            },
            children: [{ type: 'text', value: 'Copy' }],
          },
        ],
      };
      (parent.children as RootContent[])[index] = wrapper;
    });
  };
}

/** A page body, as the site index holds it (see ./content/readPage.ts), → HTML and demo blocks. */
export async function renderMarkdownBody(
  segments: readonly PageSegment[],
  demoOf: DemoLookup,
  { rootDir = ROOT_DIR, hoversOf }: { rootDir?: string; hoversOf?: HoversOf } = {},
): Promise<RenderedBody> {
  let popups = 0;
  const hovers = hoversOf && { of: hoversOf, nextId: () => `hover_${++popups}` };
  const headings: Heading[] = [];
  const usedIds = new Map<string, number>();
  const body: BodyBlock[] = [];
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeHeadings(headings, usedIds))
    .use(rehypeCode, hovers)
    .use(rehypeTaskListLabels)
    .use(rehypeTables)
    .use(rehypeStringify, { allowDangerousHtml: true });

  for (const segment of segments) {
    if (segment.kind === 'markdown' || segment.kind === 'catalogue') {
      body.push({ kind: 'html', html: String(await processor.process(segment.text)) });
      continue;
    }
    const demo = demoOf(segment.id);
    if (!demo) throw new Error(`demo ${segment.id} is not in the site index`);
    const preview = await demoPreview(path.resolve(rootDir, demo.file), rootDir);
    const stylings = demo.variants.map((variant) => variant.styling);
    body.push({
      kind: 'demo',
      id: demo.id,
      name: segment.name,
      anchor: '', // Set below, once every heading's id is known.
      options: segment.options,
      // Page data is JSON: no `preview: undefined` key.
      ...(preview ? { preview } : {}),
      ...(stylings.length > 1 ? { stylings } : {}),
    });
  }
  const taken = new Set(
    body.flatMap((block) =>
      block.kind === 'html' ? Array.from(block.html.matchAll(/\sid="([^"]+)"/g), (m) => m[1]!) : [],
    ),
  );
  for (const block of body) {
    if (block.kind === 'demo') block.anchor = uniqueDemoAnchor(block.name, taken);
  }
  return { body, headings };
}

/** One highlighted code block with its copy button, as the Markdown pages render fenced code. */
export async function renderCodeBlockHtml(code: string, lang: string): Promise<string> {
  const processor = unified()
    .use(remarkParse)
    .use(remarkRehype)
    .use(rehypeCode)
    .use(rehypeTaskListLabels)
    .use(rehypeStringify);
  const fence = '```';
  return String(await processor.process(`${fence}${lang}\n${code}\n${fence}\n`));
}
