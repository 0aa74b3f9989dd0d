import { describe, expect, it } from 'vitest';
import {
  createSearchEngine,
  groupResults,
  indexTokens,
  MAX_HITS_PER_PAGE,
  MAX_HITS_PER_PRODUCT,
  snippet,
  type SearchHit,
} from './searchEngine';
import type { SearchDocument } from '@/model/searchIndex';

type Fields = Omit<SearchDocument, 'id'>;

const FIXTURE: Fields[] = [
  {
    kind: 'page',
    product: 'material-ui',
    page: 'Slider',
    heading: 'Slider',
    url: '/material-ui/react-slider/',
    text: 'Sliders let users pick a value or a range from a continuous or stepped scale.',
    keywords: '',
  },
  {
    kind: 'section',
    product: 'material-ui',
    page: 'Slider',
    heading: 'Range slider',
    url: '/material-ui/react-slider/#range-slider',
    text: 'Pass an array as value to select a range.',
    keywords: '',
  },
  {
    kind: 'page',
    product: 'material-ui',
    page: 'Text Field',
    heading: 'Text Field',
    url: '/material-ui/react-text-field/',
    text: 'Text fields collect text. A slider is better for numbers within a range.',
    keywords: '',
  },
  {
    kind: 'page',
    product: 'joy-ui',
    page: 'Slider',
    heading: 'Slider',
    url: '/joy-ui/react-slider/',
    text: 'Joy UI slider with marks and value labels.',
    keywords: '',
  },
  {
    kind: 'api',
    product: 'base-ui',
    page: 'Slider API',
    heading: 'Slider API',
    url: '/base-ui/api/slider/',
    text: 'API reference docs for the unstyled Slider component.',
    keywords: '',
  },
  {
    kind: 'api',
    product: 'material-ui',
    page: 'Button API',
    heading: 'Button API',
    url: '/material-ui/api/button/',
    text: 'API reference docs for the Button component.',
    keywords: '',
  },
  {
    kind: 'member',
    product: 'material-ui',
    page: 'Button API',
    heading: 'disableElevation',
    url: '/material-ui/api/button/#props-disableElevation',
    text: 'If true, no elevation is used.',
    keywords: '',
  },
  {
    kind: 'member',
    product: 'material-ui',
    page: 'Button API',
    heading: 'disableRipple',
    url: '/material-ui/api/button/#props-disableRipple',
    text: 'If true, the ripple effect is disabled.',
    keywords: '',
  },
];

function engineOf(fields: Fields[] = FIXTURE) {
  return createSearchEngine(fields.map((doc, id) => ({ ...doc, id })));
}

function urls(groups: ReturnType<ReturnType<typeof engineOf>['search']>): string[][] {
  return groups.map((group) => group.hits.map((hit) => hit.doc.url));
}

describe('indexTokens', () => {
  it('keeps words and adds the parts of camelCase names', () => {
    expect(indexTokens('disableElevation, the prop')).toEqual([
      'disableElevation',
      'disable',
      'Elevation',
      'the',
      'prop',
    ]);
  });
});

