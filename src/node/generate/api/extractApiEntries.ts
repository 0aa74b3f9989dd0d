/**
 * Reads the installed packages' type definitions with the TypeScript compiler API and describes
 * every exported component (and, where asked, hook and interface). Node only.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { ROOT_DIR } from '../../paths';
import {
  createDeclarationProgram,
  declarationEntry,
  moduleExports,
  packageOfFile,
  resolveAlias,
} from './declarationProgram';
import { apiSlug, type ApiPackage } from './packages';
import { typeText } from './typeText';
import { stripMaintainerNotes } from './maintainerNotes';
import { typedocLinksAsCode } from './typedocLinks';
import { extractCssVariables } from './cssVariables';
import type { ApiCssClass, ApiEntry, ApiPackageDoc, ApiProp, ApiSlot } from './types';

const NODE_MODULES = path.join(ROOT_DIR, 'node_modules');

/**
 * Packages whose declarations count as a component's own props. Material builds Box, Stack and Grid2
 * from @mui/system; Joy builds on @mui/base; `component` comes from @mui/types everywhere.
 */
const PROP_SOURCES: Record<string, readonly string[]> = {
  '@mui/material': ['@mui/material', '@mui/system', '@mui/types'],
  '@mui/joy': ['@mui/joy', '@mui/base', '@mui/system', '@mui/types'],
  '@mui/base': ['@mui/base', '@mui/types'],
  '@mui/system': ['@mui/system', '@mui/types'],
  '@mui/x-data-grid': ['@mui/x-data-grid', '@mui/x-internals'],
  '@mui/x-data-grid-pro': ['@mui/x-data-grid-pro', '@mui/x-data-grid', '@mui/x-internals'],
  '@mui/x-data-grid-premium': [
    '@mui/x-data-grid-premium',
    '@mui/x-data-grid-pro',
    '@mui/x-data-grid',
    '@mui/x-internals',
  ],
};

/** The grid's root components share one classes object and one theme key. */
const CLASSES_EXPORT: Record<string, string> = {
  DataGrid: 'gridClasses',
  DataGridPro: 'gridClasses',
  DataGridPremium: 'gridClasses',
};

export function createApiProgram(packages: readonly ApiPackage[]): ts.Program {
  return createDeclarationProgram(
    packages.flatMap((pkg) =>
      [pkg.name, pkg.theme?.module, ...Object.values(pkg.typesFrom ?? {})]
        .filter((module): module is string => module !== undefined)
        .map((module) => declarationEntry(NODE_MODULES, module)),
    ),
  );
}

function docOf(checker: ts.TypeChecker, symbol: ts.Symbol) {
  const description = typedocLinksAsCode(
    stripMaintainerNotes(ts.displayPartsToString(symbol.getDocumentationComment(checker))),
  );
  const tags = symbol.getJsDocTags(checker);
  const tag = (name: string): string | null => {
    const found = tags.find((t) => t.name === name);
    return found
      ? typedocLinksAsCode(stripMaintainerNotes(ts.displayPartsToString(found.text)))
      : null;
  };
  return { description, tag, has: (name: string) => tags.some((t) => t.name === name) };
}

const ELEMENT_RETURN = /\b(Element|ReactElement|ReactNode|ReactPortal)\b/;

/** Call signatures of a component type; `JSXElementConstructor` is a union of a function and a class. */
function callSignatures(type: ts.Type): readonly ts.Signature[] {
  const own = type.getCallSignatures();
  if (own.length || !type.isUnion()) return own;
  return type.types.find((member) => member.getCallSignatures().length)?.getCallSignatures() ?? [];
}

/** The type-level test for "a React component": PascalCase, callable, returns an element. */
export function isComponentType(checker: ts.TypeChecker, name: string, type: ts.Type): boolean {
  if (!/^[A-Z]/.test(name.replace(/^(Unstable|Experimental)_/, ''))) return false;
  const [first] = callSignatures(type);
  if (!first) return false;
  const returns = checker.typeToString(checker.getReturnTypeOfSignature(first));
  if (!ELEMENT_RETURN.test(returns)) return false;
  // Icons made with createSvgIcon take SvgIcon's props and are not documented one by one.
  if (name !== 'SvgIcon' && /SvgIconTypeMap/.test(checker.typeToString(type))) return false;
  return true;
}

interface ExtractContext {
  program: ts.Program;
  checker: ts.TypeChecker;
  pkg: ApiPackage;
  exports: Map<string, ts.Symbol>;
  /** Declaration file of each exported component of the package → its name. */
  componentFiles: Map<string, string>;
  themeKeys: Set<string>;
  runtime: Record<string, unknown> | null;
}

