/**
 * The navigation tree of a product. Each product's `pages.ts` exports one of these.
 * A node with `children` is a group; a leaf is a page of the site, or an external link when its
 * pathname starts with `https://`.
 */
import type { NavPageFlags } from '@/model/navItem';

export interface NavPage extends NavPageFlags {
  pathname: string;
  /** Defaults to the page's front-matter title; required for groups and external links. */
  title?: string;
  /** A group shown as a heading rather than a collapsible item. */
  subheader?: string;
  children?: readonly NavPage[];
  /** Name of an icon in the shell's nav icon set (src/shell/navIcons.tsx). */
  icon?: string;
  linkProps?: { target?: '_blank'; rel?: string };
  /**
   * A group whose pages are the product's generated API pages of this kind (alphabetical); the
   * group lists no children of its own.
   */
  apiList?: 'components' | 'hooks' | 'interfaces';
}
