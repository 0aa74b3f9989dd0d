/**
 * The component-level CSS variables of a Joy UI component, read from the package's compiled
 * JavaScript (not from its docs): which variables its styles read (`var(--Button-gap)`, with the
 * fallback written there), on which slots, whether the component declares them itself, and which
 * variables it sets for the components nested in it (`'--Icon-fontSize': …`). Node only.
 *
 * A component's styles are the style arguments of its `styled(…, { name: 'JoyButton', slot })`
 * calls, followed through the styled base they extend (`styled(StyledListItemButton, …)`, also
 * across files) and through the helper functions they call (`getButtonStyles`). Only component
 * variables count: a name such as `--Button-gap` (PascalCase prefix). Theme tokens (`--joy-*`),
 * the variant tokens (`--variant-*`), private (`--_Input-*`) and unstable (`--unstable_*`)
 * variables are left out, and so are variables a component sets from its render function.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** A variable the component's styles read. */
export interface ApiCssVariable {
  name: string;
  /** Slots whose styles read it (`root`, `startDecorator`). */
  slots: string[];
  /** Fallbacks written in `var(--X, fallback)`, distinct, in source order (one per size, often). */
  fallbacks: string[];
  /** Slots on which the component declares the variable itself (a value from a parent then loses). */
  declaredOn: string[];
}

/** A variable the component sets for the components nested in it. */
export interface ApiCssVariableSet {
  name: string;
  /** Slots on which it is set. */
  slots: string[];
}

export interface ApiCssVariables {
  /** Read, named after the component (`--Button-*`). */
  own: ApiCssVariable[];
  /** Read, named after another component (`--ListItem-*` in MenuItem, `--Icon-*` in SvgIcon). */
  others: ApiCssVariable[];
  /** Set for nested components and not read by this one's own styles (`--Icon-fontSize` in Button). */
  forChildren: ApiCssVariableSet[];
}

/** `--Button-gap`, `--Icon-fontSize`: PascalCase prefix, a dash, a name. */
const COMPONENT_VARIABLE = /^--([A-Z][A-Za-z0-9]*)-[A-Za-z][\w-]*$/;

/** A part of a template literal the extractor cannot write as CSS. */
const UNKNOWN = '\u0000';

interface ParsedFile {
  file: string;
  source: ts.SourceFile;
  /** Top-level declarations by name (functions and consts). */
  declarations: Map<string, ts.Node>;
  /** Imported name → [resolved .js file, exported name] for relative imports. */
  imports: Map<string, [string, string]>;
}

const parsedFiles = new Map<string, ParsedFile | null>();

function parseFile(file: string): ParsedFile | null {
  if (parsedFiles.has(file)) return parsedFiles.get(file)!;
  let parsed: ParsedFile | null = null;
  if (fs.existsSync(file)) {
    const source = ts.createSourceFile(
      file,
      fs.readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
      ts.ScriptKind.JS,
    );
    const declarations = new Map<string, ts.Node>();
    const imports = new Map<string, [string, string]>();
    for (const statement of source.statements) {
      if (ts.isFunctionDeclaration(statement) && statement.name) {
        declarations.set(statement.name.text, statement);
      } else if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          if (ts.isIdentifier(declaration.name))
            declarations.set(declaration.name.text, declaration);
        }
      } else if (
        ts.isImportDeclaration(statement) &&
        ts.isStringLiteral(statement.moduleSpecifier) &&
        statement.moduleSpecifier.text.startsWith('.')
      ) {
        const target = resolveModule(path.dirname(file), statement.moduleSpecifier.text);
        const bindings = statement.importClause?.namedBindings;
        if (target && bindings && ts.isNamedImports(bindings)) {
          for (const element of bindings.elements) {
            imports.set(element.name.text, [target, (element.propertyName ?? element.name).text]);
          }
        }
      }
    }
    parsed = { file, source, declarations, imports };
  }
  parsedFiles.set(file, parsed);
  return parsed;
}

function resolveModule(dir: string, specifier: string): string | null {
  const base = path.resolve(dir, specifier);
  for (const candidate of [`${base}.js`, path.join(base, 'index.js')]) {
    if (fs.existsSync(candidate)) return candidate;
  }
  return null;
}

