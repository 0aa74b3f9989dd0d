/** The MCP resources: every page's Markdown copy, and the llms files. */
import fs from 'node:fs';
import { ResourceTemplate, type McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { markdownUrl } from '../../src/model/markdownUrl';
import type { SiteData } from './siteData';
import { fileInSite, routeOf } from './sitePaths';

/** `mui-docs://site/material-ui/react-button.md`: a file of the built site by its URL path. */
export const RESOURCE_PREFIX = 'mui-docs://site';

export function registerResources(server: McpServer, site: () => SiteData): void {
  const data = site();
  for (const url of data.llmsFiles) {
    server.registerResource(
      url.slice(1),
      `${RESOURCE_PREFIX}${url}`,
      {
        title: url,
        description: 'llms.txt (llmstxt.org) of the documentation.',
        mimeType: 'text/plain',
      },
      (uri) => ({
        contents: [
          {
            uri: uri.href,
            mimeType: 'text/plain',
            text: fs.readFileSync(fileInSite(data.root, url), 'utf8'),
          },
        ],
      }),
    );
  }
  server.registerResource(
    'page',
    new ResourceTemplate(`${RESOURCE_PREFIX}/{+path}`, {
      list: () => ({
        resources: data.pages.map((page) => ({
          uri: `${RESOURCE_PREFIX}${markdownUrl(page.route)}`,
          name: page.route,
          title: page.title,
          mimeType: 'text/markdown',
        })),
      }),
    }),
    {
      description:
        'A documentation page as Markdown (demos in TypeScript; `.js.md` for JavaScript).',
      mimeType: 'text/markdown',
    },
    (uri, { path }) => {
      const requested = `/${String(path)}`;
      if (!/\.md$/.test(requested)) throw new Error(`Not a page's Markdown: ${uri.href}`);
      const variant = requested.endsWith('.js.md') ? 'JS' : 'TS';
      const file = fileInSite(data.root, markdownUrl(routeOf(requested), variant));
      return {
        contents: [
          { uri: uri.href, mimeType: 'text/markdown', text: fs.readFileSync(file, 'utf8') },
        ],
      };
    },
  );
}
