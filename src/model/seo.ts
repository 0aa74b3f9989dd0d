/** What a page's head says about it to search engines and link previews (src/shell/SeoTags.astro). */
export interface Crumb {
  name: string;
  path: string;
}

export interface PageSeo {
  /** The document title, product name included. */
  title: string;
  description: string;
  path: string;
  /** Picks the social image (`/static/social/<product>.jpg`); null: the site's own. */
  productId: string | null;
  breadcrumbs?: Crumb[];
  noindex?: boolean;
  /** Front matter keywords of a Markdown page. */
  keywords?: readonly string[];
}
