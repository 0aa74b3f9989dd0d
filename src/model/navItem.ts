/** A product's navigation tree as pages receive it, and a link to one of its pages. */

/** Badges a nav entry can carry; authors set them in a product's `pages.ts` (content/types.ts). */
export interface NavPageFlags {
  deprecated?: boolean;
  newFeature?: boolean;
  beta?: boolean;
  planned?: boolean;
  unstable?: boolean;
  legacy?: boolean;
  /** The component comes from @mui/lab. */
  lab?: boolean;
  plan?: 'pro' | 'premium';
}

export interface NavItem extends NavPageFlags {
  /** Internal pages end with a slash; external links are absolute URLs. */
  pathname: string;
  title: string;
  subheader?: string;
  icon?: string;
  external?: boolean;
  children?: NavItem[];
}

export interface PageLink {
  pathname: string;
  title: string;
}
