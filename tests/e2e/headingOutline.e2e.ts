/**
 * No demo puts a heading on a page that its author did not ask for: Typography's `subtitle1` and
 * `subtitle2` render `<h6>`, so a demo using them for small print adds headings to the page's
 * outline that a screen-reader user jumps to. A heading in a demo's built HTML must be named by
 * the demo's source (`<h3>`, `component="h3"`, `component: 'h3'`, `variant="h6"`, `level="h4"`),
 * or come from a component that is a heading by design (DialogTitle's h2, Accordion's h3), or
 * from a site tool that renders its own sections. Read from the built HTML, no browser needed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtHtml } from '../support';
import { productPages } from './productWalk';
import type { SiteProductId } from '../../src/products/products';

const PRODUCTS: SiteProductId[] = ['material-ui', 'joy-ui', 'base-ui', 'system', 'x-data-grid'];
const HEADING_BY_DESIGN = /\b(DialogTitle|Accordion)\b|from '@\/tools\//;

/** Each demo section of a page's HTML, as its id and the HTML inside it. */
export function demoSections(html: string): Array<{ id: string; html: string }> {
  const sections: Array<{ id: string; html: string }> = [];
  const open = /<section\b[^>]*\bdata-demo="([^"]+)"[^>]*>/g;
  for (let match = open.exec(html); match; match = open.exec(html)) {
    const tags = /<section\b|<\/section>/g;
    tags.lastIndex = open.lastIndex;
    let depth = 1;
    let end = html.length;
    for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
      depth += tag[0] === '</section>' ? -1 : 1;
      if (depth === 0) {
        end = tag.index;
        break;
      }
    }
    sections.push({ id: match[1]!, html: html.slice(open.lastIndex, end) });
  }
  return sections;
}

/** The heading levels a demo's HTML has that its source neither names nor gets by design. */
export function unnamedHeadingLevels(html: string, source: string): string[] {
  const levels = [...new Set(Array.from(html.matchAll(/<(h[1-6])\b/g), (m) => m[1]!))];
  if (levels.length === 0 || HEADING_BY_DESIGN.test(source)) return [];
  return levels.filter(
    (level) =>
      !new RegExp(`<${level}\\b|\\b(component|variant|level|as)(=|: )["'{]*${level}["'}]`).test(
        source,
      ),
  );
}

function strayHeadings(route: string): string[] {
  return demoSections(builtHtml(route)).flatMap(({ id, html }) => {
    const source = fs.readFileSync(path.join(process.cwd(), 'content', `${id}.tsx`), 'utf8');
    return unnamedHeadingLevels(html, source).map(
      (level) => `${route}: ${id} renders <${level}> its source never names`,
    );
  });
}

describe('heading outline of demo pages', () => {
  it('finds a stray heading: a subtitle2 with no component', () => {
    const html =
      '<section data-demo="material-ui/components/x/Y"><div class="demo-preview"><h6 class="MuiTypography-subtitle2">Small</h6></div></section>';
    const [section] = demoSections(html);
    expect(section?.id).toBe('material-ui/components/x/Y');
    const smallPrint = '<Typography variant="subtitle2">Small</Typography>';
    expect(unnamedHeadingLevels(section!.html, smallPrint)).toEqual(['h6']);
    const title = '<Typography variant="subtitle2" component="h6">Small</Typography>';
    expect(unnamedHeadingLevels(section!.html, title)).toEqual([]);
    expect(
      unnamedHeadingLevels(section!.html, "titleTypographyProps={{ component: 'h6' }}"),
    ).toEqual([]);
  });

  it.each(PRODUCTS)('no %s demo adds a heading its source does not name', (productId) => {
    const pages = productPages(productId);
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.flatMap((page) => strayHeadings(page.route))).toEqual([]);
  });
});
