/**
 * The Data Grid's catalogues of events and selectors, read from the installed packages' type
 * definitions with the TypeScript compiler, so they list exactly what the types declare. Node only.
 *
 * - Events: every member of `GridEventLookup` as the Pro and Premium packages augment it (their
 *   `typeOverloads` add `GridEventLookupPro`, `GridEventLookupPremium` and the controlled-state
 *   lookups). The plan of an event is the package whose declaration file declares it; its callback
 *   props are read from the compiled JavaScript (the props the grid subscribes to it) and the
 *   root component's props type.
 * - Selectors: the exports named `…Selector` that are functions, each under the lowest plan that
 *   exports it.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {
  createDeclarationProgram,
  declarationEntry,
  moduleExports,
  packageOfFile,
  resolveAlias,
} from '../api/declarationProgram';
import { stripMaintainerNotes } from '../api/maintainerNotes';
import { typeText } from '../api/typeText';
import { typedocLinksAsCode } from '../api/typedocLinks';

export type GridPlan = 'free' | 'pro' | 'premium';

export interface GridCataloguePackage {
  name: string;
  plan: GridPlan;
  /** The exported props type of the plan's root component. */
  propsType: string;
}

/** The grid packages, lowest plan first. */
export const GRID_CATALOGUE_PACKAGES: readonly GridCataloguePackage[] = [
  { name: '@mui/x-data-grid', plan: 'free', propsType: 'DataGridProps' },
  { name: '@mui/x-data-grid-pro', plan: 'pro', propsType: 'DataGridProProps' },
  { name: '@mui/x-data-grid-premium', plan: 'premium', propsType: 'DataGridPremiumProps' },
];

/** The interface whose members are the events (`GridEventListener<'cellClick'>` reads it). */
export const EVENT_LOOKUP = 'GridEventLookup';

export interface GridEventDoc {
  name: string;
  plan: GridPlan;
  /** The listener's first argument as the types write it (`GridCellParams<any>`); null: `undefined`. */
  params: string | null;
  /** What the listener's second argument (a `MuiEvent`) wraps; null: `MuiEvent<{}>`, no browser event. */
  event: string | null;
  /**
   * The root component's callback props for this event: those the compiled grid subscribes to it
   * (`useGridApiOptionHandler(apiRef, 'cellClick', props.onCellClick)`, or a controlled model's
   * `propOnChange` with its `changeEvent`), and a prop named after it that the grid subscribes to
   * no other event (`onCellModesModelChange`).
   */
  props: string[];
  /** JSDoc as Markdown. */
  description: string;
  /** Marked `@ignore` by the package: published, but outside its documented API. */
  internal: boolean;
  deprecated: string | null;
}

export interface GridSelectorDoc {
  name: string;
  plan: GridPlan;
  /** What the selector returns, as the checker prints it (`GridRowId[]`). */
  returns: string;
  /** `apiRef`: an `OutputSelector`, called with the API ref (or state and instance id); `state`: a plain function of the state. */
  argument: 'apiRef' | 'state';
  /** `@category` of its JSDoc, or null. */
  category: string | null;
  description: string;
  internal: boolean;
  deprecated: string | null;
}

export interface GridCatalogues {
  /** Versions the catalogues were read from, by package. */
  versions: Record<string, string>;
  events: GridEventDoc[];
  selectors: GridSelectorDoc[];
}

/** One program over the packages' entry files, so the Pro and Premium augmentations apply. */
export function createCatalogueProgram(
  nodeModules: string,
  packages: readonly GridCataloguePackage[] = GRID_CATALOGUE_PACKAGES,
): ts.Program {
  return createDeclarationProgram(packages.map((pkg) => declarationEntry(nodeModules, pkg.name)));
}

function cleanDoc(text: string): string {
  return typedocLinksAsCode(stripMaintainerNotes(text));
}

