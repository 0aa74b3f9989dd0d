/**
 * Props a demo passes that its package marks `@deprecated`, found in the demo's JSX with the API
 * data (src/node/generate/api): `<Accordion TransitionComponent={…}>` in a demo teaches what the
 * package is moving away from. Syntax only, no type-checking: the tag's import says which
 * component it is, the attribute's name which prop.
 */
import ts from 'typescript';
import type { ApiEntry, ApiPackageDoc } from '../api/types';
import { parseScript } from './parseScript';

export interface DeprecatedPropUse {
  line: number;
  /** `@mui/material/Accordion` or `@mui/material#Accordion`. */
  component: string;
  prop: string;
  /** The package's `@deprecated` text ('' when it gives none). */
  note: string;
}

/** Finds a component's API entry by how a demo imports it. */
export interface ComponentLookup {
  /** `import X from '<specifier>'`. */
  byDefaultImport(specifier: string): ApiEntry | undefined;
  /** `import { name } from '<specifier>'`. */
  byNamedImport(specifier: string, name: string): ApiEntry | undefined;
  /** The component an entry inherits props from, by its exported name. */
  inherited(entry: ApiEntry): ApiEntry | undefined;
}

export function componentLookup(packages: readonly ApiPackageDoc[]): ComponentLookup {
  const components = packages.flatMap((pkg) =>
    pkg.entries.filter((entry) => entry.kind === 'component'),
  );
  const byPath = new Map(
    components.flatMap((entry) => (entry.pathImport ? [[entry.pathImport, entry] as const] : [])),
  );
  const byName = new Map(components.map((entry) => [`${entry.packageName}#${entry.name}`, entry]));
  return {
    byDefaultImport: (specifier) => byPath.get(specifier),
    byNamedImport: (specifier, name) =>
      byName.get(`${specifier}#${name}`) ??
      (byPath.get(specifier)?.name === name ? byPath.get(specifier) : undefined),
    inherited: (entry) =>
      entry.inherits ? byName.get(`${entry.packageName}#${entry.inherits}`) : undefined,
  };
}

/** Local JSX tag name → the component's API entry, from the module's imports. */
function importedComponents(file: ts.SourceFile, lookup: ComponentLookup): Map<string, ApiEntry> {
  const found = new Map<string, ApiEntry>();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
      continue;
    const specifier = statement.moduleSpecifier.text;
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly) continue;
    const byDefault = clause.name ? lookup.byDefaultImport(specifier) : undefined;
    if (clause.name && byDefault) found.set(clause.name.text, byDefault);
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) {
        const entry = lookup.byNamedImport(specifier, (element.propertyName ?? element.name).text);
        if (entry) found.set(element.name.text, entry);
      }
    }
  }
  return found;
}

function deprecatedProp(
  entry: ApiEntry,
  name: string,
  lookup: ComponentLookup,
): { note: string } | undefined {
  for (let current: ApiEntry | undefined = entry; current; current = lookup.inherited(current)) {
    const prop = current.props.find((candidate) => candidate.name === name);
    if (prop) return prop.deprecated === null ? undefined : { note: prop.deprecated };
  }
  return undefined;
}

export function deprecatedPropUses(
  source: string,
  fileName: string,
  lookup: ComponentLookup,
): DeprecatedPropUse[] {
  const file = parseScript(source, fileName);
  const components = importedComponents(file, lookup);
  if (components.size === 0) return [];
  const uses: DeprecatedPropUse[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) &&
      ts.isIdentifier(node.tagName)
    ) {
      const entry = components.get(node.tagName.text);
      if (entry) {
        for (const attribute of node.attributes.properties) {
          if (!ts.isJsxAttribute(attribute) || !ts.isIdentifier(attribute.name)) continue;
          const prop = attribute.name.text;
          const deprecated = deprecatedProp(entry, prop, lookup);
          if (!deprecated) continue;
          uses.push({
            line: file.getLineAndCharacterOfPosition(attribute.getStart(file)).line + 1,
            component: entry.pathImport ?? `${entry.packageName}#${entry.name}`,
            prop,
            note: deprecated.note,
          });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return uses;
}
