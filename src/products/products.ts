/**
 * The products the site documents, one entry each: every per-product fact lives here. Adding a
 * product is a content folder plus one entry (content/README.md, "Adding a product", says what
 * else a product with a playground or a provider of its own needs). Plain data: the build, the
 * server and the browser all read it.
 */
/** How analytics and page data group products (MUI's own categories). */
export type ProductCategory = 'core' | 'x' | 'docs';

export interface VersionEntry {
  text: string;
  href: string;
}

/** Our own mark of a product: one SVG path in a 24 × 24 box, and its colour. */
export interface ProductLogo {
  color: string;
  path: string;
}

/** A product's entry; `SiteProduct` is one of the entries below, its id one of theirs. */
export interface ProductDescriptor {
  id: string;
  category: ProductCategory;
  name: string;
  logo: ProductLogo;
  /** Route prefix of the guides, with a trailing slash. */
  prefix: string;
  /** Route prefix of its API pages (src/node/generate/api/packages.ts lists the packages); null: none. */
  apiPrefix: string | null;
  /** Folder under content/. */
  contentDir: string;
  /** Package whose installed version is the current version (null: the docs themselves). */
  packageName: string | null;
  /** Where the product's entry in the product selector and its root URL lead. */
  landing: string;
  /** One line for the home page and the product selector. */
  tagline: string;
  olderVersions: readonly VersionEntry[];
  /** Listed in the product selector, on the home page, in search and in llms.txt. */
  listed: boolean;
  /**
   * A provider every demo of the product renders inside, as module paths (`@/…`, default export):
   * `page` on the docs page and in full-page demos, `liveFrame` in the live editor's frame.
   * Null: demos need nothing beyond the site's own theme.
   */
  demoProvider: { page: string; liveFrame: string } | null;
  /**
   * The props playground of its component pages (`<prefix>react-<name>/`): the island module that
   * renders it. Null: no playground. The playground overrides live in src/tools/playground/overrides/.
   */
  playground: { island: string } | null;
  /** Components whose bundle size the pages show: all that have an API page, these, or none. */
  measuredComponents: 'all' | readonly string[] | null;
}