function declarationFile(symbol: ts.Symbol): string | null {
  const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
  return declaration ? declaration.getSourceFile().fileName : null;
}

function isPropertyDeclaration(node: ts.Declaration): boolean {
  return (
    ts.isPropertySignature(node) ||
    ts.isPropertyDeclaration(node) ||
    ts.isMethodSignature(node) ||
    ts.isMethodDeclaration(node)
  );
}

function describeMember(
  checker: ts.TypeChecker,
  member: ts.Symbol,
  location: ts.Node,
): ApiProp | null {
  const doc = docOf(checker, member);
  if (doc.has('ignore') || doc.has('internal')) return null;
  return {
    name: member.name,
    type: typeText(checker, member, location),
    required: !(member.flags & ts.SymbolFlags.Optional),
    default: normaliseDefault(doc.tag('default')),
    description: doc.description,
    deprecated: doc.has('deprecated') ? (doc.tag('deprecated') ?? '') : null,
  };
}

/** `"standard"` → `'standard'`, so every default reads the same way. */
function normaliseDefault(value: string | null): string | null {
  if (value === null) return null;
  const match = /^"([^"']*)"$/.exec(value);
  return match ? `'${match[1]}'` : value;
}

function byName<T extends { name: string }>(a: T, b: T): number {
  return a.name.localeCompare(b.name, 'en');
}

function describeMembers(checker: ts.TypeChecker, type: ts.Type, location: ts.Node): ApiProp[] {
  return checker
    .getPropertiesOfType(type)
    .filter((member) => member.declarations?.some(isPropertyDeclaration))
    .map((member) => describeMember(checker, member, location))
    .filter((prop): prop is ApiProp => prop !== null)
    .sort(byName);
}

function propsOfComponent(ctx: ExtractContext, name: string, type: ts.Type, location: ts.Node) {
  const { checker } = ctx;
  const signatures = callSignatures(type);
  // Overridable components have a generic `component` signature first and the default one last.
  const param = signatures.at(-1)?.parameters[0];
  const props: ApiProp[] = [];
  const inheritedCounts = new Map<string, number>();
  let forwardsRef = false;
  if (!param) return { props, inherits: null, forwardsRef };
  const propsType = checker.getTypeOfSymbolAtLocation(param, location);
  const sources = PROP_SOURCES[ctx.pkg.name] ?? [ctx.pkg.name];
  for (const member of checker.getPropertiesOfType(propsType)) {
    if (member.name === 'ref') forwardsRef = true;
    const declarations = (member.declarations ?? []).filter(isPropertyDeclaration);
    const file = declarations[0]?.getSourceFile().fileName;
    if (!file) continue;
    const owner = packageOfFile(file);
    if (!owner || !sources.includes(owner)) continue;
    const other = ctx.componentFiles.get(file);
    if (
      other &&
      other !== name &&
      !declarations.some((d) => ctx.componentFiles.get(d.getSourceFile().fileName) === name)
    ) {
      inheritedCounts.set(other, (inheritedCounts.get(other) ?? 0) + 1);
      continue;
    }
    const prop = describeMember(checker, member, location);
    if (prop) props.push(prop);
  }
  // The polymorphic signature of an overridable component adds `component`.
  if (!props.some((prop) => prop.name === 'component')) {
    const component = signatures
      .slice(0, -1)
      .flatMap((other) => (other.parameters[0] ? [other.parameters[0]] : []))
      .map((polymorphic) =>
        checker
          .getTypeOfSymbolAtLocation(polymorphic, location)
          .getProperties()
          .find((member) => member.name === 'component'),
      )
      .find(Boolean);
    const prop = component && describeMember(checker, component, location);
    if (prop) props.push({ ...prop, type: 'React.ElementType', required: false });
  }
  const inherits =
    [...inheritedCounts.entries()].sort(
      (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]),
    )[0]?.[0] ?? null;
  return { props: props.sort(byName), inherits, forwardsRef };
}

function exportedInterfaceMembers(
  ctx: ExtractContext,
  interfaceName: string,
): { members: ts.Symbol[]; location: ts.Node } | null {
  const symbol = ctx.exports.get(interfaceName);
  if (!symbol) return null;
  const resolved = resolveAlias(ctx.checker, symbol);
  const declaration = resolved.declarations?.[0];
  if (!declaration) return null;
  const type = ctx.checker.getDeclaredTypeOfSymbol(resolved);
  return { members: ctx.checker.getPropertiesOfType(type), location: declaration };
}

