/**
 * Type-checks snippets of code as modules against the packages in node_modules, with the
 * project's compiler options (tsconfig.json: strict, noUncheckedIndexedAccess, react-jsx). One
 * TypeScript LanguageService holds every snippet as a virtual file, so the packages' type
 * definitions are parsed once for all of them. Nothing is emitted and nothing is run.
 *
 * Module augmentations (`declare module`, `declare global`) would leak from one snippet into every
 * other of the same program, so snippets of a group (a page) that augments are checked together
 * in a program of their own; all the other snippets share one program.
 */
import path from 'node:path';
import ts from 'typescript';
import { ROOT_DIR } from '../paths';

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
 * legacy MUI packages in migration guides): their imports are typed `any`. So are stylesheet
 * imports and a block's relative imports (`./theme`: another file of the reader's project).
 */
export const UNPINNED_MODULES = [
  '@emotion/server/*',
  '@fontsource/inter',
  '@material-ui/*',
  '@mui/material-nextjs/*',
  '@mui/material-pigment-css',
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
  'react-router-dom',
  'styled-components',
  'tss-react/mui',
];

const UNTYPED_DECLARATIONS = [
  "declare module '*.css';",
  ...UNPINNED_MODULES.map((name) => `declare module '${name}';`),
  '',
].join('\n');

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

/** "Cannot find module …": not an error for a block's relative import (the reader's own file). */
const MODULE_NOT_FOUND = new Set([2307, 2792]);

const AUGMENTS = /^\s*declare\s+(?:module\s+['"]|global\s*\{)/m;

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

export interface TypeScriptChecker {
  /** Diagnostics of each snippet, in the order given. */
  check(snippets: readonly Snippet[]): CodeDiagnostic[][];
}

export function createTypeScriptChecker(rootDir = ROOT_DIR): TypeScriptChecker {
  const options = snippetOptions(rootDir);
  const virtualDir = path.join(rootDir, '__code_blocks__');
  const files = new Map<string, { text: string; version: number }>();
  const untypedFile = path.join(virtualDir, '__untyped__.d.ts');
  const packagesFile = path.join(virtualDir, '__packages__.ts');
  files.set(untypedFile, { text: UNTYPED_DECLARATIONS, version: 1 });
  files.set(packagesFile, { text: PACKAGES_IN_PROGRAM, version: 1 });
  let roots: string[] = [];

  const host: ts.LanguageServiceHost = {
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
  }

  function diagnosticsOf(fileName: string): CodeDiagnostic[] {
    const program = service.getProgram();
    const source = program?.getSourceFile(fileName);
    if (!source) throw new Error(`code block checker: ${fileName} is not in the program`);
    const isJavaScript = /\.jsx?$/.test(fileName);
    const all = [
      ...service.getSyntacticDiagnostics(fileName),
      ...service.getSemanticDiagnostics(fileName),
    ];
    return all
      .filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error)
      // JavaScript has no annotations to add: implicit `any` (the 7xxx family) is no error there.
      .filter((diagnostic) => !isJavaScript || diagnostic.code < 7000 || diagnostic.code >= 8000)
      .filter((diagnostic) => {
        if (!MODULE_NOT_FOUND.has(diagnostic.code) || diagnostic.start === undefined) return true;
        const specifier = source.text.slice(diagnostic.start + 1, diagnostic.start + 3);
        return !specifier.startsWith('./') && !specifier.startsWith('..');
      })
      .map((diagnostic) => {
        const { line, character } = source.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
        return {
          line: line + 1,
          column: character + 1,
          message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
          code: diagnostic.code,
        };
      });
  }

  return {
    check(snippets) {
      const names = snippets.map((snippet, index) =>
        path.join(virtualDir, `block${index}.${snippet.lang}`),
      );
      snippets.forEach((snippet, index) => setFile(names[index]!, snippet.code));
      // One program for every snippet, and one per group that augments modules.
      const programs = new Map<string, number[]>();
      // A snippet with no group that augments is a group of its own.
      const groups = snippets.map((snippet, index) => snippet.group ?? `#${index}`);
      const augmenting = new Set(groups.filter((_, index) => AUGMENTS.test(snippets[index]!.code)));
      groups.forEach((group, index) => {
        const key = augmenting.has(group) ? `group:${group}` : '';
        programs.set(key, [...(programs.get(key) ?? []), index]);
      });
      const results: CodeDiagnostic[][] = snippets.map(() => []);
      for (const indexes of programs.values()) {
        roots = [untypedFile, packagesFile, ...indexes.map((index) => names[index]!)];
        for (const index of indexes) results[index] = diagnosticsOf(names[index]!);
      }
      return results;
    },
  };
}
