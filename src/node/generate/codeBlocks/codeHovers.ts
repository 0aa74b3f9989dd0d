/**
 * Types on hover for a checked code block: TypeScript's quick info (what an editor shows on
 * hover) at the identifiers a reader may want explained, asked of the LanguageService and program
 * that checked the block, so no second type-check. Worth it: what comes from the pinned packages
 * (imported names, JSX elements and attributes, properties, calls, keys of objects written for a
 * package's type) and a block's own declarations whose type is a package's. Not: keywords,
 * literals, namespaces, the block's own values of its own or `any` types. Each thing is explained
 * once per block, where it first appears.
 */
import ts from 'typescript';

export interface CodeHover {
  /** The identifier's offsets in the block's code (end exclusive). */
  start: number;
  end: number;
  /** The quick info display, e.g. `(property) ButtonOwnProps.variant?: OverridableStringUnion<…>`. */
  text: string;
}

/** Longer types are cut by TypeScript with `...`: a popup is a hint, the API page has the rest. */
export const HOVER_MAX_TYPE_LENGTH = 160;

const fromPackages = (declaration: ts.Declaration) => {
  const file = declaration.getSourceFile().fileName;
  return file.includes('/node_modules/') && !file.includes('/node_modules/typescript/lib/');
};

const declaredInPackages = (symbol: ts.Symbol | undefined) =>
  !!symbol?.declarations?.some(fromPackages);

/** The property `name` of `type` (of a union: of its first member that has it). */
function propertyOf(checker: ts.TypeChecker, type: ts.Type, name: string): ts.Symbol | undefined {
  const defined = checker.getNonNullableType(type);
  for (const member of defined.isUnion() ? defined.types : [defined]) {
    const property = member.getProperty(name);
    if (property) return property;
  }
  return undefined;
}

const isAny = (type: ts.Type) => (type.flags & ts.TypeFlags.Any) !== 0;

/**
 * A prop as the component declares it, for an element whose props are `any` because another prop
 * is: `component={RouterLink}` with RouterLink from a package the site does not install. Quick
 * info there says `variant: string` (the literal's type); in the reader's project, where RouterLink
 * is typed, the editor shows the declared prop, as propertyDisplay writes it.
 */
function declaredProp(
  checker: ts.TypeChecker,
  attributes: ts.JsxAttributes,
  name: string,
): ts.Symbol | undefined {
  for (const signature of checker
    .getTypeAtLocation(attributes.parent.tagName)
    .getCallSignatures()) {
    const props = signature.getParameters()[0];
    const prop = props && propertyOf(checker, checker.getTypeOfSymbol(props), name);
    // Not `component: C` of a generic signature: C means nothing outside it.
    const type = prop && checker.getTypeOfSymbol(prop);
    if (type && !isAny(type) && !(type.flags & ts.TypeFlags.TypeParameter)) return prop;
  }
  return undefined;
}

/** `(property) ButtonOwnProps.variant?: …`, as quick info writes a property. */
function propertyDisplay(checker: ts.TypeChecker, prop: ts.Symbol): string {
  const owner = prop.declarations?.[0]?.parent;
  const qualified =
    owner && ts.isInterfaceDeclaration(owner) ? `${owner.name.text}.${prop.name}` : prop.name;
  const optional = prop.flags & ts.SymbolFlags.Optional ? '?' : '';
  const type = checker.typeToString(
    checker.getTypeOfSymbol(prop),
    undefined,
    ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope,
  );
  return `(property) ${qualified}${optional}: ${type}`;
}

interface Target {
  symbol: ts.Symbol;
  /** Its display, when quick info at the identifier would not give it (see declaredProp). */
  display?: string;
}

/**
 * What an identifier names, through imports (`Button` → the package's `Button`); for a JSX
 * attribute or a key of an object literal, the property of the type it is written for (`variant`
 * of Button's props, `palette` in `createTheme({…})`), not the literal's own.
 */
function targetOf(checker: ts.TypeChecker, node: ts.Identifier): Target | undefined {
  const parent = node.parent;
  const literal =
    (ts.isJsxAttribute(parent) && parent.name === node && parent.parent) ||
    ((ts.isPropertyAssignment(parent) || ts.isShorthandPropertyAssignment(parent)) &&
      parent.name === node &&
      ts.isObjectLiteralExpression(parent.parent) &&
      parent.parent);
  if (literal) {
    const contextual = checker.getContextualType(literal);
    const property = contextual && propertyOf(checker, contextual, node.text);
    if (property || !ts.isJsxAttributes(literal)) return property && { symbol: property };
    const declared = declaredProp(checker, literal, node.text);
    return declared && { symbol: declared, display: propertyDisplay(checker, declared) };
  }
  const symbol = checker.getSymbolAtLocation(node);
  if (!symbol || !(symbol.flags & ts.SymbolFlags.Alias)) return symbol && { symbol };
  const aliased = checker.getAliasedSymbol(symbol);
  return aliased.flags & ts.SymbolFlags.Alias ? undefined : { symbol: aliased };
}

/** A declaration of the block (a variable, a parameter) whose type is one of a package's. */
function isLocalOfPackageType(checker: ts.TypeChecker, node: ts.Identifier): boolean {
  const parent = node.parent;
  const declares =
    (ts.isVariableDeclaration(parent) || ts.isParameter(parent) || ts.isBindingElement(parent)) &&
    parent.name === node;
  if (!declares) return false;
  const type = checker.getTypeAtLocation(node);
  return declaredInPackages(type.aliasSymbol) || declaredInPackages(type.getSymbol());
}