function lowerFirst(name: string): string {
  return name.charAt(0).toLowerCase() + name.slice(1);
}

function classesOf(ctx: ExtractContext, name: string): ApiCssClass[] {
  const exportName =
    CLASSES_EXPORT[name] ?? `${lowerFirst(name.replace(/^(Unstable|Experimental)_/, ''))}Classes`;
  const runtimeClasses = ctx.runtime?.[exportName] as Record<string, string> | undefined;
  if (!runtimeClasses || typeof runtimeClasses !== 'object') return [];
  const typeName = exportName.charAt(0).toUpperCase() + exportName.slice(1);
  const declared = exportedInterfaceMembers(ctx, typeName);
  const docs = new Map(
    (declared?.members ?? []).map((member) => [member.name, docOf(ctx.checker, member)]),
  );
  return Object.entries(runtimeClasses)
    .filter(([, className]) => typeof className === 'string')
    .map(([key, className]) => {
      const doc = docs.get(key);
      return {
        key,
        className,
        description: doc?.description ?? '',
        deprecated: doc?.has('deprecated') ? (doc.tag('deprecated') ?? '') : null,
      };
    })
    .sort((a, b) => a.key.localeCompare(b.key, 'en'));
}

function slotsOf(ctx: ExtractContext, name: string, classes: ApiCssClass[]): ApiSlot[] {
  const declared = exportedInterfaceMembers(
    ctx,
    `${name.replace(/^(Unstable|Experimental)_/, '')}Slots`,
  );
  if (!declared) return [];
  return declared.members
    .map((member) => {
      const doc = docOf(ctx.checker, member);
      return {
        name: member.name,
        default: doc.tag('default'),
        description: doc.description,
        className: classes.find((c) => c.key === member.name)?.className ?? null,
      };
    })
    .sort(byName);
}

function themeNameOf(ctx: ExtractContext, name: string): string | null {
  const base = name
    .replace(/^(Unstable|Experimental)_/, '')
    .replace(/^DataGrid(Pro|Premium)$/, 'DataGrid');
  // Joy's theme also lists `MuiSvgIcon` (for Material icons); its own SvgIcon reads `JoySvgIcon`.
  return [`Joy${base}`, `Mui${base}`].find((key) => ctx.themeKeys.has(key)) ?? null;
}

function pathImportOf(packageName: string, name: string): string | null {
  const dir = path.join(NODE_MODULES, packageName, name);
  return fs.existsSync(path.join(dir, 'index.d.ts')) ? `${packageName}/${name}` : null;
}

function themeKeys(program: ts.Program, pkg: ApiPackage): Set<string> {
  if (!pkg.theme) return new Set();
  const checker = program.getTypeChecker();
  const symbol = moduleExports(program, NODE_MODULES, pkg.theme.module).get(pkg.theme.interface);
  if (!symbol) throw new Error(`API extraction: ${pkg.theme.module} has no ${pkg.theme.interface}`);
  const type = checker.getDeclaredTypeOfSymbol(resolveAlias(checker, symbol));
  return new Set(checker.getPropertiesOfType(type).map((member) => member.name));
}

function loadRuntime(packageName: string): Record<string, unknown> | null {
  try {
    return createRequire(path.join(ROOT_DIR, 'package.json'))(packageName) as Record<
      string,
      unknown
    >;
  } catch {
    return null;
  }
}

function componentDescription(doc: string): string {
  // The packages' own component comments only hold links to their website; ours say what the page is.
  const firstSentence = doc
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line && !/^(Demos|API|-|\[)/.test(line) && !line.startsWith('http'));
  return firstSentence ?? '';
}

/** The compiled module of a component (`@mui/joy/Button` → `…/Button/Button.js`) read for its CSS variables. */
function cssVariablesOf(name: string, themeName: string | null, pathImport: string | null) {
  if (!themeName || !pathImport) return null;
  return extractCssVariables(path.join(NODE_MODULES, pathImport, `${name}.js`), name, themeName);
}

