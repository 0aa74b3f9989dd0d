/**
 * Every listed product's navigation tree as JSON for agents (the MCP server's list_pages): written
 * by src/node/postbuild/postbuild.ts, read by server/mcp/.
 */
import type { NavItem } from './navItem';

/** Where the build writes it, relative to the site root. */
export const NAV_TREE_URL = '/nav-tree.json';

export interface NavTreeFile {
  version: 1;
  products: { id: string; name: string; prefix: string; nav: NavItem[] }[];
}