describe('createSearchEngine', () => {
  it('groups by product, current product first, the titled page before pages that mention it', () => {
    const fromMaterial = engineOf().search('slider', 'material-ui');
    expect(fromMaterial.map((group) => group.product)).toEqual([
      'material-ui',
      'joy-ui',
      'base-ui',
    ]);
    expect(fromMaterial[0]!.hits[0]!.doc.url).toBe('/material-ui/react-slider/');
    expect(urls(fromMaterial)[0]).toContain('/material-ui/react-text-field/');
    expect(urls(fromMaterial)[0]!.indexOf('/material-ui/react-text-field/')).toBeGreaterThan(0);

    const fromJoy = engineOf().search('slider', 'joy-ui');
    expect(fromJoy[0]!.product).toBe('joy-ui');
    expect(fromJoy.map((group) => group.product)).toContain('material-ui');
  });

  it('finds an API prop as a result of its own, by full name or by one camelCase part', () => {
    const [group] = engineOf().search('disableElevation', null);
    expect(group!.hits[0]!.doc.url).toBe('/material-ui/api/button/#props-disableElevation');
    const byPart = engineOf().search('elevation', null);
    expect(urls(byPart).flat()).toContain('/material-ui/api/button/#props-disableElevation');
  });

  it('does not index member descriptions (they are shown, not searched)', () => {
    const hits = engineOf()
      .search('effect', null)
      .flatMap((group) => group.hits);
    expect(hits.map((hit) => hit.doc.heading)).not.toContain('disableRipple');
  });

  it('matches the last word as a prefix while typing and forgives a typo in long words', () => {
    expect(urls(engineOf().search('slid', 'material-ui')).flat()).toContain(
      '/material-ui/react-slider/',
    );
    expect(urls(engineOf().search('slidr', 'material-ui')).flat()).toContain(
      '/material-ui/react-slider/',
    );
    expect(engineOf().search('sli der', 'material-ui')).toEqual([]);
  });

  it('requires every word, and falls back to any word when no document has them all', () => {
    const all = urls(engineOf().search('range slider', 'material-ui')).flat();
    expect(all[0]).toBe('/material-ui/react-slider/#range-slider');
    const any = urls(engineOf().search('slider zebra', 'material-ui')).flat();
    expect(any).toContain('/material-ui/react-slider/');
  });

  it('ranks a page whose keyword is the whole query first, before pages that mention the word', () => {
    const withKeywords: Fields[] = [
      ...FIXTURE,
      {
        kind: 'page',
        product: 'material-ui',
        page: 'Snackbar',
        heading: 'Snackbar',
        url: '/material-ui/react-snackbar/',
        text: 'Brief messages about an app process at the bottom of the screen.',
        keywords: 'toast, toast notification',
      },
      {
        kind: 'section',
        product: 'material-ui',
        page: 'Alert',
        heading: 'Toast-like alerts',
        url: '/material-ui/react-alert/#toast-like-alerts',
        text: 'A toast, a toast and another toast: an alert can look like a toast notification.',
        keywords: '',
      },
    ];
    for (const query of ['toast', 'Toast notification']) {
      const [group] = engineOf(withKeywords).search(query, 'material-ui');
      expect(group!.hits[0]!.doc.url).toBe('/material-ui/react-snackbar/');
    }
  });

  it('ignores spaces, case and punctuation when a title is the query, the guide before its API', () => {
    const withApi: Fields[] = [
      ...FIXTURE,
      {
        kind: 'api',
        product: 'material-ui',
        page: 'TextField API',
        heading: 'TextField API',
        url: '/material-ui/api/text-field/',
        text: 'API reference docs for the TextField component.',
        keywords: '',
      },
    ];
    for (const query of ['textfield', 'Text-Field']) {
      const [group] = engineOf(withApi).search(query, 'material-ui');
      expect(urls([group!])[0]!.slice(0, 2)).toEqual([
        '/material-ui/react-text-field/',
        '/material-ui/api/text-field/',
      ]);
    }
  });

  it('ranks a section whose heading is the query above pages that only mention it', () => {
    const [group] = engineOf().search('range-slider', 'material-ui');
    expect(group!.hits[0]!.doc.url).toBe('/material-ui/react-slider/#range-slider');
  });

  it('forgives two typos in a word of seven letters or more (a swap of two letters)', () => {
    expect(urls(engineOf().search('elevatoin', null)).flat()).toContain(
      '/material-ui/api/button/#props-disableElevation',
    );
    expect(engineOf().search('slidre', 'material-ui')).toEqual([]);
  });

  it('returns nothing for a blank or unmatched query', () => {
    expect(engineOf().search('   ', null)).toEqual([]);
    expect(engineOf().search('xylophone', null)).toEqual([]);
  });
});

describe('groupResults', () => {
  const hit = (product: string, url: string, score: number): SearchHit => ({
    doc: { id: 0, kind: 'section', product, page: 'P', heading: 'H', url, text: '', keywords: '' },
    score,
    terms: [],
  });

  it('caps hits per page and per product', () => {
    const onePage = Array.from({ length: 6 }, (_, i) => hit('material-ui', `/a/#s${i}`, 10 - i));
    expect(groupResults(onePage, null)[0]!.hits).toHaveLength(MAX_HITS_PER_PAGE);
    const manyPages = Array.from({ length: 20 }, (_, i) => hit('material-ui', `/p${i}/`, 20 - i));
    expect(groupResults(manyPages, null)[0]!.hits).toHaveLength(MAX_HITS_PER_PRODUCT);
  });

  it('orders other products by their best hit', () => {
    const groups = groupResults(
      [hit('joy-ui', '/j/', 9), hit('base-ui', '/b/', 5), hit('system', '/s/', 1)],
      'system',
    );
    expect(groups.map((group) => group.product)).toEqual(['system', 'joy-ui', 'base-ui']);
  });
});

describe('snippet', () => {
  it('marks every matched term, case-insensitively, around the first match', () => {
    const parts = snippet('The Slider component: drag the slider thumb.', ['slider']);
    expect(parts.filter((part) => part.hit).map((part) => part.text)).toEqual(['Slider', 'slider']);
    expect(parts.map((part) => part.text).join('')).toBe(
      'The Slider component: drag the slider thumb.',
    );
  });

  it('cuts long text at word boundaries with ellipses and escapes regex characters in terms', () => {
    const text = `${'lorem '.repeat(40)}needle (x+y) ${'ipsum '.repeat(40)}`;
    const parts = snippet(text, ['(x+y)'], 30);
    const joined = parts.map((part) => part.text).join('');
    expect(joined.startsWith('…')).toBe(true);
    expect(joined.endsWith('…')).toBe(true);
    expect(parts.some((part) => part.hit && part.text === '(x+y)')).toBe(true);
  });

  it('shows the start of the text when no term is given', () => {
    expect(snippet('abc def', [])).toEqual([{ text: 'abc def', hit: false }]);
  });
});
