/**
 * Docs for coding agents against the production build: the MCP server over stdio (`npm run mcp`)
 * and over Streamable HTTP (`/mcp` on the test server), both driven by the SDK's own Client;
 * Markdown by content negotiation; the llms files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SNIPPET_LENGTH, MCP_BODY_LIMIT } from '../../server/mcp/limits';
import { siteConfig } from '@/config/siteConfig';
import { builtHtml, OUT_DIR, ROOT } from '../support';
import { baseUrl } from './browser';

/** The first snippet check loads every pinned package's types: slow on a loaded 2-core machine. */
const CHECKER_TIMEOUT = 240_000;

function stdioTransport(env: Record<string, string> = {}) {
  return new StdioClientTransport({
    command: process.execPath,
    args: ['--import', 'tsx', 'server/mcp/stdio.ts'],
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', STATIC_ROOT: OUT_DIR, ...env },
    stderr: 'ignore',
  });
}

async function connect(transport: StdioClientTransport | StreamableHTTPClientTransport) {
  const client = new Client({ name: 'docs-test', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

function textOf(result: unknown): string {
  const { content } = result as CallToolResult;
  return content.map((part) => (part.type === 'text' ? part.text : '')).join('');
}

async function call(client: Client, name: string, args: Record<string, unknown>) {
  return (await client.callTool({ name, arguments: args }, undefined, {
    timeout: CHECKER_TIMEOUT,
  })) as CallToolResult;
}

/** A refusal the client sees as an MCP error: a tool error result, or a JSON-RPC error. */
async function expectMcpError(attempt: Promise<unknown>, message: RegExp) {
  const outcome = await attempt.then(
    (result) => ({ result }),
    (error: unknown) => ({ error }),
  );
  if ('error' in outcome) {
    expect(String(outcome.error)).toMatch(message);
  } else {
    expect((outcome.result as CallToolResult).isError).toBe(true);
    expect(textOf(outcome.result)).toMatch(message);
  }
}

const BUTTON_EXAMPLE = `import Button from '@mui/material/Button';

export default function Example() {
  return <Button variant="contained" disableElevation>Save</Button>;
}
`;

const clients: Record<'stdio' | 'http', Client> = {} as never;

beforeAll(async () => {
  clients.stdio = await connect(stdioTransport());
  clients.http = await connect(new StreamableHTTPClientTransport(new URL(`${baseUrl()}/mcp`)));
}, 60_000);

afterAll(async () => {
  await Promise.all(Object.values(clients).map((client) => client.close()));
});

describe.each(['stdio', 'http'] as const)('the MCP server over %s', (transport) => {
  const client = () => clients[transport];

  it('lists its tools and resources', async () => {
    const { tools } = await client().listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'get_component_api',
      'get_page',
      'list_pages',
      'search_docs',
      'validate_snippet',
    ]);
    for (const tool of tools) {
      expect(tool.description, tool.name).toBeTruthy();
      expect(tool.inputSchema.type).toBe('object');
    }
    const { resources } = await client().listResources();
    const uris = resources.map((resource) => resource.uri);
    expect(uris).toContain('mui-docs://site/llms.txt');
    expect(uris).toContain('mui-docs://site/llms-full.txt');
    expect(uris).toContain('mui-docs://site/material-ui/llms.txt');
    expect(uris).toContain('mui-docs://site/material-ui/react-button.md');
    expect(uris.length).toBeGreaterThan(300);
    const page = await client().readResource({
      uri: 'mui-docs://site/material-ui/react-button.md',
    });
    const content = page.contents[0]!;
    expect('text' in content ? content.text : '').toMatch(/^# Button\n/);
  });

  it('search_docs("disableElevation") finds the Button API prop first', async () => {
    const result = await call(client(), 'search_docs', { query: 'disableElevation' });
    const { hits } = result.structuredContent as { hits: { url: string; title: string }[] };
    expect(hits[0]!.url).toBe('/material-ui/api/button/#props-disableElevation');
  });

  it('get_page returns the Button page as Markdown, TS or JS', async () => {
    const ts = textOf(await call(client(), 'get_page', { url: '/material-ui/react-button/' }));
    expect(ts).toBe(fs.readFileSync(path.join(OUT_DIR, 'material-ui/react-button.md'), 'utf8'));
    const js = textOf(
      await call(client(), 'get_page', {
        url: 'http://example.com/material-ui/react-button/#basic-button',
        variant: 'JS',
      }),
    );
    expect(js).toBe(fs.readFileSync(path.join(OUT_DIR, 'material-ui/react-button.js.md'), 'utf8'));
  });

  it('get_component_api("DataGrid") lists checkboxSelection with its type and default', async () => {
    const result = await call(client(), 'get_component_api', { name: 'DataGrid' });
    const api = result.structuredContent as {
      name: string;
      props: { name: string; type: string; default: string | null }[];
    };
    expect(api.name).toBe('DataGrid');
    expect(api.props.find((prop) => prop.name === 'checkboxSelection')).toMatchObject({
      type: 'boolean',
      default: 'false',
    });
  });

  it("list_pages gives a product's navigation tree", async () => {
    const result = await call(client(), 'list_pages', { product: 'joy-ui' });
    const { products } = result.structuredContent as {
      products: { id: string; nav: { title: string }[] }[];
    };
    expect(products.map((p) => p.id)).toEqual(['joy-ui']);
    expect(products[0]!.nav.length).toBeGreaterThan(3);
  });

  it(
    'validate_snippet passes a correct Button example and names the prop of a wrong one',
    async () => {
      const good = await call(client(), 'validate_snippet', {
        code: BUTTON_EXAMPLE,
        product: 'material-ui',
      });
      expect(good.isError).toBeFalsy();
      expect(good.structuredContent).toMatchObject({ ok: true, diagnostics: [] });
      const bad = await call(client(), 'validate_snippet', {
        code: BUTTON_EXAMPLE.replace('variant="contained"', 'variant="outline"'),
        product: 'material-ui',
      });
      const { diagnostics } = bad.structuredContent as { diagnostics: { message: string }[] };
      expect(diagnostics.length).toBeGreaterThan(0);
      expect(diagnostics.map((d) => d.message).join('\n')).toMatch(/variant/);
    },
    CHECKER_TIMEOUT,
  );

  it('answers hostile input with MCP errors and keeps answering', async () => {
    await expectMcpError(call(client(), 'delete_everything', {}), /not found/);
    await expectMcpError(call(client(), 'get_page', { url: '/no/such/page/' }), /No page at/);
    await expectMcpError(call(client(), 'get_component_api', { name: 'NoSuchThing' }), /No API/);
    await expectMcpError(
      call(client(), 'search_docs', { query: 42 }),
      /Invalid arguments|expected/i,
    );
    await expectMcpError(call(client(), 'get_page', {}), /Invalid arguments|expected/i);
    await expectMcpError(call(client(), 'search_docs', { query: 'x'.repeat(100_000) }), /Invalid/);
    await expectMcpError(
      call(client(), 'validate_snippet', { code: 'x'.repeat(MAX_SNIPPET_LENGTH + 1) }),
      /Invalid arguments|too big/i,
    );
    for (const url of [
      '/../../package.json',
      '../../../etc/passwd',
      '/material-ui/%2e%2e/%2e%2e/%2e%2e/package.json',
      '/material-ui/..%2f..%2fpackage.json',
      '/material-ui/react-button/\0',
    ]) {
      await expectMcpError(
        call(client(), 'get_page', { url }),
        /inside the documentation|No page|Encoded/,
      );
    }
    await expectMcpError(
      client().readResource({ uri: 'mui-docs://site/%2e%2e/%2e%2e/package.json' }),
      /./,
    );
    await expectMcpError(client().readResource({ uri: 'mui-docs://site/no-such-page.md' }), /./);
    const after = await call(client(), 'search_docs', { query: 'slider' });
    expect(after.isError).toBeFalsy();
  });
});

describe('the MCP endpoint over HTTP', () => {
  it('refuses a body over its size limit and keeps answering', async () => {
    const response = await fetch(`${baseUrl()}/mcp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'validate_snippet', arguments: { code: 'x'.repeat(MCP_BODY_LIMIT) } },
      }),
    });
    expect(response.status).toBe(413);
    const malformed = await fetch(`${baseUrl()}/mcp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: '{"jsonrpc": "2.0", "id": 1, "method": ',
    });
    expect(malformed.status).toBe(400);
    const get = await fetch(`${baseUrl()}/mcp`);
    expect(get.status).toBe(405);
    const result = await call(clients.http, 'search_docs', { query: 'button' });
    expect(result.isError).toBeFalsy();
  });
});

describe('the MCP server over stdio, with a snippet over its time limit', () => {
  it(
    'ends the check with an MCP error and keeps answering',
    async () => {
      const client = await connect(stdioTransport({ MCP_SNIPPET_TIME_LIMIT_MS: '1' }));
      try {
        await expectMcpError(
          call(client, 'validate_snippet', { code: BUTTON_EXAMPLE }),
          /took longer than 1 ms/,
        );
        const after = await call(client, 'search_docs', { query: 'disableElevation' });
        expect(after.isError).toBeFalsy();
      } finally {
        await client.close();
      }
    },
    CHECKER_TIMEOUT,
  );
});

describe('Markdown for agents on the production server', () => {
  it('answers Accept: text/markdown on a page with its Markdown copy', async () => {
    const response = await fetch(`${baseUrl()}/material-ui/react-button/`, {
      headers: { accept: 'text/markdown' },
    });
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(response.headers.get('vary')).toContain('Accept');
    expect(await response.text()).toMatch(/^# Button\n/);
  });

  it('serves llms-full.txt and a llms.txt per product', async () => {
    for (const url of [
      '/llms-full.txt',
      '/material-ui/llms.txt',
      '/joy-ui/llms.txt',
      '/base-ui/llms.txt',
      '/system/llms.txt',
      '/x/react-data-grid/llms.txt',
    ]) {
      const response = await fetch(`${baseUrl()}${url}`);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type'), url).toBe('text/plain; charset=utf-8');
    }
    const full = fs.readFileSync(path.join(OUT_DIR, 'llms-full.txt'), 'utf8');
    expect(full).toContain(
      fs.readFileSync(path.join(OUT_DIR, 'material-ui/react-button.md'), 'utf8').trim(),
    );
  });

  it('page actions link to ChatGPT and Claude with a prompt to read the Markdown copy', () => {
    const html = builtHtml('/material-ui/react-button/');
    const prompt = `Read ${siteConfig.siteUrl}/material-ui/react-button.md`;
    for (const [testId, base] of [
      ['open-in-chatgpt', 'https://chatgpt.com/?q='],
      ['open-in-claude', 'https://claude.ai/new?q='],
    ] as const) {
      const href = new RegExp(`href="([^"]+)"[^>]*data-testid="${testId}"`).exec(html)?.[1];
      expect(href, testId).toBeDefined();
      const url = href!.replace(/&amp;/g, '&');
      expect(url.startsWith(base), url).toBe(true);
      expect(new URL(url).searchParams.get('q')).toContain(prompt);
    }
  });
});