/** Describes one package. `skip` names exports documented by another package (the grid plans). */
export function extractPackage(
  program: ts.Program,
  pkg: ApiPackage,
  version: string,
  skip: ReadonlySet<string> = new Set(),
): ApiPackageDoc {
  const checker = program.getTypeChecker();
  const exports = moduleExports(program, NODE_MODULES, pkg.name);
  for (const [name, module] of Object.entries(pkg.typesFrom ?? {})) {
    const fallback = moduleExports(program, NODE_MODULES, module).get('default');
    if (!fallback) throw new Error(`API extraction: ${module} has no default export`);
    if (!exports.has(name)) exports.set(name, fallback);
  }
  const runtime = loadRuntime(pkg.name);
  const components: Array<{ name: string; symbol: ts.Symbol; type: ts.Type; location: ts.Node }> =
    [];
  const componentFiles = new Map<string, string>();
  for (const [name, exported] of exports) {
    const symbol = resolveAlias(checker, exported);
    const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
    if (!declaration || !(symbol.flags & (ts.SymbolFlags.Value | ts.SymbolFlags.Function)))
      continue;
    const type = checker.getTypeOfSymbolAtLocation(symbol, declaration);
    if (!isComponentType(checker, name, type)) continue;
    // Some declaration files export parts that the JavaScript does not (Material's BackdropRoot…).
    if (runtime && !(name in runtime)) continue;
    const file = declarationFile(symbol);
    if (file && !componentFiles.has(file)) componentFiles.set(file, name);
    if (!skip.has(name)) components.push({ name, symbol, type, location: declaration });
  }
  const ctx: ExtractContext = {
    program,
    checker,
    pkg,
    exports,
    componentFiles,
    themeKeys: themeKeys(program, pkg),
    runtime,
  };
  if (pkg.onlyThemed) {
    const also = new Set(pkg.onlyThemed.also);
    const kept = components.filter(({ name }) => also.has(name) || themeNameOf(ctx, name) !== null);
    components.splice(0, components.length, ...kept);
  }

  const entries: ApiEntry[] = [];
  for (const { name, symbol, type, location } of components) {
    const { props, inherits, forwardsRef } = propsOfComponent(ctx, name, type, location);
    const classes = classesOf(ctx, name);
    const themeName = themeNameOf(ctx, name);
    const pathImport = pathImportOf(pkg.name, name);
    entries.push({
      kind: 'component',
      name,
      slug: apiSlug(name),
      packageName: pkg.name,
      pathImport,
      description: componentDescription(docOf(checker, symbol).description),
      props,
      inherits,
      forwardsRef,
      themeName,
      slots: slotsOf(ctx, name, classes),
      classes,
      ...(pkg.cssVariables ? { cssVariables: cssVariablesOf(name, themeName, pathImport) } : {}),
    });
  }

  if (pkg.hooks) {
    for (const [name, exported] of exports) {
      if (!/^use[A-Z]/.test(name) || skip.has(name)) continue;
      const symbol = resolveAlias(checker, exported);
      const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
      if (!declaration || !(symbol.flags & ts.SymbolFlags.Function)) continue;
      const signature = checker
        .getTypeOfSymbolAtLocation(symbol, declaration)
        .getCallSignatures()[0];
      if (!signature) continue;
      const param = signature.parameters[0];
      const parameters = param
        ? describeMembers(
            checker,
            checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(param, declaration)),
            declaration,
          )
        : [];
      const returnType = checker.getReturnTypeOfSignature(signature);
      entries.push({
        kind: 'hook',
        name,
        slug: apiSlug(name),
        packageName: pkg.name,
        pathImport: pathImportOf(pkg.name, name),
        description: componentDescription(docOf(checker, symbol).description),
        props: [],
        inherits: null,
        forwardsRef: false,
        themeName: null,
        slots: [],
        classes: [],
        parameters,
        returnValue:
          returnType.flags & ts.TypeFlags.Object
            ? describeMembers(checker, returnType, declaration)
            : [],
      });
    }
  }

  for (const name of pkg.interfaces) {
    const declared = exportedInterfaceMembers(ctx, name);
    if (!declared) throw new Error(`API extraction: ${pkg.name} does not export ${name}`);
    const symbol = resolveAlias(checker, exports.get(name)!);
    const type = checker.getDeclaredTypeOfSymbol(symbol);
    const base = pkg.interfaceBases?.[name] ?? null;
    const ownDeclarations = new Set<ts.Node>(symbol.declarations ?? []);
    const props = describeMembers(checker, type, declared.location);
    const ownNames = new Set(
      checker
        .getPropertiesOfType(type)
        .filter((member) => member.declarations?.some((d) => ownDeclarations.has(d.parent)))
        .map((member) => member.name),
    );
    entries.push({
      kind: 'interface',
      name,
      slug: apiSlug(name),
      packageName: pkg.name,
      pathImport: null,
      description: componentDescription(docOf(checker, symbol).description),
      props: base ? props.filter((prop) => ownNames.has(prop.name)) : props,
      inherits: base,
      forwardsRef: false,
      themeName: null,
      slots: [],
      classes: [],
    });
  }

  return { packageName: pkg.name, version, entries: entries.sort(byName) };
}
