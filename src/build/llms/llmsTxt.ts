import { SITE_PRODUCTS } from '@/products/products';
import { markdownUrl } from '@/model/markdownUrl';

export interface LlmsPage {
  route: string;
  productId: string;
  title: string;
  description: string;
}

/** `/llms.txt` (llmstxt.org): every page per product, linking its Markdown copy, with its summary. */
export function llmsTxt(siteUrl: string, pages: readonly LlmsPage[]): string {
  const lines = [
    '# MUI Docs',
    '',
    '> Documentation for Material UI, Joy UI, Base UI, MUI System and the MUI X Data Grid: guides with live demos and an API reference for every component. Each link below is the page as Markdown; the HTML page is the same address without ".md", ending with a slash.',
    '',
  ];
  for (const product of SITE_PRODUCTS.filter((p) => p.listed)) {
    const own = pages.filter((page) => page.productId === product.id);
    if (!own.length) continue;
    lines.push(`## ${product.name}`, '');
    for (const page of own) {
      lines.push(
        `- [${page.title}](${siteUrl}${markdownUrl(page.route)}): ${page.description.replace(/\s+/g, ' ')}`,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
}
