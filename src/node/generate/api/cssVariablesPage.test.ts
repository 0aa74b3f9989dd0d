/**
 * The CSS variables section of the API pages' data: a Joy UI component's page has it (TOC entry,
 * rows with their slot links), a Material UI component's page does not. ApiPage's rendering of it is
 * tested in src/docs/api/CssVariablesSection.test.tsx.
 */
import { describe, expect, it } from 'vitest';
import type { ArticlePageData } from '@/model/pageData';
import type { SiteIndex } from '../siteIndex';
import { siteSource } from '../siteSource';
import { loadApiDocs } from './apiDocs';
import { buildApiPageData } from './apiPageData';

// Read (or, after a change to the extractor, extracted) while collecting: a cold run takes longer
// than a test's time limit.
const docs = loadApiDocs();

function entryOf(productId: string, name: string) {
  const entry = docs
    .find((product) => product.productId === productId)
    ?.packages.flatMap((pkg) => pkg.entries)
    .find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`no API entry ${productId} ${name}`);
  return entry;
}

function pageOf(productId: string, name: string) {
  const source = siteSource({
    products: {},
    pages: [],
    apiPages: [],
    demos: [],
    fullPages: [],
  } as unknown as SiteIndex);
  const article = {
    route: `/${productId}/api/${name.toLowerCase()}/`,
    product: { id: productId, name: productId },
    nav: [],
    neighbours: { prev: null, next: null },
  } as unknown as Pick<ArticlePageData, 'route' | 'product' | 'nav' | 'neighbours'>;
  return buildApiPageData(article, source, entryOf(productId, name), '');
}

describe('CSS variables on API pages', () => {
  it('the Joy UI Button page has the section, in its TOC and its body', () => {
    const page = pageOf('joy-ui', 'Button');
    expect(page.headings.map((heading) => heading.id)).toContain('css-variables');
    const own = page.api.cssVariables?.own ?? [];
    expect(own.find((variable) => variable.name === '--Button-gap')).toMatchObject({
      slots: [
        { name: 'endDecorator', href: '#slots-endDecorator' },
        { name: 'startDecorator', href: '#slots-startDecorator' },
      ],
      declaredOn: [{ name: 'root', href: '#slots-root' }],
    });
    expect(page.api.cssVariables?.forChildren.map((variable) => variable.name)).toContain(
      '--Icon-fontSize',
    );
    expect(page.description).toContain('CSS variables');
  });

  it('the Material UI Button page has none', () => {
    const page = pageOf('material-ui', 'Button');
    expect(page.api.cssVariables).toBeNull();
    expect(page.headings.map((heading) => heading.id)).not.toContain('css-variables');
    expect(page.description).not.toContain('CSS variables');
  });

  it("Joy UI's SvgIcon: its theme key is JoySvgIcon, and it reads the --Icon-* variables", () => {
    // SvgIcon.js: `useThemeProps({ props: inProps, name: 'JoySvgIcon' })`; Joy's theme type also
    // lists MuiSvgIcon, for Material icons, which this component does not read.
    const page = pageOf('joy-ui', 'SvgIcon');
    expect(page.api.themeName).toBe('JoySvgIcon');
    expect(page.api.cssVariables?.others.map((variable) => variable.name)).toContain(
      '--Icon-fontSize',
    );
  });

  it('a Joy UI component whose styles use no component variable has no section', () => {
    const page = pageOf('joy-ui', 'Stack');
    expect(page.api.cssVariables).toBeNull();
    expect(page.headings.map((heading) => heading.id)).not.toContain('css-variables');
  });
});
