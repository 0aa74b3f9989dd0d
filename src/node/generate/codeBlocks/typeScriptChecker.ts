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
import { cachedDisk } from './cachedDisk';
import { codeHovers, type CodeHover } from './codeHovers';
import { planPrograms } from './programPlan';
import { isUntypedImport } from './untypedImports';

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

/** CPU time (this thread's, in ms) the checker spent so far, by phase. */
export interface CheckerCpu {
  /** Making the programs: reading and resolving files, binding, the type checker's set-up. */
  programs: number;
  /** Syntactic and semantic diagnostics of the snippets. */
  diagnostics: number;
  /** Types on hover (./codeHovers.ts). */
  hovers: number;
}

export interface TypeScriptChecker {
  /** The result of each snippet, in the order given. */
  check(snippets: readonly Snippet[], options?: { hovers?: boolean }): SnippetResult[];
  readonly cpu: Readonly<CheckerCpu>;
}

/** Milliseconds of CPU this thread has used (worker threads count their own). */
function threadCpuMs(): number {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
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

  // Each program of the plan is a new one (its roots differ), for which the service asks the host
  // again for every file, and resolves every import again, of the thousands of the packages'
  // .d.ts: the packages do not change while the check runs, so their texts, lookups and
  // resolutions are kept for every program after the first.
  const disk = cachedDisk();
  const resolutions = ts.createModuleResolutionCache(rootDir, (name) => name, options);
  const resolutionHost: Required<
    Pick<
      ts.ModuleResolutionHost,
      'fileExists' | 'readFile' | 'directoryExists' | 'getDirectories' | 'realpath'
    >
  > = {
    fileExists: (file) => files.has(file) || disk.fileExists(file),
    readFile: (file) => files.get(file)?.text ?? disk.readFile(file),
    directoryExists: (dir) => dir === virtualDir || disk.directoryExists(dir),
    getDirectories: disk.getDirectories,
    realpath: (file) => (files.has(file) ? file : disk.realpath(file)),
  };

  const host: ts.LanguageServiceHost = {
    ...resolutionHost,
    getProjectVersion: () => String(projectVersion),
    getCompilationSettings: () => options,
    getScriptFileNames: () => roots,
    getScriptVersion: (file) => String(files.get(file)?.version ?? 0),
    getScriptSnapshot: (file) => {
      const virtual = files.get(file);
      return virtual ? ts.ScriptSnapshot.fromString(virtual.text) : disk.snapshot(file);
    },
    getCurrentDirectory: () => rootDir,
    getDefaultLibFileName: (settings) => ts.getDefaultLibFilePath(settings),
    resolveModuleNameLiterals: (literals, containingFile, redirected, settings, containingSource) =>
      literals.map((literal) =>
        ts.resolveModuleName(
          literal.text,
          containingFile,
          settings,
          resolutionHost,
          resolutions,
          redirected,
          ts.getModeForUsageLocation(containingSource, literal, settings),
        ),
      ),
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

  const cpu: CheckerCpu = { programs: 0, diagnostics: 0, hovers: 0 };
  /** Runs `work`, adding its CPU time to `phase`. */
  function timed<T>(phase: keyof CheckerCpu, work: () => T): T {
    const started = threadCpuMs();
    try {
      return work();
    } finally {
      cpu[phase] += threadCpuMs() - started;
    }
  }

  return {
    cpu,
    check(snippets, { hovers = false } = {}) {
      const names = snippets.map((snippet, index) =>
        path.join(virtualDir, `block${index}.${snippet.lang}`),
      );
      snippets.forEach((snippet, index) => setFile(names[index]!, snippet.code));
      const results: SnippetResult[] = snippets.map(() => ({ diagnostics: [], hovers: [] }));
      const checkTogether = (indexes: readonly number[]) => {
        roots = [packagesFile, ...indexes.map((index) => names[index]!)];
        projectVersion++;
        const program = timed('programs', () => service.getProgram());
        if (!program) throw new Error('code block checker: TypeScript made no program');
        for (const index of indexes) {
          results[index] = {
            diagnostics: timed('diagnostics', () => diagnosticsOf(program, names[index]!)),
            hovers: hovers
              ? timed('hovers', () => codeHovers(service, program, names[index]!))
              : [],
          };
        }
      };
      for (const groups of planPrograms(snippets)) {
        checkTogether(groups.flat());
        if (groups.length < 2) continue;
        // A group judged with others' augmentations fails only by them, or by its own fault:
        // alone, it is judged by its own (./programPlan.ts).
        for (const group of groups) {
          if (group.some((index) => results[index]!.diagnostics.length)) checkTogether(group);
        }
      }
      return results;
    },
  };
}
