/** The search index as shipped to the browser: built by src/node/postbuild/search/, read by src/search/. */

/** A guide page's introduction, one of its sections, an API page's introduction, or one API member. */
export type SearchKind = 'page' | 'section' | 'api' | 'member';

export interface SearchDocument {
  id: number;
  kind: SearchKind;
  /** Site product id (material-ui, joy-ui, …). */
  product: string;
  /** Title of the page the document belongs to. */
  page: string;
  /** The section heading, prop name, slot or class; the page title for the page itself. */
  heading: string;
  /** Route with the section's anchor. */
  url: string;
  text: string;
  /** The page's front matter keywords, comma-separated, on its `page` document only; else ''. */
  keywords: string;
}

/**
 * The file: pages listed once, documents as tuples pointing at them (the same page title, product
 * and route would otherwise repeat in every one of a page's documents).
 */
export interface SearchIndexFile {
  version: 1;
  /** `keywords` is left out when the page has none. */
  pages: [product: string, title: string, route: string, keywords?: string][];
  docs: [page: number, kind: SearchKind, heading: string, anchor: string, text: string][];
}

/** Where the index is served; fetched when search first opens. */
export const SEARCH_INDEX_URL = '/search-index.json';

export function compactIndex(documents: readonly SearchDocument[]): SearchIndexFile {
  const pages: SearchIndexFile['pages'] = [];
  const pageIds = new Map<string, number>();
  const docs = documents.map((doc): SearchIndexFile['docs'][number] => {
    const [route, anchor = ''] = doc.url.split('#') as [string, string?];
    let page = pageIds.get(route);
    if (page === undefined) {
      page = pages.push([doc.product, doc.page, route]) - 1;
      pageIds.set(route, page);
    }
    if (doc.keywords) pages[page]![3] = doc.keywords;
    return [page, doc.kind, doc.heading, anchor, doc.text];
  });
  return { version: 1, pages, docs };
}

export function expandIndex(file: SearchIndexFile): SearchDocument[] {
  if (file?.version !== 1 || !Array.isArray(file.pages) || !Array.isArray(file.docs))
    throw new Error('Unsupported search index format');
  return file.docs.map(([page, kind, heading, anchor, text], id) => {
    const [product, title, route, keywords = ''] = file.pages[page]!;
    return {
      id,
      kind,
      product,
      page: title,
      heading,
      url: anchor ? `${route}#${anchor}` : route,
      text,
      keywords: kind === 'page' ? keywords : '',
    };
  });
}
