/**
 * The Markdown of a catalogue directive (`{{"catalogue": "grid-events"}}`): tables generated from
 * the grid's types (./extractEventsAndSelectors.ts), rendered and copied like the rest of the page. Node only.
 */
import type {
  GridCatalogues,
  GridEventDoc,
  GridPlan,
  GridSelectorDoc,
} from './extractEventsAndSelectors';

export const CATALOGUE_NAMES = ['grid-events', 'grid-selectors'] as const;
export type CatalogueName = (typeof CATALOGUE_NAMES)[number];

export function isCatalogueName(name: string): name is CatalogueName {
  return (CATALOGUE_NAMES as readonly string[]).includes(name);
}

/** The route of the API page of a type name, or null when the site has none. */
export type TypeLink = (typeName: string) => string | null;

const PLAN_LABEL: Record<GridPlan, string> = {
  free: 'All',
  pro: 'Pro, Premium',
  premium: 'Premium',
};

/** Text for a table cell: one line, pipes escaped (GitHub tables split on them, even in code). */
function cell(text: string): string {
  return text
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();
}

function code(text: string): string {
  return `\`${cell(text)}\``;
}

/** A type in code, linked to its API page when the site has one (`GridCellParams<any>` → GridCellParams). */
function typeCell(text: string | null, typeLink: TypeLink): string {
  if (text === null) return '—';
  const route = /^[A-Z]\w*/.test(text) ? typeLink(/^[A-Z]\w*/.exec(text)![0]) : null;
  return route ? `[${code(text)}](${route})` : code(text);
}

function description(doc: { description: string; deprecated: string | null }): string {
  const text = cell(doc.description);
  if (doc.deprecated === null) return text;
  const reason = cell(doc.deprecated);
  return `**Deprecated**${reason ? `: ${reason}` : '.'}${text ? ` ${text}` : ''}`;
}

function table(header: readonly string[], rows: readonly string[][]): string {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

function countByPlan(items: readonly { plan: GridPlan }[]): Record<GridPlan, number> {
  const counts: Record<GridPlan, number> = { free: 0, pro: 0, premium: 0 };
  for (const item of items) counts[item.plan] += 1;
  return counts;
}

function versionLine(catalogues: GridCatalogues): string {
  const version = catalogues.versions['@mui/x-data-grid'] ?? '';
  return `the type definitions of \`@mui/x-data-grid\`, \`@mui/x-data-grid-pro\` and \`@mui/x-data-grid-premium\` ${version}`;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

function eventRow(event: GridEventDoc, typeLink: TypeLink): string[] {
  return [
    code(event.name),
    PLAN_LABEL[event.plan],
    event.props.length ? event.props.map(code).join(', ') : '—',
    typeCell(event.params, typeLink),
    typeCell(event.event, typeLink),
    description(event),
  ];
}

const EVENT_HEADER = ['Event', 'Plan', 'Prop', '`params`', '`event` wraps', 'Description'];

export function gridEventsMarkdown(catalogues: GridCatalogues, typeLink: TypeLink): string {
  const documented = catalogues.events.filter((event) => !event.internal);
  const internal = catalogues.events.filter((event) => event.internal);
  const counts = countByPlan(documented);
  return [
    `Generated from ${versionLine(catalogues)}: ${plural(documented.length, 'documented event')}, ` +
      `${counts.free} in every plan, ${counts.pro} more in Pro and Premium, ${counts.premium} more in Premium. ` +
      'A listener gets `params` (`undefined` where the table says —), the browser event wrapped in a ' +
      '`MuiEvent` (an empty one where the table says —) and a `GridCallbackDetails`. "Prop" is the ' +
      "grid's callback prop for the event, where it has one: a prop the grid subscribes to the " +
      'event, or one named after it. Any event can be listened to with `subscribeEvent`.',
    '',
    table(
      EVENT_HEADER,
      documented.map((event) => eventRow(event, typeLink)),
    ),
    '',
    '### Events marked internal',
    '',
    `The types declare ${plural(internal.length, 'more event')} with an \`@ignore\` tag: \`subscribeEvent\` ` +
      'and `GridEventListener` accept them, but the package keeps them out of its documented API: ' +
      'they can change without notice.',
    '',
    table(
      EVENT_HEADER,
      internal.map((event) => eventRow(event, typeLink)),
    ),
  ].join('\n');
}

function selectorRow(selector: GridSelectorDoc, typeLink: TypeLink): string[] {
  return [
    code(selector.name),
    PLAN_LABEL[selector.plan],
    typeCell(selector.returns, typeLink),
    selector.argument === 'apiRef' ? '`apiRef`' : 'state',
    selector.category ?? '',
    description(selector),
  ];
}

const SELECTOR_HEADER = ['Selector', 'Plan', 'Returns', 'Called with', 'Category', 'Description'];

export function gridSelectorsMarkdown(catalogues: GridCatalogues, typeLink: TypeLink): string {
  const documented = catalogues.selectors.filter((selector) => !selector.internal);
  const internal = catalogues.selectors.filter((selector) => selector.internal);
  const counts = countByPlan(documented);
  return [
    `Generated from ${versionLine(catalogues)}: ${plural(documented.length, 'exported selector')}, ` +
      `${counts.free} in every plan, ${counts.pro} more in Pro and Premium, ${counts.premium} more in Premium. ` +
      '"Called with" `apiRef`: the selector takes the API ref (`gridSortModelSelector(apiRef)`); ' +
      'state: it is a plain function of the state (`gridDensitySelector(apiRef.current.state)`). ' +
      '`useGridSelector(apiRef, selector)` accepts both.',
    '',
    table(
      SELECTOR_HEADER,
      documented.map((selector) => selectorRow(selector, typeLink)),
    ),
    '',
    '### Selectors marked internal',
    '',
    `The packages also export ${plural(internal.length, 'selector')} with an \`@ignore\` tag: ` +
      'they work, but the package keeps them out of its documented API: they can change without notice.',
    '',
    table(
      SELECTOR_HEADER,
      internal.map((selector) => selectorRow(selector, typeLink)),
    ),
  ].join('\n');
}

export function catalogueMarkdown(
  name: CatalogueName,
  catalogues: GridCatalogues,
  typeLink: TypeLink,
): string {
  return name === 'grid-events'
    ? gridEventsMarkdown(catalogues, typeLink)
    : gridSelectorsMarkdown(catalogues, typeLink);
}
