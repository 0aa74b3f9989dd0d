/**
 * Every API page's reference as plain JSON for agents (the MCP server's get_component_api):
 * written by src/node/postbuild/llms/apiIndexFile.ts, read by server/mcp/.
 */

/** Where the build writes it, relative to the site root. */
export const API_INDEX_URL = '/api-reference.json';

export interface ApiIndexMember {
  name: string;
  type: string;
  required: boolean;
  default: string | null;
  description: string;
  /** Deprecation note ('' without a reason); null when not deprecated. */
  deprecated: string | null;
}

export interface ApiIndexEntry {
  name: string;
  kind: 'component' | 'hook' | 'interface';
  /** Site product id (material-ui, x-data-grid, …). */
  product: string;
  packageName: string;
  /** The API page. */
  route: string;
  props: ApiIndexMember[];
  parameters: ApiIndexMember[] | null;
  returnValue: ApiIndexMember[] | null;
  slots: { name: string; default: string | null; className: string | null; description: string }[];
  classes: { key: string; className: string; description: string; deprecated: string | null }[];
  themeName: string | null;
  inherits: string | null;
  demos: { title: string; route: string }[];
}

export interface ApiIndexFile {
  version: 1;
  entries: ApiIndexEntry[];
}
