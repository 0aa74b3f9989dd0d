/** The MCP tools: read-only views of the built site, plus the build's snippet checker. */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { markdownUrl } from '../../src/model/markdownUrl';
import { snippet } from '../../src/model/searchEngine';
import { SITE_PRODUCTS } from '../../src/products/products';
import { MAX_SEARCH_RESULTS, MAX_SNIPPET_LENGTH, MAX_TEXT_ARGUMENT } from './limits';
import type { SiteData } from './siteData';
import { readPageMarkdown } from './sitePaths';
import type { SnippetValidator } from './snippetValidator';

export interface ToolDependencies {
  site: () => SiteData;
  snippets: SnippetValidator;
}

const PRODUCT_IDS = SITE_PRODUCTS.filter((p) => p.listed).map((p) => p.id) as [string, ...string[]];
const product = z.enum(PRODUCT_IDS).describe(`A product: ${PRODUCT_IDS.join(', ')}.`);
const text = (description: string) =>
  z.string().min(1).max(MAX_TEXT_ARGUMENT).describe(description);

function json(value: unknown): CallToolResult {
  return {
    content: [{ type: 'text', text: JSON.stringify(value, null, 2) }],
    structuredContent: value as Record<string, unknown>,
  };
}

export function registerTools(server: McpServer, { site, snippets }: ToolDependencies): void {
  const readOnly = { readOnlyHint: true, openWorldHint: false } as const;

  server.registerTool(
    'search_docs',
    {
      title: 'Search the docs',
      description:
        "Search the documentation (pages, sections, API props, slots and CSS classes) with the same ranking as the site's search box. Returns hits best first, each with its title, URL (route and anchor) and a snippet; read a page with get_page.",
      inputSchema: {
        query: text('What to look for: a component, a prop name, a topic.'),
        product: product.optional().describe('Results of this product first (as on its pages).'),
        limit: z
          .number()
          .int()
          .min(1)
          .max(MAX_SEARCH_RESULTS)
          .optional()
          .describe('Hits to return (default 10).'),
      },
      annotations: readOnly,
    },
    ({ query, product: current, limit }) => {
      const groups = site().search.search(query, current ?? null);
      const hits = groups
        .flatMap((group) => group.hits)
        .slice(0, limit ?? 10)
        .map(({ doc, terms }) => ({
          title:
            doc.kind === 'page' || doc.kind === 'api' ? doc.page : `${doc.page}: ${doc.heading}`,
          kind: doc.kind,
          product: doc.product,
          url: doc.url,
          markdownUrl: markdownUrl(doc.url.split('#')[0]!),
          snippet: snippet(doc.text, terms)
            .map((part) => part.text)
            .join(''),
        }));
      return json({ query, hits });
    },
  );

  server.registerTool(
    'get_page',
    {
      title: 'Get a page as Markdown',
      description:
        "A documentation page as Markdown, with its demos inlined as TypeScript (variant TS, the default) or JavaScript (JS). Give the page's URL or path, e.g. /material-ui/react-button/.",
      inputSchema: {
        url: text(
          "The page's URL or path, e.g. https://…/material-ui/react-button/ or /material-ui/react-button/.",
        ),
        variant: z.enum(['TS', 'JS']).optional().describe('Code of the demos: TS (default) or JS.'),
      },
      annotations: readOnly,
    },
    ({ url, variant }) => ({
      content: [{ type: 'text', text: readPageMarkdown(site().root, url, variant ?? 'TS') }],
    }),
  );

  server.registerTool(
    'get_component_api',
    {
      title: "Get a component's API",
      description:
        'The API reference of a component, hook or interface as JSON: props (type, default, description, deprecation), slots and CSS classes, its package and demos. Names are matched without regard to case; give a product when several have the name (e.g. Button).',
      inputSchema: {
        name: text(
          'The component, hook or interface name, e.g. Button, DataGrid, useAutocomplete.',
        ),
        product: product
          .optional()
          .describe('The product whose component to take (default: the first that has it).'),
      },
      annotations: readOnly,
    },
    ({ name, product: wanted }) => {
      const key = name.trim().replace(/^</, '').replace(/\/?>$/, '').toLowerCase();
      const matches = site().api.entries.filter((entry) => entry.name.toLowerCase() === key);
      const entry = matches.find((e) => e.product === wanted) ?? (wanted ? undefined : matches[0]);
      if (!entry) {
        const similar = site()
          .api.entries.filter((e) => e.name.toLowerCase().includes(key.slice(0, 4)))
          .slice(0, 8)
          .map((e) => `${e.name} (${e.product})`);
        throw new Error(
          `No API reference for ${JSON.stringify(name)}${wanted ? ` in ${wanted}` : ''}.` +
            (matches.length ? ` It exists in: ${matches.map((m) => m.product).join(', ')}.` : '') +
            (similar.length ? ` Similar names: ${similar.join(', ')}.` : ''),
        );
      }
      const alsoIn = matches.filter((m) => m !== entry).map((m) => m.product);
      return json({ ...entry, markdownUrl: markdownUrl(entry.route), alsoIn });
    },
  );

  server.registerTool(
    'list_pages',
    {
      title: 'List the pages',
      description:
        "The navigation tree of one product or of all: each entry has a title and pathname (a page's URL path), sections have children.",
      inputSchema: { product: product.optional() },
      annotations: readOnly,
    },
    ({ product: wanted }) => {
      const products = site().nav.products.filter((p) => !wanted || p.id === wanted);
      return json({ products });
    },
  );

  server.registerTool(
    'validate_snippet',
    {
      title: 'Type-check a code snippet',
      description: `Type-checks a React snippet (TSX, or JSX as JavaScript) against the packages the site documents, at their pinned versions, with the same checker as the site's own code blocks. Returns TypeScript diagnostics (line, column, message, code); an empty list means it compiles. The code is never run. Up to ${MAX_SNIPPET_LENGTH} characters.`,
      inputSchema: {
        code: z.string().min(1).max(MAX_SNIPPET_LENGTH).describe('The snippet, with its imports.'),
        product: product
          .optional()
          .describe("The product the snippet uses (every product's packages are available)."),
        language: z.enum(['tsx', 'jsx']).optional().describe('tsx (default) or jsx.'),
      },
      annotations: readOnly,
    },
    async ({ code, product: used, language }) => {
      const diagnostics = await snippets.validate(code, language ?? 'tsx');
      return json({ product: used ?? null, ok: diagnostics.length === 0, diagnostics });
    },
  );
}
