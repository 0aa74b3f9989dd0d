import type { NavPage } from '@content/types';
import type { NavItem, PageLink } from '@/model/navItem';
import { ContentError } from '../contentError';
import { isExternal, normaliseRoute } from './contentRoutes';

/** Duplicate pathnames in the navigation tree are an error. */
export function assertUniquePathnames(pages: readonly NavPage[]): void {
  const seen = new Set<string>();
  const visit = (items: readonly NavPage[]) => {
    for (const item of items) {
      const key = normaliseRoute(item.pathname);
      if (seen.has(key)) throw new Error(`Duplicated pathname ${item.pathname} in pages`);
      seen.add(key);
      if (item.children) visit(item.children);
    }
  };
  visit(pages);
}

const FLAG_KEYS = [
  'deprecated',
  'newFeature',
  'beta',
  'planned',
  'unstable',
  'legacy',
  'lab',
  'plan',
] as const;

/**
 * Turns a product's tree into the serialisable nav: titles filled from the pages, internal pathnames
 * normalised. Every internal leaf must be a page that exists.
 */
export type ApiNavLists = Partial<Record<NonNullable<NavPage['apiList']>, PageLink[]>>;

export function resolveNav(
  pages: readonly NavPage[],
  titles: ReadonlyMap<string, string>,
  source: string,
  apiLists: ApiNavLists = {},
): NavItem[] {
  assertUniquePathnames(pages);
  const resolve = (item: NavPage): NavItem => {
    if (item.apiList) {
      const title = item.title ?? item.subheader;
      const links = apiLists[item.apiList];
      if (!title || !links?.length) {
        throw new ContentError(
          `API group ${item.pathname} needs a title and generated ${item.apiList} pages`,
          source,
        );
      }
      return {
        pathname: normaliseRoute(item.pathname),
        title,
        ...(item.subheader ? { subheader: item.subheader } : {}),
        children: links.map((link) => ({ pathname: link.pathname, title: link.title })),
      };
    }
    const external = isExternal(item.pathname);
    const pathname = normaliseRoute(item.pathname);
    const flags: Partial<NavItem> = {};
    for (const key of FLAG_KEYS) {
      if (item[key] !== undefined) Object.assign(flags, { [key]: item[key] });
    }
    if (item.children) {
      const title = item.title ?? item.subheader;
      if (!title)
        throw new ContentError(`group ${item.pathname} needs a title or subheader`, source);
      return {
        pathname,
        title,
        ...(item.subheader ? { subheader: item.subheader } : {}),
        ...(item.icon ? { icon: item.icon } : {}),
        ...flags,
        children: item.children.map(resolve),
      };
    }
    if (external) {
      if (!item.title)
        throw new ContentError(`external link ${item.pathname} needs a title`, source);
      return { pathname, title: item.title, external: true, ...flags };
    }
    const pageTitle = titles.get(pathname);
    if (pageTitle === undefined) {
      throw new ContentError(
        `navigation entry ${item.pathname} has no page: add the Markdown file for it or remove the entry`,
        source,
      );
    }
    return {
      pathname,
      title: item.title ?? pageTitle,
      ...(item.icon ? { icon: item.icon } : {}),
      ...flags,
    };
  };
  return pages.map(resolve);
}

/** Internal pages in reading order: the sequence for previous/next links. */
export function flattenNav(nav: readonly NavItem[]): PageLink[] {
  const links: PageLink[] = [];
  const visit = (items: readonly NavItem[]) => {
    for (const item of items) {
      if (item.children) visit(item.children);
      else if (!item.external) links.push({ pathname: item.pathname, title: item.title });
    }
  };
  visit(nav);
  return links;
}

export function neighboursOf(nav: readonly NavItem[], route: string) {
  const links = flattenNav(nav);
  const index = links.findIndex((link) => link.pathname === route);
  return {
    prev: index > 0 ? (links[index - 1] ?? null) : null,
    next: index >= 0 ? (links[index + 1] ?? null) : null,
  };
}
