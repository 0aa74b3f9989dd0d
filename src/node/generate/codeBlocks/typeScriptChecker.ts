/**
 * Type-checks snippets of code as modules against the packages in node_modules, with the
 * project's compiler options (tsconfig.json: strict, noUncheckedIndexedAccess, react-jsx). One
 * TypeScript LanguageService holds every snippet as a virtual file, so the packages' type
 * definitions are parsed once for all of them. Nothing is emitted and nothing is run.
 * Module augmentations would leak from one snippet into the others of its program: which snippets
 * share a program is decided in ./programPlan.ts.
 */
import path from 'node:path';
import ts from 'typescript';
import { ROOT_DIR } from '../../paths';
import { codeHovers, type CodeHover } from './codeHovers';
import { planPrograms } from './programPlan';

export type ScriptLanguage = 'ts' | 'tsx' | 'js' | 'jsx';

const LANGUAGE_ALIASES: Record<string, ScriptLanguage> = {
  ts: 'ts',
  typescript: 'ts',
  tsx: 'tsx',
  js: 'js',
  javascript: 'js',
  jsx: 'jsx',
};

/** The script language a fence's language names, or undefined for anything else (css, bash…). */
export function scriptLanguage(lang: string): ScriptLanguage | undefined {
  return LANGUAGE_ALIASES[lang.toLowerCase()];
}

export interface Snippet {
  code: string;
  lang: ScriptLanguage;
  /** Snippets of one group (a page) share module augmentations. */
  group?: string;
}

export interface CodeDiagnostic {
  /** 1-based line and column in the snippet. */
  line: number;
  column: number;
  message: string;
  /** TypeScript's error code (2339 …); 0 for a non-TypeScript check. */
  code: number;
}

/**
 * Packages the pages show but the site does not install (frameworks, other styling libraries,
 * legacy MUI packages in migration guides). Their imports are left unresolved, so what a block
 * takes from them is `any`; as are stylesheet imports and a block's relative imports (`./theme`:
 * another file of the reader's project). `*` matches any rest of the specifier.
 */
export const UNPINNED_MODULES = [
  '@emotion/server/*',
  '@fontsource/*',
  '@material-ui/*',
  '@mui/material-nextjs/*',
  '@mui/material-pigment-css',
  '@mui/material-pigment-css/*',
  '@mui/styles',
  '@mui/styles/*',
  '@pigment-css/*',
  '@tanstack/react-router',
  '@testing-library/user-event',
  '@vitejs/plugin-react',
  'express',
  'lucide-react',
  'material-ui/*',
  'next',
  'next/*',
  'react-hook-form',
  'react-router-dom',
  'styled-components',
  'tss-react/mui',
  'vite',
];

/** Whether `specifier` is one a block may import without the site having its types. */
export function isUntypedImport(specifier: string): boolean {
  if (specifier.startsWith('./') || specifier.startsWith('../') || specifier.endsWith('.css')) {
    return true;
  }
  return UNPINNED_MODULES.some((name) =>
    name.endsWith('/*') ? specifier.startsWith(name.slice(0, -1)) : specifier === name,
  );
}

/**
 * The pinned packages are in every program, as they are in a reader's project, so that a block
 * that only augments one (`declare module '@mui/material/styles' { … }`) finds it.
 */
const PACKAGES_IN_PROGRAM = [
  '@mui/material',
  '@mui/material/styles',
  '@mui/joy',
  '@mui/joy/styles',
  '@mui/system',
  '@mui/base',
  '@mui/lab',
  '@mui/x-data-grid-premium',
]
  .map((name) => `import '${name}';\n`)
  .join('');

/** "Cannot find module …" (also of a side-effect import, an augmentation): not an error for an untyped import. */
const MODULE_NOT_FOUND = new Set([2307, 2664, 2792, 2882]);
const IMPORT_SPECIFIERS = /\bfrom\s+['"]([^'"]+)['"]|\bimport\s+['"]([^'"]+)['"]/g;

/** The compiler options of the project's tsconfig.json, made fit for loose snippets. */
function snippetOptions(rootDir: string): ts.CompilerOptions {
  const configFile = path.join(rootDir, 'tsconfig.json');
  const read = ts.readConfigFile(configFile, ts.sys.readFile);
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, rootDir, undefined, configFile);
  const options: ts.CompilerOptions = {
    ...parsed.options,
    // Every snippet is a module of its own, even one with no import or export.
    moduleDetection: ts.ModuleDetectionKind.Force,
    allowJs: true,
    checkJs: true,
    noEmit: true,
    incremental: false,
    // A reader's project has no `@/…` aliases of this site.
    paths: undefined,
    baseUrl: undefined,
  };
  delete options.tsBuildInfoFile;
  return options;
}

