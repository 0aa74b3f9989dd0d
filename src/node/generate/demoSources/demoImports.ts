/** What a demo module imports, read from its syntax tree. */
import ts from 'typescript';
import { parseScript } from './parseScript';

/** Module specifier → the names imported from it (`default`, export names, `*`). */
export type Imports = Map<string, Set<string>>;

export function moduleSpecifiers(source: string, fileName = 'demo.tsx'): string[] {
  const file = parseScript(source, fileName);
  const specifiers: string[] = [];
  for (const statement of file.statements) {
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      if (ts.isImportDeclaration(statement) && statement.importClause?.isTypeOnly) continue;
      specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers;
}

/** What a module imports from each specifier: export names, `default`, or `*` (the namespace). */
export function importedBindings(source: string, fileName = 'demo.tsx'): Map<string, Set<string>> {
  const file = parseScript(source, fileName);
  const result = new Map<string, Set<string>>();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
      continue;
    const clause = statement.importClause;
    if (clause?.isTypeOnly) continue;
    const names = result.get(statement.moduleSpecifier.text) ?? new Set<string>();
    result.set(statement.moduleSpecifier.text, names);
    if (clause?.name) names.add('default');
    const bindings = clause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) names.add('*');
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) {
        if (!element.isTypeOnly) names.add((element.propertyName ?? element.name).text);
      }
    }
  }
  return result;
}

/** The npm package of a bare specifier; null for relative paths, Node built-ins and the site's aliases. */
export function packageName(specifier: string): string | null {
  if (/^(\.|\/|node:|@\/|@content\/)/.test(specifier)) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** Adds the names of `more` to `imports`. */
export function mergeImports(imports: Imports, more: Imports): void {
  for (const [specifier, names] of more) {
    const known = imports.get(specifier) ?? new Set<string>();
    names.forEach((name) => known.add(name));
    imports.set(specifier, known);
  }
}
