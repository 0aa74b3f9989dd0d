import { describe, expect, it } from 'vitest';
import type { NavPage } from '@content/types';
import { assertUniquePathnames, flattenNav, neighboursOf, resolveNav } from './nav';

const tree: NavPage[] = [
  {
    pathname: '/p/group',
    title: 'Group',
    children: [
      { pathname: '/p/a/', title: 'A custom' },
      { pathname: '/p/b', beta: true },
      { pathname: 'https://example.com/blog', title: 'Blog' },
    ],
  },
  { pathname: '/p/sub', subheader: 'Sub', children: [{ pathname: '/p/c/', plan: 'pro' }] },
];
const titles = new Map([
  ['/p/a/', 'A'],
  ['/p/b/', 'B'],
  ['/p/c/', 'C'],
]);

describe('assertUniquePathnames', () => {
  it('throws the spec error for a duplicate, even nested', () => {
    expect(() =>
      assertUniquePathnames([
        { pathname: '/x' },
        { pathname: '/g', children: [{ pathname: '/x' }] },
      ]),
    ).toThrow('Duplicated pathname /x in pages');
  });
  it('treats a trailing slash as the same pathname', () => {
    expect(() => assertUniquePathnames([{ pathname: '/x/' }, { pathname: '/x' }])).toThrow(
      'Duplicated pathname /x in pages',
    );
  });
  it('accepts a tree without duplicates', () => {
    expect(() => assertUniquePathnames(tree)).not.toThrow();
  });
});

describe('resolveNav', () => {
  const nav = resolveNav(tree, titles, 'pages.ts');
  it('fills titles from pages, keeps custom titles and flags, marks external links', () => {
    expect(nav[0]!.children!.map((c) => [c.pathname, c.title, c.beta, c.external])).toEqual([
      ['/p/a/', 'A custom', undefined, undefined],
      ['/p/b/', 'B', true, undefined],
      ['https://example.com/blog', 'Blog', undefined, true],
    ]);
    expect(nav[1]).toMatchObject({ subheader: 'Sub', title: 'Sub' });
    expect(nav[1]!.children![0]).toMatchObject({ plan: 'pro', title: 'C' });
  });
  it('fails for an entry without a page, naming it', () => {
    expect(() => resolveNav([{ pathname: '/p/missing/' }], titles, 'content/p/pages.ts')).toThrow(
      /content\/p\/pages.ts: navigation entry \/p\/missing\/ has no page/,
    );
  });
});

describe('flattenNav and neighboursOf', () => {
  const nav = resolveNav(tree, titles, 'pages.ts');
  it('lists internal pages in order, skipping groups and external links', () => {
    expect(flattenNav(nav).map((l) => l.pathname)).toEqual(['/p/a/', '/p/b/', '/p/c/']);
  });
  it('gives previous and next', () => {
    expect(neighboursOf(nav, '/p/b/')).toEqual({
      prev: { pathname: '/p/a/', title: 'A custom' },
      next: { pathname: '/p/c/', title: 'C' },
    });
    expect(neighboursOf(nav, '/p/a/').prev).toBeNull();
    expect(neighboursOf(nav, '/p/c/').next).toBeNull();
    expect(neighboursOf(nav, '/nowhere/')).toEqual({ prev: null, next: null });
  });
});

describe('generated API groups', () => {
  const tree = [
    {
      pathname: '/p/api-group',
      title: 'API',
      children: [
        { pathname: '/p/api-components', subheader: 'Components', apiList: 'components' as const },
      ],
    },
  ];
  it('lists the generated pages in the group', () => {
    const nav = resolveNav(tree, new Map(), 'pages.ts', {
      components: [
        { pathname: '/p/api/badge/', title: 'Badge' },
        { pathname: '/p/api/button/', title: 'Button' },
      ],
    });
    expect(nav[0]?.children?.[0]).toEqual({
      pathname: '/p/api-components/',
      title: 'Components',
      subheader: 'Components',
      children: [
        { pathname: '/p/api/badge/', title: 'Badge' },
        { pathname: '/p/api/button/', title: 'Button' },
      ],
    });
  });
  it('fails when the product has no pages of that kind', () => {
    expect(() => resolveNav(tree, new Map(), 'pages.ts', {})).toThrow(/generated components pages/);
  });
});
