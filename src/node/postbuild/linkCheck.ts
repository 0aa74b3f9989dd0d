/**
 * The build's link check: every internal link and `#anchor` in the exported HTML must resolve to a
 * page, a file of the export, or an element id on the target page. Node only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { idsOf, linksOf, type ExportedPage } from './exportedHtml';

export interface BrokenLink {
  page: string;
  href: string;
  reason: string;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A live demo's links are illustrations (`href="#about"`), not part of the site's link graph. */
export function withoutDemos(html: string): string {
  return html.replace(/<section\s[^>]*data-demo="[^"]*"[^>]*>[\s\S]*?<\/section>/g, '');
}

/** `siteUrl` makes absolute links to the site itself count as internal. */
export function checkLinks(
  pages: readonly ExportedPage[],
  outDir: string,
  siteUrl: string,
): BrokenLink[] {
  const byRoute = new Map(pages.map((page) => [page.route, page]));
  const ids = new Map<string, Set<string>>();
  const idsFor = (page: ExportedPage) => {
    let set = ids.get(page.route);
    if (!set) ids.set(page.route, (set = idsOf(page.html)));
    return set;
  };
  const broken: BrokenLink[] = [];
  for (const page of pages) {
    for (const href of new Set(linksOf(withoutDemos(page.html)))) {
      let target = href.startsWith(siteUrl) ? href.slice(siteUrl.length) || '/' : href;
      if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(target)) continue;
      if (!target.startsWith('/') && !target.startsWith('#')) {
        target = new URL(target, `http://site${page.route}`).pathname;
      }
      const hashAt = target.indexOf('#');
      const pathname = (hashAt < 0 ? target : target.slice(0, hashAt)).replace(/\?.*$/, '');
      const anchor = hashAt < 0 ? '' : safeDecode(target.slice(hashAt + 1));
      const report = (reason: string) => broken.push({ page: page.route, href, reason });
      const targetPage = pathname ? byRoute.get(pathname) : page;
      if (!targetPage) {
        const file = path.join(outDir, safeDecode(pathname));
        if (pathname.endsWith('/') || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
          report(
            pathname.endsWith('/') || !path.extname(pathname)
              ? `no page at ${pathname}${pathname.endsWith('/') ? '' : ' (internal links end with a slash)'}`
              : `no file at ${pathname}`,
          );
        } else if (anchor) report(`${pathname} is a file: it has no #${anchor}`);
        continue;
      }
      if (anchor && !idsFor(targetPage).has(anchor))
        report(`no element with id "${anchor}" on ${targetPage.route}`);
    }
  }
  return broken;
}

export function formatBrokenLinks(broken: readonly BrokenLink[]): string {
  return [
    `Link check: ${broken.length} broken internal link(s):`,
    ...broken.map((link) => `  on ${link.page}: ${link.href} → ${link.reason}`),
  ].join('\n');
}

/**
 * Links to the site itself in text files such as llms.txt (`[title](<siteUrl>/path)`): each must
 * name a file of the export, or a page (`/a/b/` → `a/b/index.html`). Anchors are not checked.
 */
export function checkTextLinks(
  files: ReadonlyMap<string, string>,
  outDir: string,
  siteUrl: string,
): BrokenLink[] {
  const broken: BrokenLink[] = [];
  const prefix = siteUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`\\]\\((${prefix}/[^)\\s#]*)[^)\\s]*\\)`, 'g');
  for (const [page, text] of files) {
    for (const [, href] of text.matchAll(pattern)) {
      const pathname = safeDecode(href!.slice(siteUrl.length).replace(/\?.*$/, ''));
      const file = path.join(outDir, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
      if (!fs.existsSync(file) || !fs.statSync(file).isFile())
        broken.push({ page, href: href!, reason: `no file at ${pathname}` });
    }
  }
  return broken;
}