/** `styled(base, options?)(…styles)`: the call and its parts, or null. */
function styledCall(node: ts.Node | undefined) {
  if (!node || !ts.isCallExpression(node) || !ts.isCallExpression(node.expression)) return null;
  const inner = node.expression;
  if (!ts.isIdentifier(inner.expression) || inner.expression.text !== 'styled') return null;
  const [base, options] = inner.arguments;
  let name: string | null = null;
  let slot: string | null = null;
  if (options && ts.isObjectLiteralExpression(options)) {
    for (const property of options.properties) {
      if (
        ts.isPropertyAssignment(property) &&
        ts.isIdentifier(property.name) &&
        ts.isStringLiteral(property.initializer)
      ) {
        if (property.name.text === 'name') name = property.initializer.text;
        if (property.name.text === 'slot') slot = property.initializer.text;
      }
    }
  }
  return { base, name, slot, styles: node.arguments };
}

/** `theme.vars.radius.sm` → `var(--joy-radius-sm)` (the default theme's prefix); null otherwise. */
function themeVarText(expression: ts.Expression): string | null {
  const parts: string[] = [];
  let node: ts.Expression = expression;
  for (;;) {
    if (ts.isPropertyAccessExpression(node)) {
      parts.unshift(node.name.text);
      node = node.expression;
    } else if (
      ts.isElementAccessExpression(node) &&
      (ts.isNumericLiteral(node.argumentExpression) || ts.isStringLiteral(node.argumentExpression))
    ) {
      parts.unshift(node.argumentExpression.text);
      node = node.expression;
    } else break;
  }
  if (!ts.isIdentifier(node) || node.text !== 'theme' || parts[0] !== 'vars' || parts.length < 2)
    return null;
  return `var(--joy-${parts.slice(1).join('-')})`;
}

/** The CSS text of a string or template literal, with UNKNOWN where an expression is not known. */
function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return (
      node.head.text +
      node.templateSpans
        .map((span) => (themeVarText(span.expression) ?? UNKNOWN) + span.literal.text)
        .join('')
    );
  }
  return null;
}

/** Every `var(--name[, fallback])` in a CSS text, nested ones included. */
export function varReads(text: string): Array<{ name: string; fallback: string | null }> {
  const reads: Array<{ name: string; fallback: string | null }> = [];
  const pattern = /var\(\s*(--[\w-]+)\s*(,)?/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    let fallback: string | null = null;
    if (match[2]) {
      let depth = 1;
      let end = pattern.lastIndex;
      for (; end < text.length && depth > 0; end += 1) {
        if (text[end] === '(') depth += 1;
        else if (text[end] === ')') depth -= 1;
      }
      const raw = text.slice(pattern.lastIndex, end - 1).trim();
      fallback = depth === 0 && raw && !raw.includes(UNKNOWN) ? raw : null;
    }
    reads.push({ name: match[1]!, fallback });
  }
  return reads;
}

interface Usage {
  reads: Map<string, { slots: Set<string>; fallbacks: string[] }>;
  sets: Map<string, Set<string>>;
}

function addRead(usage: Usage, name: string, slot: string, fallback: string | null) {
  const read = usage.reads.get(name) ?? { slots: new Set(), fallbacks: [] };
  read.slots.add(slot);
  if (fallback !== null && !read.fallbacks.includes(fallback)) read.fallbacks.push(fallback);
  usage.reads.set(name, read);
}

function addSet(usage: Usage, name: string, slot: string) {
  const slots = usage.sets.get(name) ?? new Set<string>();
  slots.add(slot);
  usage.sets.set(name, slots);
}

/** The top-level declaration an identifier names, in its file or the file it is imported from. */
function declarationOf(file: ParsedFile, name: string): [ParsedFile, ts.Node] | null {
  const local = file.declarations.get(name);
  if (local) return [file, local];
  const imported = file.imports.get(name);
  if (!imported) return null;
  const target = parseFile(imported[0]);
  const node = target?.declarations.get(imported[1]);
  return target && node ? [target, node] : null;
}

