/** The one MCP server of the docs, whichever transport carries it (stdio.ts, httpRoute.ts). */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { registerResources } from './resources';
import { registerTools, type ToolDependencies } from './tools';

export const MCP_SERVER_NAME = 'mui-docs';

export function createDocsMcpServer(dependencies: ToolDependencies): McpServer {
  const server = new McpServer(
    { name: MCP_SERVER_NAME, version: '1.0.0' },
    {
      instructions:
        'Documentation of Material UI, Joy UI, Base UI, MUI System and the MUI X Data Grid. Find pages with search_docs or list_pages, read them with get_page, look up props with get_component_api, and check code with validate_snippet.',
    },
  );
  registerTools(server, dependencies);
  registerResources(server, dependencies.site);
  return server;
}
