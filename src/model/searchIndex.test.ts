import { describe, expect, it } from 'vitest';
import {
  compactIndex,
  expandIndex,
  type SearchDocument,
  type SearchIndexFile,
} from './searchIndex';

const DOCS: SearchDocument[] = [
  {
    id: 0,
    kind: 'api',
    product: 'material-ui',
    page: 'Button API',
    heading: 'Button API',
    url: '/material-ui/api/button/',
    text: 'Intro',
    keywords: '',
  },
  {
    id: 1,
    kind: 'member',
    product: 'material-ui',
    page: 'Button API',
    heading: 'color',
    url: '/material-ui/api/button/#props-color',
    text: 'The colour.',
    keywords: '',
  },
  {
    id: 2,
    kind: 'page',
    product: 'joy-ui',
    page: 'Button',
    heading: 'Button',
    url: '/joy-ui/react-button/',
    text: 'Joy',
    keywords: '',
  },
];

describe('search index file', () => {
  it('lists each page once and restores every document exactly', () => {
    const file = compactIndex(DOCS);
    expect(file.pages).toEqual([
      ['material-ui', 'Button API', '/material-ui/api/button/'],
      ['joy-ui', 'Button', '/joy-ui/react-button/'],
    ]);
    expect(file.docs[1]).toEqual([0, 'member', 'color', 'props-color', 'The colour.']);
    expect(expandIndex(JSON.parse(JSON.stringify(file)) as SearchIndexFile)).toEqual(DOCS);
  });

  it('rejects a file of another format instead of searching garbage', () => {
    expect(() => expandIndex({ version: 2 } as unknown as SearchIndexFile)).toThrow(/Unsupported/);
    expect(() => expandIndex(null as unknown as SearchIndexFile)).toThrow(/Unsupported/);
  });
});