function docOf(checker: ts.TypeChecker, symbol: ts.Symbol) {
  const tags = symbol.getJsDocTags(checker);
  const tag = (name: string): string | null => {
    const found = tags.find((t) => t.name === name);
    return found ? cleanDoc(ts.displayPartsToString(found.text)) : null;
  };
  return {
    description: cleanDoc(ts.displayPartsToString(symbol.getDocumentationComment(checker))),
    internal: tags.some((t) => t.name === 'ignore' || t.name === 'internal'),
    deprecated: tags.some((t) => t.name === 'deprecated') ? (tag('deprecated') ?? '') : null,
    tag,
  };
}

const PLAN_ORDER: Record<GridPlan, number> = { free: 0, pro: 1, premium: 2 };

function byPlanThenName<T extends { name: string; plan: GridPlan }>(a: T, b: T): number {
  return PLAN_ORDER[a.plan] - PLAN_ORDER[b.plan] || a.name.localeCompare(b.name, 'en');
}

function compiledFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...compiledFiles(full));
    else if (entry.name.endsWith('.js')) files.push(full);
  }
  return files;
}

/** `useGridApiOptionHandler(apiRef, 'cellEditStop', runIfNoFieldErrors(props.onCellEditStop))`. */
const OPTION_HANDLER =
  /useGridApiOptionHandler\)?\(\s*\w+,\s*'(\w+)',\s*(?:\w+\()?props\.(on[A-Z]\w*)/g;
/** A controlled model: `registerControlState({ …, propOnChange: props.onX, …, changeEvent: 'x' })`. */
const CONTROL_STATE = /registerControlState\(\{([^}]*)\}\)/g;

/** Event → the props the compiled packages subscribe to it. */
export function subscribedProps(
  nodeModules: string,
  packages: readonly GridCataloguePackage[] = GRID_CATALOGUE_PACKAGES,
): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const add = (event: string, prop: string) =>
    found.set(event, (found.get(event) ?? new Set()).add(prop));
  for (const pkg of packages) {
    for (const file of compiledFiles(path.join(nodeModules, pkg.name))) {
      const source = fs.readFileSync(file, 'utf8');
      if (!source.includes('props.on')) continue;
      for (const [, event, prop] of source.matchAll(OPTION_HANDLER)) add(event!, prop!);
      for (const [, body] of source.matchAll(CONTROL_STATE)) {
        const prop = /propOnChange:\s*props\.(on[A-Z]\w*)/.exec(body!)?.[1];
        const event = /changeEvent:\s*'(\w+)'/.exec(body!)?.[1];
        if (prop && event) add(event, prop);
      }
    }
  }
  return found;
}

/** The callback props of the highest plan's root component. */
function rootProps(
  program: ts.Program,
  nodeModules: string,
  packages: readonly GridCataloguePackage[],
): Set<string> {
  const checker = program.getTypeChecker();
  const top = packages.at(-1)!;
  const symbol = moduleExports(program, nodeModules, top.name).get(top.propsType);
  if (!symbol) throw new Error(`grid catalogues: ${top.name} does not export ${top.propsType}`);
  const type = checker.getDeclaredTypeOfSymbol(resolveAlias(checker, symbol));
  return new Set(
    checker
      .getPropertiesOfType(type)
      .map((member) => member.name)
      .filter((name) => /^on[A-Z]/.test(name)),
  );
}

/**
 * The events of `GridEventLookup`, augmentations included, with the plan that declares each. The
 * interface is read as each package exports it: TypeScript merges Premium's augmentation (written
 * against `@mui/x-data-grid-pro`) into the Pro package's view of the interface only.
 */
