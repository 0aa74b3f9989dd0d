/**
 * The products the site documents: display name, URL prefix, content folder, the npm package whose
 * installed version the version menu shows, and older versions as external links.
 */
export type SiteProductId =
  'material-ui' | 'joy-ui' | 'base-ui' | 'system' | 'x-data-grid' | 'docs-infra';

export interface VersionEntry {
  text: string;
  href: string;
}

export interface SiteProduct {
  id: SiteProductId;
  name: string;
  /** Route prefix, with a trailing slash. */
  prefix: string;
  /** Folder under content/. */
  contentDir: string;
  /** Package whose installed version is the current version (null: the docs themselves). */
  packageName: string | null;
  /** Where the product's entry in the product selector and its root URL lead. */
  landing: string;
  /** One line for the home page and the product selector. */
  tagline: string;
  olderVersions: readonly VersionEntry[];
  /** Listed in the product selector and on the home page. */
  listed: boolean;
}

export const SITE_PRODUCTS: readonly SiteProduct[] = [
  {
    id: 'material-ui',
    name: 'Material UI',
    prefix: '/material-ui/',
    contentDir: 'material-ui',
    packageName: '@mui/material',
    landing: '/material-ui/getting-started/',
    tagline: "Ready-made React components that follow Google's Material Design.",
    olderVersions: [
      { text: 'v5', href: 'https://v5.mui.com/material-ui/getting-started/' },
      { text: 'v4', href: 'https://v4.mui.com/getting-started/installation/' },
    ],
    listed: true,
  },
  {
    id: 'joy-ui',
    name: 'Joy UI',
    prefix: '/joy-ui/',
    contentDir: 'joy-ui',
    packageName: '@mui/joy',
    landing: '/joy-ui/getting-started/',
    tagline: 'Friendly, customisable React components with a design of their own.',
    olderVersions: [],
    listed: true,
  },
  {
    id: 'base-ui',
    name: 'Base UI',
    prefix: '/base-ui/',
    contentDir: 'base-ui',
    packageName: '@mui/base',
    landing: '/base-ui/getting-started/',
    tagline: 'Unstyled React components and hooks: the behaviour, none of the looks.',
    olderVersions: [],
    listed: true,
  },
  {
    id: 'system',
    name: 'MUI System',
    prefix: '/system/',
    contentDir: 'system',
    packageName: '@mui/system',
    landing: '/system/getting-started/',
    tagline: 'CSS utilities and the sx prop for styling straight from your components.',
    olderVersions: [{ text: 'v5', href: 'https://v5.mui.com/system/getting-started/' }],
    listed: true,
  },
  {
    id: 'x-data-grid',
    name: 'MUI X Data Grid',
    prefix: '/x/react-data-grid/',
    contentDir: 'data-grid',
    packageName: '@mui/x-data-grid',
    landing: '/x/react-data-grid/',
    tagline: 'A fast, feature-rich data table with sorting, filtering, editing and more.',
    olderVersions: [
      { text: 'v6', href: 'https://v6.mui.com/x/react-data-grid/' },
      { text: 'v5', href: 'https://v5.mui.com/x/react-data-grid/' },
    ],
    listed: true,
  },
  {
    id: 'docs-infra',
    name: 'Docs experiments',
    prefix: '/experiments/docs/',
    contentDir: 'experiments',
    packageName: null,
    landing: '/experiments/docs/',
    tagline: 'Pages that exercise every feature of the docs engine.',
    olderVersions: [],
    listed: false,
  },
];

export function getSiteProduct(id: string): SiteProduct | undefined {
  return SITE_PRODUCTS.find((product) => product.id === id);
}

/** The product whose URL prefix a route starts with (the longest match); the data grid's API too. */
export function productOfRoute(route: string): SiteProduct {
  if (route.startsWith('/x/api/data-grid/')) return getSiteProduct('x-data-grid')!;
  const match = [...SITE_PRODUCTS]
    .sort((a, b) => b.prefix.length - a.prefix.length)
    .find((product) => route.startsWith(product.prefix));
  if (!match) throw new Error(`No product serves ${route}`);
  return match;
}
