/**
 * Component playgrounds at build time (Node only): which component a page's playground shows, its
 * generated controls, where the section goes in the body, and the per-product registry of dynamic
 * imports the island loads the component through (src/generated/playground/<product>.ts).
 */
import type { BodyBlock } from '@/model/bodyBlocks';
import type { Heading } from '@/model/pageData';
import type { PlaygroundBuildOverride, PlaygroundData } from '@/model/playground';
import { getSiteProduct, SITE_PRODUCTS, type SiteProductId } from '@/products/products';
import type { ApiProductDocs } from './api/apiDocs';
import type { ApiEntry } from './api/types';
import { playgroundControls } from './playgroundControls';
import type { SiteIndex, SitePage } from './siteIndex';

/** Products whose component pages have a playground. */
export const PLAYGROUND_PRODUCTS: readonly SiteProductId[] = SITE_PRODUCTS.filter(
  (product) => product.playground,
).map((product) => product.id);

/** `/material-ui/react-button/`-style routes: a component page of a product with playgrounds. */
function isPlaygroundRoute(page: Pick<SitePage, 'route' | 'productId'>): boolean {
  const product = getSiteProduct(page.productId);
  if (!product?.playground || !page.route.startsWith(`${product.prefix}react-`)) return false;
  return !page.route.slice(product.prefix.length).replace(/\/$/, '').includes('/');
}

function productEntries(docs: readonly ApiProductDocs[], id: SiteProductId): ApiEntry[] {
  return (
    docs.find((product) => product.productId === id)?.packages.flatMap((pkg) => pkg.entries) ?? []
  );
}

/** The page's primary component: the first one its front matter lists that is a React component. */
export function primaryComponent(
  docs: readonly ApiProductDocs[],
  page: Pick<SitePage, 'route' | 'productId' | 'components'>,
): ApiEntry | null {
  if (!isPlaygroundRoute(page)) return null;
  const entries = productEntries(docs, page.productId);
  for (const name of page.components) {
    const entry = entries.find((candidate) => candidate.name === name);
    if (entry?.kind === 'component') return entry.pathImport ? entry : null;
  }
  return null;
}

/** `Unstable_NumberInput` → `NumberInput`: the name developers import it as. */
export function jsxTag(name: string): string {
  return name.replace(/^Unstable_/, '');
}

/**
 * Where the section goes: before the first h2 of the body, splitting the prose block that holds
 * it, so the intro stays above the playground.
 */
export function placeSection(body: readonly BodyBlock[]): { body: BodyBlock[]; position: number } {
  for (let index = 0; index < body.length; index += 1) {
    const block = body[index]!;
    if (block.kind !== 'html') continue;
    const at = block.html.search(/<h2[\s>]/);
    if (at === -1) continue;
    const before = block.html.slice(0, at);
    if (!before.trim()) return { body: [...body], position: index };
    return {
      body: [
        ...body.slice(0, index),
        { kind: 'html', html: before },
        { kind: 'html', html: block.html.slice(at) },
        ...body.slice(index + 1),
      ],
      position: index + 1,
    };
  }
  return { body: [...body], position: body.length };
}

export const PLAYGROUND_HEADING: Heading = { id: 'playground', text: 'Playground', level: 2 };

/** The TOC with the playground before the first h2. */
export function headingsWithPlayground(headings: readonly Heading[]): Heading[] {
  const at = headings.findIndex((heading) => heading.level === 2);
  const index = at === -1 ? headings.length : at;
  return [...headings.slice(0, index), PLAYGROUND_HEADING, ...headings.slice(index)];
}

/** A page's playground and its body with room for it; null for pages without one. */
export function pagePlayground(
  docs: readonly ApiProductDocs[],
  page: Pick<SitePage, 'route' | 'productId' | 'components'>,
  body: readonly BodyBlock[],
  overrides: Readonly<Record<string, PlaygroundBuildOverride>>,
): { playground: PlaygroundData; body: BodyBlock[] } | null {
  const entry = primaryComponent(docs, page);
  if (!entry) return null;
  const override = overrides[entry.name] ?? {};
  if (override.skip) return null;
  const placed = placeSection(body);
  return {
    playground: {
      component: entry.name,
      tag: jsxTag(entry.name),
      controls: playgroundControls(entry.props, jsxTag(entry.name), override.hide),
      closes:
        entry.props.some((prop) => prop.name === 'open') &&
        entry.props.some((prop) => prop.name === 'onClose'),
      position: placed.position,
    },
    body: placed.body,
  };
}

/** The component page whose playground shows this API entry, if any. */
export function playgroundRouteOf(
  pages: readonly SitePage[],
  docs: readonly ApiProductDocs[],
  productId: SiteProductId,
  name: string,
  overrides: Readonly<Record<string, PlaygroundBuildOverride>>,
): string | null {
  if (overrides[name]?.skip) return null;
  const page = playgroundPages(pages, docs).get(`${productId}\n${name}`);
  return page ? `${page.route}#${PLAYGROUND_HEADING.id}` : null;
}

const playgroundPagesOf = new WeakMap<readonly SitePage[], Map<string, SitePage>>();

/** The page of each component with a playground, by product and name (the first page wins). */
function playgroundPages(
  pages: readonly SitePage[],
  docs: readonly ApiProductDocs[],
): Map<string, SitePage> {
  let found = playgroundPagesOf.get(pages);
  if (!found) {
    found = new Map();
    for (const page of pages) {
      const name = primaryComponent(docs, page)?.name;
      const key = `${page.productId}\n${name}`;
      if (name && !found.has(key)) found.set(key, page);
    }
    playgroundPagesOf.set(pages, found);
  }
  return found;
}

/** The registry module of a product: every primary component as a dynamic import. */
export function playgroundRegistrySource(
  docs: readonly ApiProductDocs[],
  index: SiteIndex,
  productId: SiteProductId,
): string {
  const entries = new Map<string, string>();
  for (const page of index.pages) {
    if (page.productId !== productId) continue;
    const entry = primaryComponent(docs, page);
    if (entry?.pathImport) entries.set(entry.name, entry.pathImport);
  }
  const lines = [...entries]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([name, module]) =>
        `  ${JSON.stringify(name)}: () => import(${JSON.stringify(module)}).then((m) => componentOf(m, ${JSON.stringify(name)})),`,
    );
  return [
    '// Generated by src/node/generate/componentPlaygrounds.ts — do not edit.',
    "import { componentOf, type PlaygroundRegistry } from '@/tools/playground/registry';",
    '',
    'const components: PlaygroundRegistry = {',
    ...lines,
    '};',
    '',
    'export default components;',
    '',
  ].join('\n');
}
