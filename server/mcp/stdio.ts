/**
 * `npm run mcp`: the docs MCP server over stdio, reading the built site (STATIC_ROOT, default
 * `out`) and nothing else: no network. Logs go to stderr; stdout carries the protocol.
 */
import path from 'node:path';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { DEFAULT_STATIC_ROOT } from '../config';
import { createDocsMcpServer } from './docsMcpServer';
import { lazySiteData } from './siteData';
import { createSnippetValidator } from './snippetValidator';

async function main() {
  const root = path.resolve(__dirname, '../..', process.env.STATIC_ROOT ?? DEFAULT_STATIC_ROOT);
  const timeLimit = Number(process.env.MCP_SNIPPET_TIME_LIMIT_MS);
  const snippets = createSnippetValidator(
    Number.isInteger(timeLimit) && timeLimit > 0 ? { timeLimitMs: timeLimit } : {},
  );
  const site = lazySiteData(root);
  site();
  const server = createDocsMcpServer({ site, snippets });
  const transport = new StdioServerTransport();
  transport.onclose = () => void snippets.close();
  await server.connect(transport);
  console.error(`mui-docs MCP server on stdio, reading ${root}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
