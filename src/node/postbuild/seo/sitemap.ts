import type { ExportedPage } from '../exportedHtml';
import { isIndexable } from '../exportedHtml';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Every built page a search engine should index (noindex pages — 404, redirects — left out). */
export function sitemapRoutes(pages: readonly ExportedPage[]): string[] {
  return pages
    .filter((page) => !page.route.endsWith('.html') && isIndexable(page.html))
    .map((page) => page.route);
}

export function sitemapXml(siteUrl: string, routes: readonly string[]): string {
  const urls = routes.map((route) => `  <url><loc>${escapeXml(`${siteUrl}${route}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /zh/',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
