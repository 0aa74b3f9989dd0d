/** Turns one extracted API entry into the page data of its API page. Node only. */
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import type {
  ApiCssVariablesData,
  ApiMember,
  ApiReplacement,
  ApiSlotRef,
} from '@/model/apiReference';
import { memberAnchor } from '@/model/memberAnchor';
import type { ApiPageData, ArticlePageData, Heading } from '@/model/pageData';
import type { PageLink } from '@/model/navItem';
import { articleSeo } from '../pageSeo';
import type { SiteSource } from '../siteSource';
import type { SiteIndex } from '../siteIndexTypes';
import { hasDefaultExport } from './pathImport';
import type { ApiEntry, ApiProp } from './types';

const markdown = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeStringify);

/** Doc comments are Markdown written by the package authors; raw HTML in them is dropped. */
export function markdownToHtml(source: string): string {
  return source.trim() ? String(markdown.processSync(source)).trim() : '';
}

/** Where the package authors' site-relative links lead when this site has no such page. */
export const UPSTREAM_DOCS_ORIGIN = 'https://mui.com';

/**
 * Doc comments link to the upstream docs: their class anchors (`#button-classes-contained`) become
 * ours (`#classes-contained`), and a page this site does not have points at the upstream site.
 */
export function rewriteDocLinks(html: string, routes: ReadonlySet<string>): string {
  return html.replace(/href="(\/[^"#]*)(#[^"]*)?"/g, (_match, path: string, hash = '') => {
    const anchor = (hash as string).replace(
      /^#[\w-]+?-classes-([\w-]+)$/,
      (_m, key: string) => `#classes-${key.replace(/-(\w)/g, (_d, c: string) => c.toUpperCase())}`,
    );
    const known = routes.has(path.endsWith('/') ? path : `${path}/`);
    return `href="${known ? path : UPSTREAM_DOCS_ORIGIN + path}${anchor}"`;
  });
}

type ToHtml = (source: string) => string;

/**
 * What a `@deprecated` tag says to use instead: the code it names ("Use `slots.transition`
 * instead") or, without code, its words ("Use flex parent container instead"); null otherwise.
 */
export function replacementOf(deprecated: string | null): ApiReplacement | null {
  if (!deprecated) return null;
  const code = /\buse (?:the )?`([^`]+)`/i.exec(deprecated);
  if (code) return { text: code[1]!, code: true };
  const words = /\buse (.+?) instead\b/i.exec(deprecated);
  return words ? { text: words[1]!, code: false } : null;
}

function memberOf(prop: ApiProp, toHtml: ToHtml): ApiMember {
  return {
    name: prop.name,
    type: prop.type,
    required: prop.required,
    default: prop.default,
    descriptionHtml: toHtml(prop.description),
    deprecatedHtml: prop.deprecated === null ? null : toHtml(prop.deprecated),
    replacedBy: replacementOf(prop.deprecated),
  };
}

export function importLines(entry: ApiEntry): string {
  const named = `import { ${entry.name} } from '${entry.packageName}';`;
  if (entry.kind === 'interface')
    return `import type { ${entry.name} } from '${entry.packageName}';`;
  if (!entry.pathImport) return named;
  const fromPath = hasDefaultExport(entry.pathImport)
    ? `import ${entry.name} from '${entry.pathImport}';`
    : `import { ${entry.name} } from '${entry.pathImport}';`;
  return `${fromPath}\n// or\n${named}`;
}

const SECTION_IDS = {
  demos: 'demos',
  import: 'import',
  props: 'props',
  parameters: 'parameters',
  returnValue: 'return-value',
  properties: 'properties',
  inheritance: 'inheritance',
  theme: 'theme-default-props',
  slots: 'slots',
  classes: 'css-classes',
  cssVariables: 'css-variables',
} as const;

export { SECTION_IDS as API_SECTION_IDS };

/** The TOC's links to a member section's rows (the same anchors as the rows). */
function tocMembers(section: string, members: readonly ApiProp[] | undefined) {
  return (members ?? []).map((member) => ({
    id: memberAnchor(section, member.name),
    text: member.name,
    deprecated: member.deprecated !== null,
  }));
}

export function headingsOf(entry: ApiEntry, hasDemos: boolean): Heading[] {
  const headings: Heading[] = [];
  const add = (id: string, text: string, members?: readonly ApiProp[]) =>
    headings.push({
      id,
      text,
      level: 2,
      ...(members?.length ? { members: tocMembers(id, members) } : {}),
    });
  if (hasDemos) add(SECTION_IDS.demos, 'Demos');
  add(SECTION_IDS.import, 'Import');
  if (entry.kind === 'component') add(SECTION_IDS.props, 'Props', entry.props);
  if (entry.kind === 'hook') {
    add(SECTION_IDS.parameters, 'Parameters', entry.parameters);
    add(SECTION_IDS.returnValue, 'Return value', entry.returnValue);
  }
  if (entry.kind === 'interface') add(SECTION_IDS.properties, 'Properties', entry.props);
  if (entry.inherits) add(SECTION_IDS.inheritance, 'Inheritance');
  if (entry.themeName) add(SECTION_IDS.theme, 'Theme default props');
  if (entry.slots.length) add(SECTION_IDS.slots, 'Slots');
  if (entry.classes.length) add(SECTION_IDS.classes, 'CSS classes');
  if (entry.cssVariables) add(SECTION_IDS.cssVariables, 'CSS variables');
  return headings;
}