export function extractEvents(
  program: ts.Program,
  nodeModules: string,
  packages: readonly GridCataloguePackage[] = GRID_CATALOGUE_PACKAGES,
): GridEventDoc[] {
  const checker = program.getTypeChecker();
  const planOf = new Map(packages.map((pkg) => [pkg.name, pkg.plan]));
  const events = new Map<string, GridEventDoc>();
  const callbackProps = rootProps(program, nodeModules, packages);
  const subscribed = subscribedProps(nodeModules, packages);
  // A prop the grid subscribes to one event is not another's by its name (`onResize` listens to
  // `debouncedResize`, not `resize`).
  const wired = new Set([...subscribed.values()].flatMap((props) => [...props]));
  const propsOf = (event: string) => {
    const named = `on${event.charAt(0).toUpperCase()}${event.slice(1)}`;
    const props = new Set(subscribed.get(event) ?? []);
    if (callbackProps.has(named) && !wired.has(named)) props.add(named);
    return [...props].filter((prop) => callbackProps.has(prop)).sort();
  };
  for (const pkg of packages) {
    const lookup = moduleExports(program, nodeModules, pkg.name).get(EVENT_LOOKUP);
    if (!lookup) throw new Error(`grid catalogues: ${pkg.name} does not export ${EVENT_LOOKUP}`);
    const type = checker.getDeclaredTypeOfSymbol(resolveAlias(checker, lookup));
    for (const member of checker.getPropertiesOfType(type)) {
      const declaration = member.declarations?.[0];
      if (!declaration || events.has(member.name)) continue;
      const owner = packageOfFile(declaration.getSourceFile().fileName);
      const plan = owner ? planOf.get(owner) : undefined;
      if (!plan) {
        throw new Error(`grid catalogues: event ${member.name} is declared outside the grid`);
      }
      const shape = checker.getTypeOfSymbolAtLocation(member, declaration);
      const field = (name: string): string | null => {
        const symbol = shape.getProperty(name);
        return symbol ? readableType(typeText(checker, symbol, declaration)) : null;
      };
      const doc = docOf(checker, member);
      events.set(member.name, {
        name: member.name,
        plan,
        params: field('params'),
        event: field('event'),
        props: propsOf(member.name),
        description: doc.description,
        internal: doc.internal,
        deprecated: doc.deprecated,
      });
    }
  }
  return [...events.values()].sort(byPlanThenName);
}

/** `gridSortModelSelector`, `selectedGridRowsSelector`; not the `useGridSelector` hook. */
const SELECTOR_NAME = /^(?!use[A-Z])[a-z]\w*Selector$/;

/** The checker's text without its `import("…").` qualifiers, on one line. */
export function readableType(text: string): string {
  return text
    .replace(/import\("[^"]*"\)\./g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The exported selector functions of each package, under the lowest plan that exports them. */
export function extractSelectors(
  program: ts.Program,
  nodeModules: string,
  packages: readonly GridCataloguePackage[] = GRID_CATALOGUE_PACKAGES,
): GridSelectorDoc[] {
  const checker = program.getTypeChecker();
  const seen = new Set<string>();
  const selectors: GridSelectorDoc[] = [];
  for (const pkg of packages) {
    for (const [name, exported] of moduleExports(program, nodeModules, pkg.name)) {
      if (!SELECTOR_NAME.test(name) || seen.has(name)) continue;
      const symbol = resolveAlias(checker, exported);
      const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
      if (!declaration || !(symbol.flags & ts.SymbolFlags.Value)) continue;
      const type = checker.getTypeOfSymbolAtLocation(symbol, declaration);
      const [signature] = type.getCallSignatures();
      if (!signature) continue;
      seen.add(name);
      const doc = docOf(checker, symbol);
      selectors.push({
        name,
        plan: pkg.plan,
        returns: readableType(
          checker.typeToString(
            checker.getReturnTypeOfSignature(signature),
            declaration,
            ts.TypeFormatFlags.NoTruncation,
          ),
        ),
        argument: type.getProperty('acceptsApiRef') ? 'apiRef' : 'state',
        category: doc.tag('category'),
        description: doc.description,
        internal: doc.internal,
        deprecated: doc.deprecated,
      });
    }
  }
  return selectors.sort(byPlanThenName);
}