const DESCRIPTORS = [
  {
    id: 'material-ui',
    category: 'core',
    name: 'Material UI',
    logo: {
      color: '#1F76E0',
      path: 'M3 6l6-3.5 6 3.5v4l-6-3.5L3 10zM3 11l6 3.5 6-3.5v4l-6 3.5L3 15zM16 10l5-3v4l-5 3z',
    },
    prefix: '/material-ui/',
    apiPrefix: '/material-ui/api/',
    contentDir: 'material-ui',
    packageName: '@mui/material',
    landing: '/material-ui/getting-started/',
    tagline: "Ready-made React components that follow Google's Material Design.",
    olderVersions: [
      { text: 'v5', href: 'https://v5.mui.com/material-ui/getting-started/' },
      { text: 'v4', href: 'https://v4.mui.com/getting-started/installation/' },
    ],
    listed: true,
    demoProvider: null,
    playground: { island: '@/tools/playground/MaterialPlayground' },
    measuredComponents: 'all',
  },
  {
    id: 'joy-ui',
    category: 'core',
    name: 'Joy UI',
    logo: {
      color: '#7B45D6',
      path: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-4 8h2v2H8zm6 0h2v2h-2zm-6.5 4h9a4.5 4.5 0 0 1-9 0z',
    },
    prefix: '/joy-ui/',
    apiPrefix: '/joy-ui/api/',
    contentDir: 'joy-ui',
    packageName: '@mui/joy',
    landing: '/joy-ui/getting-started/',
    tagline: 'Friendly, customisable React components with a design of their own.',
    olderVersions: [],
    listed: true,
    demoProvider: {
      page: '@/demo/JoyDemoProvider',
      liveFrame: '@/demo/liveEdit/frame/JoyFrameWrapper',
    },
    playground: { island: '@/tools/playground/JoyPlayground' },
    measuredComponents: 'all',
  },
  {
    id: 'base-ui',
    category: 'core',
    name: 'Base UI',
    logo: { color: '#3B4454', path: 'M4 4h16v4H4zM4 10h10v4H4zM4 16h16v4H4z' },
    prefix: '/base-ui/',
    apiPrefix: '/base-ui/api/',
    contentDir: 'base-ui',
    packageName: '@mui/base',
    landing: '/base-ui/getting-started/',
    tagline: 'Unstyled React components and hooks: the behaviour, none of the looks.',
    olderVersions: [],
    listed: true,
    demoProvider: null,
    playground: { island: '@/tools/playground/BasePlayground' },
    measuredComponents: 'all',
  },
  {
    id: 'system',
    category: 'core',
    name: 'MUI System',
    logo: {
      color: '#0E8A7D',
      path: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM16.5 13a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7z',
    },
    prefix: '/system/',
    apiPrefix: '/system/api/',
    contentDir: 'system',
    packageName: '@mui/system',
    landing: '/system/getting-started/',
    tagline: 'CSS utilities and the sx prop for styling straight from your components.',
    olderVersions: [{ text: 'v5', href: 'https://v5.mui.com/system/getting-started/' }],
    listed: true,
    demoProvider: null,
    playground: null,
    measuredComponents: null,
  },
  {
    id: 'x-data-grid',
    category: 'x',
    name: 'MUI X Data Grid',
    logo: {
      color: '#D9480F',
      path: 'M3 3h18v18H3zm2 2v4h6V5zm8 0v4h6V5zm-8 6v4h6v-4zm8 0v4h6v-4zm-8 6v2h6v-2zm8 0v2h6v-2z',
    },
    prefix: '/x/react-data-grid/',
    apiPrefix: '/x/api/data-grid/',
    contentDir: 'data-grid',
    packageName: '@mui/x-data-grid',
    landing: '/x/react-data-grid/',
    tagline: 'A fast, feature-rich data table with sorting, filtering, editing and more.',
    olderVersions: [
      { text: 'v6', href: 'https://v6.mui.com/x/react-data-grid/' },
      { text: 'v5', href: 'https://v5.mui.com/x/react-data-grid/' },
    ],
    listed: true,
    demoProvider: null,
    playground: null,
    measuredComponents: ['DataGrid', 'DataGridPro', 'DataGridPremium'],
  },
  {
    id: 'docs-infra',
    category: 'docs',
    name: 'Docs experiments',
    logo: {
      color: '#6B7587',
      path: 'M9 2h6v2h-1v5l5 9a2 2 0 0 1-1.8 3H6.8A2 2 0 0 1 5 18l5-9V4H9z',
    },
    prefix: '/experiments/docs/',
    apiPrefix: null,
    contentDir: 'experiments',
    packageName: null,
    landing: '/experiments/docs/',
    tagline: 'Pages that exercise every feature of the docs engine.',
    olderVersions: [],
    listed: false,
    demoProvider: null,
    playground: null,
    measuredComponents: null,
  },
] as const satisfies readonly ProductDescriptor[];

export type SiteProductId = (typeof DESCRIPTORS)[number]['id'];

export interface SiteProduct extends ProductDescriptor {
  id: SiteProductId;
}

export const SITE_PRODUCTS: readonly SiteProduct[] = DESCRIPTORS;

export function getSiteProduct(id: string): SiteProduct | undefined {
  return SITE_PRODUCTS.find((product) => product.id === id);
}

/** The route prefixes a product serves: its guides and, where they lie outside, its API pages. */
export function productPrefixes(product: SiteProduct): string[] {
  return product.apiPrefix === null || product.apiPrefix.startsWith(product.prefix)
    ? [product.prefix]
    : [product.prefix, product.apiPrefix];
}

/** The product that serves a route: the longest of the products' prefixes it starts with. */
export function findProductOfRoute(
  route: string,
  products: readonly SiteProduct[] = SITE_PRODUCTS,
): SiteProduct | undefined {
  let found: { product: SiteProduct; length: number } | undefined;
  for (const product of products) {
    for (const prefix of productPrefixes(product)) {
      if (route.startsWith(prefix) && prefix.length > (found?.length ?? 0))
        found = { product, length: prefix.length };
    }
  }
  return found?.product;
}

export function productOfRoute(route: string): SiteProduct {
  const product = findProductOfRoute(route);
  if (!product) throw new Error(`No product serves ${route}`);
  return product;
}