/**
 * Collects what the style nodes read and set, for one slot: literals are scanned, identifiers that
 * name a top-level helper (in this file or a relative import) are followed; a styled base is
 * followed as a whole. `seen` stops cycles.
 */
function collect(
  file: ParsedFile,
  nodes: readonly ts.Node[],
  slot: string,
  usage: Usage,
  seen: Set<ts.Node>,
) {
  const visit = (node: ts.Node) => {
    const text = literalText(node);
    if (text !== null) {
      for (const read of varReads(text)) addRead(usage, read.name, slot, read.fallback);
    }
    if (ts.isPropertyAssignment(node)) {
      const key = ts.isComputedPropertyName(node.name) ? node.name.expression : node.name;
      if (ts.isStringLiteral(key) && key.text.startsWith('--')) addSet(usage, key.text, slot);
    }
    if (ts.isIdentifier(node) && !isPropertyName(node)) follow(node.text);
    ts.forEachChild(node, visit);
  };
  const follow = (name: string) => {
    const found = declarationOf(file, name);
    if (!found || seen.has(found[1])) return;
    seen.add(found[1]);
    const [owner, declaration] = found;
    const styled = ts.isVariableDeclaration(declaration)
      ? styledCall(declaration.initializer)
      : null;
    if (styled) {
      // A styled component used as a value (a base, or a selector) brings its own styles and base.
      collectStyled(owner, styled, slot, usage, seen);
    } else if (
      ts.isFunctionDeclaration(declaration) ||
      (ts.isVariableDeclaration(declaration) && declaration.initializer)
    ) {
      collect(owner, [declaration], slot, usage, seen);
    }
  };
  for (const node of nodes) visit(node);
}

function isPropertyName(node: ts.Identifier): boolean {
  const parent = node.parent;
  return (
    (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
    (ts.isPropertyAssignment(parent) && parent.name === node) ||
    (ts.isBindingElement(parent) && parent.propertyName === node) ||
    ts.isImportSpecifier(parent)
  );
}

function collectStyled(
  file: ParsedFile,
  styled: NonNullable<ReturnType<typeof styledCall>>,
  slot: string,
  usage: Usage,
  seen: Set<ts.Node>,
) {
  collect(file, [...(styled.base ? [styled.base] : []), ...styled.styles], slot, usage, seen);
}

function slotKey(slot: string): string {
  return slot.charAt(0).toLowerCase() + slot.slice(1);
}

/**
 * The CSS variables of the component whose compiled module is `file` and whose styled slots are
 * named `themeName` (`JoyButton`); null when the file does not exist or uses none.
 */
export function extractCssVariables(
  file: string,
  componentName: string,
  themeName: string,
): ApiCssVariables | null {
  const parsed = parseFile(file);
  if (!parsed) return null;
  const usage: Usage = { reads: new Map(), sets: new Map() };
  for (const declaration of parsed.declarations.values()) {
    if (!ts.isVariableDeclaration(declaration)) continue;
    const styled = styledCall(declaration.initializer);
    if (!styled || styled.name !== themeName || !styled.slot) continue;
    collectStyled(parsed, styled, slotKey(styled.slot), usage, new Set([declaration]));
  }
  const isComponentVariable = (name: string) => COMPONENT_VARIABLE.test(name);
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');
  const prefix = `--${componentName}-`;
  const read = [...usage.reads.entries()]
    .filter(([name]) => isComponentVariable(name))
    .map(([name, { slots, fallbacks }]) => ({
      name,
      slots: [...slots].sort(),
      fallbacks,
      declaredOn: [...(usage.sets.get(name) ?? [])].sort(),
    }))
    .sort(byName);
  const forChildren = [...usage.sets.entries()]
    .filter(([name]) => isComponentVariable(name) && !usage.reads.has(name))
    .map(([name, slots]) => ({ name, slots: [...slots].sort() }))
    .sort(byName);
  const result: ApiCssVariables = {
    own: read.filter((variable) => variable.name.startsWith(prefix)),
    others: read.filter((variable) => !variable.name.startsWith(prefix)),
    forChildren,
  };
  return result.own.length || result.others.length || result.forChildren.length ? result : null;
}
