/**
 * One TypeScript program over installed packages' type definitions, as both extractors read them:
 * the API reference (./extractApiEntries.ts) and the Data Grid's catalogues
 * (../gridCatalogues/extractEventsAndSelectors.ts). Both extraction caches hash this file (the API's
 * key hashes every module of this folder; the catalogues' key names it), so a change to the
 * compiler options here extracts both again. Node only.
 */
import path from 'node:path';
import ts from 'typescript';

export const DECLARATION_COMPILER_OPTIONS: Readonly<ts.CompilerOptions> = {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  jsx: ts.JsxEmit.ReactJSX,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Node10,
  target: ts.ScriptTarget.ES2022,
  esModuleInterop: true,
  types: [],
};

/** `<nodeModules>/@mui/material/index.d.ts`. */
export function declarationEntry(nodeModules: string, moduleName: string): string {
  return path.join(nodeModules, moduleName, 'index.d.ts');
}

export function createDeclarationProgram(rootFiles: Iterable<string>): ts.Program {
  return ts.createProgram([...new Set(rootFiles)], { ...DECLARATION_COMPILER_OPTIONS });
}

/** `/…/node_modules/@mui/x-data-grid-pro/typeOverloads/modules.d.ts` → `@mui/x-data-grid-pro`. */
export function packageOfFile(fileName: string): string | null {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules\/)/.exec(
    fileName.replace(/\\/g, '/'),
  );
  return match?.[1] ?? null;
}

/** The exports of a package's entry file, by name; throws when the program has no such file. */
export function moduleExports(
  program: ts.Program,
  nodeModules: string,
  moduleName: string,
): Map<string, ts.Symbol> {
  const checker = program.getTypeChecker();
  const entry = declarationEntry(nodeModules, moduleName);
  const file = program.getSourceFile(entry);
  if (!file) throw new Error(`${moduleName}: no type definitions at ${entry}`);
  const moduleSymbol = checker.getSymbolAtLocation(file);
  if (!moduleSymbol) throw new Error(`${moduleName}: ${entry} has no exports`);
  return new Map(checker.getExportsOfModule(moduleSymbol).map((s) => [s.name, s]));
}

export function resolveAlias(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}
