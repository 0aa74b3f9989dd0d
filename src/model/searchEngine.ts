/** The site's search ranking: the search dialog (src/search/) and the MCP server's search_docs share it. */
import MiniSearch, { type SearchResult as MiniSearchResult } from 'minisearch';
import type { SearchDocument, SearchKind } from './searchIndex';

export interface SearchHit {
  doc: SearchDocument;
  score: number;
  /** Index terms that matched, for highlighting. */
  terms: string[];
}

export interface SearchGroup {
  product: string;
  hits: SearchHit[];
}

/** Results kept per product and per page, so one page cannot crowd out the others. */
export const MAX_HITS_PER_PRODUCT = 8;
export const MAX_HITS_PER_PAGE = 3;

const KIND_BOOST: Record<SearchKind, number> = { page: 2, section: 1, api: 1.3, member: 0.9 };
/**
 * Ranking tiers, above any text score: a page whose title or one of whose keywords is the whole
 * query (`slider` → Slider, then Slider API; `toast` → Snackbar), then a section or member whose
 * heading is (`server side pagination` → that section), then everything else by score.
 */
const TITLE_TIER = 1000;
const HEADING_TIER = 500;

/** Case, punctuation and spacing ignored: "Text Field", "textfield" and "text-field" are one. */
function normalise(text: string): string {
  return text.toLowerCase().replace(/[\s\p{P}]+/gu, '');
}

const SEPARATORS = /[\n\r\p{Z}\p{P}]+/u;

function words(text: string): string[] {
  return text.split(SEPARATORS).filter(Boolean);
}

/** Index tokens: every word, plus the parts of camelCase words (`disableElevation` → disable, elevation). */
export function indexTokens(text: string): string[] {
  const tokens: string[] = [];
  for (const word of words(text)) {
    tokens.push(word);
    const parts = word.split(/(?<=[a-z0-9])(?=[A-Z])/);
    if (parts.length > 1) tokens.push(...parts);
  }
  return tokens;
}

function keywordsOf(doc: SearchDocument): string[] {
  return doc.keywords ? doc.keywords.split(',').map(normalise) : [];
}

export interface SearchEngine {
  search(query: string, currentProduct: string | null): SearchGroup[];
  size: number;
}

export function createSearchEngine(documents: readonly SearchDocument[]): SearchEngine {
  const byId = new Map(documents.map((doc) => [doc.id, doc]));
  const engine = new MiniSearch<SearchDocument>({
    fields: ['heading', 'page', 'text', 'keywords'],
    tokenize: indexTokens,
    extractField: (doc, field) => {
      // An API member is found by its name; its description is shown, not indexed (index size,
      // load time).
      if (field === 'text' && doc.kind === 'member') return '';
      // A title of several words is also found written as one ("textfield", "appbar").
      if (field === 'page' && /\s/.test(doc.page))
        return `${doc.page} ${doc.page.replace(/\s+/g, '')}`;
      return doc[field as keyof SearchDocument] as string;
    },
    searchOptions: {
      tokenize: words,
      boost: { heading: 3, page: 1.5, keywords: 3 },
      prefix: (_term, index, terms) => index === terms.length - 1,
      // Two typos from 7 letters (`tooltpi`: a swap is two edits), one from 5.
      fuzzy: (term) => (term.length >= 7 ? 0.3 : term.length >= 5 ? 0.2 : false),
      boostDocument: (id) => KIND_BOOST[byId.get(id as number)?.kind ?? 'section'],
    },
  });
  engine.addAll(documents);

  return {
    size: documents.length,
    search(query, currentProduct) {
      const trimmed = query.trim();
      if (!trimmed) return [];
      let results: MiniSearchResult[] = engine.search(trimmed, { combineWith: 'AND' });
      if (!results.length) results = engine.search(trimmed, { combineWith: 'OR' });
      const wanted = normalise(trimmed);
      const hits = results.flatMap((result) => {
        const doc = byId.get(result.id as number);
        if (!doc) return [];
        const page = normalise(doc.page);
        let score = result.score;
        if (
          (doc.kind === 'page' || doc.kind === 'api') &&
          (page === wanted || page === `${wanted}api` || keywordsOf(doc).includes(wanted))
        )
          score += TITLE_TIER * KIND_BOOST[doc.kind];
        else if (normalise(doc.heading) === wanted) score += HEADING_TIER;
        return [{ doc, score, terms: result.terms }];
      });
      return groupResults(
        hits.sort((a, b) => b.score - a.score),
        currentProduct,
      );
    },
  };
}

/** Hits (best first) → groups by product, the current product first, then by best score. */
export function groupResults(
  hits: readonly SearchHit[],
  currentProduct: string | null,
): SearchGroup[] {
  const groups = new Map<string, SearchHit[]>();
  const perPage = new Map<string, number>();
  for (const hit of hits) {
    const pageKey = hit.doc.url.split('#')[0]!;
    const onPage = perPage.get(pageKey) ?? 0;
    const group = groups.get(hit.doc.product) ?? [];
    if (onPage >= MAX_HITS_PER_PAGE || group.length >= MAX_HITS_PER_PRODUCT) continue;
    perPage.set(pageKey, onPage + 1);
    group.push(hit);
    groups.set(hit.doc.product, group);
  }
  return [...groups.entries()]
    .map(([product, list]) => ({ product, hits: list }))
    .sort(
      (a, b) =>
        Number(b.product === currentProduct) - Number(a.product === currentProduct) ||
        b.hits[0]!.score - a.hits[0]!.score,
    );
}

export interface SnippetPart {
  text: string;
  hit: boolean;
}

/** Context around the first matched term, with every matched term marked. */
export function snippet(text: string, terms: readonly string[], radius = 70): SnippetPart[] {
  const patterns = terms.filter(Boolean).map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (!patterns.length) return [{ text: text.slice(0, radius * 2), hit: false }];
  const matcher = new RegExp(`(${patterns.sort((a, b) => b.length - a.length).join('|')})`, 'gi');
  const first = text.search(matcher);
  const start = first < 0 ? 0 : Math.max(0, first - radius);
  const end = Math.min(text.length, (first < 0 ? 0 : first) + radius * 2);
  let excerpt = text.slice(start, end);
  if (start > 0) excerpt = `…${excerpt.replace(/^\S*\s/, '')}`;
  if (end < text.length) excerpt = `${excerpt.replace(/\s\S*$/, '')}…`;
  return excerpt
    .split(matcher)
    .filter(Boolean)
    .map((part) => ({ text: part, hit: new RegExp(`^(${patterns.join('|')})$`, 'i').test(part) }));
}
