import { SITE_PRODUCTS, type SiteProduct } from '@/products/products';
import { markdownUrl } from '@/model/markdownUrl';

export interface LlmsPage {
  route: string;
  productId: string;
  title: string;
  description: string;
}

/** Where the llms files are served: the site's, each listed product's, and the full text. */
export const LLMS_TXT_URL = '/llms.txt';
export const LLMS_FULL_TXT_URL = '/llms-full.txt';
export function productLlmsTxtUrl(product: Pick<SiteProduct, 'prefix'>): string {
  return `${product.prefix}llms.txt`;
}

const SITE_SUMMARY =
  'Documentation for Material UI, Joy UI, Base UI, MUI System and the MUI X Data Grid: guides with live demos and an API reference for every component.';
const LINK_NOTE =
  'Each link below is the page as Markdown; the HTML page is the same address without ".md", ending with a slash.';

function pageLines(siteUrl: string, pages: readonly LlmsPage[]): string[] {
  return pages.map(
    (page) =>
      `- [${page.title}](${siteUrl}${markdownUrl(page.route)}): ${page.description.replace(/\s+/g, ' ')}`,
  );
}

function listedProducts(pages: readonly LlmsPage[]): { product: SiteProduct; own: LlmsPage[] }[] {
  return SITE_PRODUCTS.filter((p) => p.listed)
    .map((product) => ({ product, own: pages.filter((page) => page.productId === product.id) }))
    .filter(({ own }) => own.length > 0);
}

/** `/llms.txt` (llmstxt.org): every page per product, linking its Markdown copy, with its summary. */
export function llmsTxt(siteUrl: string, pages: readonly LlmsPage[]): string {
  const lines = ['# MUI Docs', '', `> ${SITE_SUMMARY} ${LINK_NOTE}`, ''];
  const products = listedProducts(pages);
  lines.push(
    'Per product: ' +
      products
        .map(({ product }) => `[${product.name}](${siteUrl}${productLlmsTxtUrl(product)})`)
        .join(', ') +
      `. Every page in one file: [llms-full.txt](${siteUrl}${LLMS_FULL_TXT_URL}).`,
    '',
  );
  for (const { product, own } of products) {
    lines.push(`## ${product.name}`, '', ...pageLines(siteUrl, own), '');
  }
  return lines.join('\n');
}

/** `<product prefix>llms.txt`: one product's pages, as in `/llms.txt`. */
export function productLlmsTxt(
  siteUrl: string,
  product: SiteProduct,
  pages: readonly LlmsPage[],
): string {
  const own = pages.filter((page) => page.productId === product.id);
  return [
    `# MUI Docs: ${product.name}`,
    '',
    `> ${product.tagline} ${LINK_NOTE}`,
    '',
    ...pageLines(siteUrl, own),
    '',
  ].join('\n');
}

/** Every listed product's llms.txt file, by URL. */
export function productLlmsFiles(siteUrl: string, pages: readonly LlmsPage[]): Map<string, string> {
  return new Map(
    listedProducts(pages).map(({ product }) => [
      productLlmsTxtUrl(product),
      productLlmsTxt(siteUrl, product, pages),
    ]),
  );
}

/** `/llms-full.txt`: every listed page's Markdown copy (TypeScript demos), in navigation order. */
export function llmsFullTxt(
  pages: readonly LlmsPage[],
  markdownOf: (page: LlmsPage) => string,
): string {
  const parts = [`# MUI Docs (full text)\n\n> ${SITE_SUMMARY}\n`];
  for (const { own } of listedProducts(pages)) {
    for (const page of own) parts.push(markdownOf(page).trim());
  }
  return `${parts.join('\n\n---\n\n')}\n`;
}