function descriptionOf(entry: ApiEntry, productName: string): string {
  const what = { component: 'component', hook: 'hook', interface: 'type' }[entry.kind];
  const parts =
    entry.kind === 'component'
      ? [
          'props',
          ...(entry.slots.length ? ['slots'] : []),
          ...(entry.classes.length ? ['CSS classes'] : []),
          ...(entry.cssVariables ? ['CSS variables'] : []),
        ]
      : entry.kind === 'hook'
        ? ['parameters', 'return value']
        : ['properties'];
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0];
  const source = entry.cssVariables ? 'type definitions and compiled styles' : 'type definitions';
  return `API reference of the ${productName} ${entry.name} ${what}: its ${list}, read from the ${entry.packageName} ${source}.`;
}

/**
 * The CSS variables section: the extracted variables, each slot linked to its row in the Slots
 * table when the page lists that slot.
 */
export function cssVariablesData(entry: ApiEntry): ApiCssVariablesData | null {
  const { cssVariables } = entry;
  if (!cssVariables) return null;
  const listed = new Set(entry.slots.map((slot) => slot.name));
  const refs = (slots: readonly string[]): ApiSlotRef[] =>
    slots.map((name) => ({ name, href: listed.has(name) ? `#slots-${name}` : null }));
  const read = (variable: (typeof cssVariables.own)[number]) => ({
    name: variable.name,
    slots: refs(variable.slots),
    fallbacks: variable.fallbacks,
    declaredOn: refs(variable.declaredOn),
  });
  return {
    own: cssVariables.own.map(read),
    others: cssVariables.others.map(read),
    forChildren: cssVariables.forChildren.map((variable) => ({
      name: variable.name,
      slots: refs(variable.slots),
    })),
  };
}

/**
 * Markdown pages shown as the product (its own, or others with front matter `product`) whose front
 * matter lists this export, its own guide first.
 */
export function demoPagesOf(index: SiteIndex, productId: string, name: string): PageLink[] {
  const own = (title: string) => title.replace(/\s+/g, '') === name;
  return index.pages
    .filter((page) => page.frameProductId === productId && page.components.includes(name))
    .map((page) => ({ pathname: page.route, title: page.title }))
    .sort((a, b) => Number(own(b.title)) - Number(own(a.title)) || a.title.localeCompare(b.title));
}

export function buildApiPageData(
  article: Pick<ArticlePageData, 'route' | 'product' | 'nav' | 'neighbours'>,
  site: SiteSource,
  entry: ApiEntry,
  importHtml: string,
): ApiPageData {
  const demos = demoPagesOf(site.index, article.product.id, entry.name);
  const toHtml: ToHtml = (text) => rewriteDocLinks(markdownToHtml(text), site.articleRoutes);
  const member = (prop: ApiProp) => memberOf(prop, toHtml);
  const inheritsPage = entry.inherits
    ? site.apiPageOf(article.product.id, entry.inherits)
    : undefined;
  const title = `${entry.name} API`;
  const description = descriptionOf(entry, article.product.name);
  return {
    ...article,
    kind: 'api',
    seo: articleSeo(article.route, article.product, title, description),
    title,
    description,
    headings: headingsOf(entry, demos.length > 0),
    editUrl: null,
    lastUpdated: null,
    api: {
      name: entry.name,
      entryKind: entry.kind,
      packageName: entry.packageName,
      importHtml,
      demos,
      props: entry.props.map(member),
      parameters: entry.parameters ? entry.parameters.map(member) : null,
      returnValue: entry.returnValue ? entry.returnValue.map(member) : null,
      inherits:
        entry.inherits && inheritsPage
          ? { pathname: inheritsPage.route, title: entry.inherits }
          : null,
      forwardsRef: entry.forwardsRef,
      themeName: entry.themeName,
      slots: entry.slots.map((slot) => ({
        name: slot.name,
        default: slot.default,
        descriptionHtml: toHtml(slot.description),
        className: slot.className,
      })),
      classes: entry.classes.map((cssClass) => ({
        key: cssClass.key,
        className: cssClass.className,
        descriptionHtml: toHtml(cssClass.description),
        deprecatedHtml: cssClass.deprecated === null ? null : toHtml(cssClass.deprecated),
      })),
      cssVariables: cssVariablesData(entry),
    },
  };
}