/** A display whose type is `any`, which tells nothing (`const RouterLink: any`). */
const ANY = /: any$/;

/** Lines a quick info display adds after its first for an import alias (`import Button`). */
const IMPORT_TAIL = /\nimport [^\n]*$/;

/** A tag of the DOM (`div`, `span`) or one of its attributes: React's types, no package's. */
function isDomJsx(node: ts.Identifier): boolean {
  let parent: ts.Node = node.parent;
  if (ts.isJsxAttribute(parent)) parent = parent.parent.parent;
  return (
    (ts.isJsxOpeningElement(parent) ||
      ts.isJsxSelfClosingElement(parent) ||
      ts.isJsxClosingElement(parent)) &&
    ts.isIdentifier(parent.tagName) &&
    /^[a-z]/.test(parent.tagName.text)
  );
}

/**
 * Which hovers a block keeps when it has more than MAX_HOVERS_PER_BLOCK, lowest first: what a
 * prop or an option accepts, then properties and calls, then names (imports, elements, locals).
 */
function rankOf(node: ts.Identifier): number {
  const parent = node.parent;
  if (
    ts.isJsxAttribute(parent) ||
    ts.isPropertyAssignment(parent) ||
    ts.isShorthandPropertyAssignment(parent)
  ) {
    return 0;
  }
  return ts.isPropertyAccessExpression(parent) && parent.name === node ? 1 : 2;
}

/** The name an import statement brings in (`Button` in `import Button from …`). */
function isImportedName(node: ts.Identifier): boolean {
  const parent = node.parent;
  return (ts.isImportSpecifier(parent) || ts.isImportClause(parent)) && parent.name === node;
}

/** Quick info at an imported name, by the symbol it names and the name it is given. */
const importedNameDisplays = new WeakMap<ts.Symbol, Map<string, string>>();

/**
 * Quick info at an imported name, worked out once per program for a symbol imported under a name
 * (`createTheme` is imported by 144 blocks, `Box` by 56): it is most of the hovers' time, as
 * TypeScript finds again, for each block's file, how to name the types it prints.
 */
function importedNameDisplay(symbol: ts.Symbol, name: string, quickInfo: () => string): string {
  let byName = importedNameDisplays.get(symbol);
  if (!byName) importedNameDisplays.set(symbol, (byName = new Map()));
  let text = byName.get(name);
  if (text === undefined) byName.set(name, (text = quickInfo()));
  return text;
}

/** Each hover is a tab stop: a block gets this many at most (content/README.md, "Types on hover"). */
export const MAX_HOVERS_PER_BLOCK = 10;
/** A longer display is cut here, with `…`. */
export const MAX_HOVER_TEXT = 240;

/** The hovers of one source file of `program`, in the order of the code. */
export function codeHovers(
  service: ts.LanguageService,
  program: ts.Program,
  fileName: string,
): CodeHover[] {
  const source = program.getSourceFile(fileName);
  if (!source) throw new Error(`code hovers: ${fileName} is not in the program`);
  const checker = program.getTypeChecker();
  const candidates: {
    node: ts.Identifier;
    symbol: ts.Symbol;
    display?: string;
    rank: number;
  }[] = [];
  const explained = new Set<ts.Symbol>();

  const consider = (node: ts.Identifier) => {
    if (isDomJsx(node)) return;
    const target = targetOf(checker, node);
    const symbol = target?.symbol;
    // A namespace (`React`) says nothing its name does not.
    if (!symbol || explained.has(symbol) || symbol.flags & ts.SymbolFlags.Module) return;
    if (!declaredInPackages(symbol) && !isLocalOfPackageType(checker, node)) return;
    explained.add(symbol);
    candidates.push({ node, symbol, display: target.display, rank: rankOf(node) });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node)) consider(node);
    ts.forEachChild(node, visit);
  };
  visit(source);

  // Quick info only for as many as are kept (a stable sort keeps the code's order in a rank).
  const hovers: CodeHover[] = [];
  const texts = new Set<string>();
  for (const { node, symbol, display } of candidates.sort((a, b) => a.rank - b.rank)) {
    if (hovers.length === MAX_HOVERS_PER_BLOCK) break;
    const start = node.getStart(source);
    // A property (most hovers) is written from its symbol: quick info would spend milliseconds
    // each looking for every module that re-exports each type it names.
    const quickInfo = () =>
      ts
        .displayPartsToString(
          service.getQuickInfoAtPosition(fileName, start, HOVER_MAX_TYPE_LENGTH)?.displayParts,
        )
        .replace(IMPORT_TAIL, '')
        .trim();
    const text =
      display ??
      (symbol.flags & ts.SymbolFlags.Property
        ? propertyDisplay(checker, symbol)
        : isImportedName(node)
          ? importedNameDisplay(symbol, node.text, quickInfo)
          : quickInfo());
    if (!text || text === node.text || texts.has(text) || ANY.test(text)) continue;
    texts.add(text);
    hovers.push({
      start,
      end: node.end,
      text: text.length > MAX_HOVER_TEXT ? `${text.slice(0, MAX_HOVER_TEXT - 1)}…` : text,
    });
  }
  return hovers.sort((a, b) => a.start - b.start);
}
