import { describe, expect, it } from 'vitest';
import { getSiteProduct } from '@/products/products';
import { loadSiteSource } from '../siteSource';
import type { SitePage } from '../siteIndexTypes';
import { productNav } from './productNav';

/** The real Base UI tree and pages from the index `npm run generate` wrote. */
const index = loadSiteSource().index;
const product = getSiteProduct('base-ui')!;
const pages = index.pages.filter(
  (page) => page.productId === product.id || page.frameProductId === product.id,
);

function extraPage(hidden: boolean): SitePage {
  return { ...pages[0]!, route: '/base-ui/not-in-the-tree/', file: 'content/x.md', hidden };
}

describe('productNav', () => {
  it('resolves the tree the index holds for the product', async () => {
    expect(await productNav(product, pages, index.apiPages)).toEqual(index.products['base-ui'].nav);
  });

  it('fails for a page shown in the frame but missing from the tree, unless it is hidden', async () => {
    await expect(productNav(product, [...pages, extraPage(false)], index.apiPages)).rejects.toThrow(
      /content\/x\.md: page \/base-ui\/not-in-the-tree\/ is not in content\/base-ui\/pages\.ts/,
    );
    await expect(
      productNav(product, [...pages, extraPage(true)], index.apiPages),
    ).resolves.toBeTruthy();
  });

  it('fails for an API page of a kind the tree has no list for', async () => {
    const api = [
      ...index.apiPages,
      {
        route: '/base-ui/nothing-interface/',
        productId: 'base-ui' as const,
        name: 'Nothing',
        kind: 'interface' as const,
      },
    ];
    await expect(productNav(product, pages, api)).rejects.toThrow(
      /API page \/base-ui\/nothing-interface\/ is not in the navigation: add a group with apiList: 'interfaces'/,
    );
  });
});