export interface SnippetResult {
  diagnostics: CodeDiagnostic[];
  /** Types on hover (./codeHovers.ts), when asked for; else empty. */
  hovers: CodeHover[];
}

export interface TypeScriptChecker {
  /** The result of each snippet, in the order given. */
  check(snippets: readonly Snippet[], options?: { hovers?: boolean }): SnippetResult[];
}

export function createTypeScriptChecker(rootDir = ROOT_DIR): TypeScriptChecker {
  const options = snippetOptions(rootDir);
  const virtualDir = path.join(rootDir, '__code_blocks__');
  const files = new Map<string, { text: string; version: number }>();
  const packagesFile = path.join(virtualDir, '__packages__.ts');
  files.set(packagesFile, { text: PACKAGES_IN_PROGRAM, version: 1 });
  let roots: string[] = [];
  // Changes with the roots and the files' texts: the service then skips comparing every file's
  // version on each request (a quick info per identifier would compare thousands of files).
  let projectVersion = 0;

  const host: ts.LanguageServiceHost = {
    getProjectVersion: () => String(projectVersion),
    getCompilationSettings: () => options,
    getScriptFileNames: () => roots,
    getScriptVersion: (file) => String(files.get(file)?.version ?? 0),
    getScriptSnapshot: (file) => {
      const virtual = files.get(file);
      if (virtual) return ts.ScriptSnapshot.fromString(virtual.text);
      const text = ts.sys.readFile(file);
      return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
    },
    getCurrentDirectory: () => rootDir,
    getDefaultLibFileName: (settings) => ts.getDefaultLibFilePath(settings),
    fileExists: (file) => files.has(file) || ts.sys.fileExists(file),
    readFile: (file) => files.get(file)?.text ?? ts.sys.readFile(file),
    directoryExists: (dir) => dir === virtualDir || ts.sys.directoryExists(dir),
    getDirectories: (dir) => ts.sys.getDirectories(dir),
    realpath: (file) => (files.has(file) ? file : (ts.sys.realpath?.(file) ?? file)),
  };
  const service = ts.createLanguageService(host, ts.createDocumentRegistry());

  function setFile(name: string, text: string) {
    const existing = files.get(name);
    if (existing?.text === text) return;
    files.set(name, { text, version: (existing?.version ?? 0) + 1 });
    projectVersion++;
  }

  function diagnosticsOf(program: ts.Program, fileName: string): CodeDiagnostic[] {
    const source = program.getSourceFile(fileName);
    if (!source) throw new Error(`code block checker: ${fileName} is not in the program`);
    const isJavaScript = /\.jsx?$/.test(fileName);
    // What a block takes from an untyped import is `any`, so its callbacks' parameters are too.
    const usesUntyped = [...source.text.matchAll(IMPORT_SPECIFIERS)].some((match) => {
      const specifier = match[1] ?? match[2]!;
      return !specifier.startsWith('.') && isUntypedImport(specifier);
    });
    const implicitAnyIsError = !isJavaScript && !usesUntyped;
    const all = [
      ...program.getSyntacticDiagnostics(source),
      ...program.getSemanticDiagnostics(source),
    ];
    return (
      all
        .filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error)
        // Implicit `any` (the 7xxx family) is no error in JavaScript, which has no annotations to
        // add, nor in a block that uses an unpinned package, whose types are unknown here.
        .filter(
          (diagnostic) => implicitAnyIsError || diagnostic.code < 7000 || diagnostic.code >= 8000,
        )
        .filter((diagnostic) => {
          if (!MODULE_NOT_FOUND.has(diagnostic.code) || diagnostic.start === undefined) return true;
          const literal = source.text.slice(
            diagnostic.start,
            diagnostic.start + diagnostic.length!,
          );
          return !isUntypedImport(literal.slice(1, -1));
        })
        .map((diagnostic) => {
          const { line, character } = source.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
          return {
            line: line + 1,
            column: character + 1,
            message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
            code: diagnostic.code,
          };
        })
    );
  }

  return {
    check(snippets, { hovers = false } = {}) {
      const names = snippets.map((snippet, index) =>
        path.join(virtualDir, `block${index}.${snippet.lang}`),
      );
      snippets.forEach((snippet, index) => setFile(names[index]!, snippet.code));
      const results: SnippetResult[] = snippets.map(() => ({ diagnostics: [], hovers: [] }));
      for (const indexes of planPrograms(snippets)) {
        roots = [packagesFile, ...indexes.map((index) => names[index]!)];
        projectVersion++;
        const program = service.getProgram();
        if (!program) throw new Error('code block checker: TypeScript made no program');
        for (const index of indexes) {
          results[index] = {
            diagnostics: diagnosticsOf(program, names[index]!),
            hovers: hovers ? codeHovers(service, program, names[index]!) : [],
          };
        }
      }
      return results;
    },
  };
}
