/**
 * Build step (Node only): for every demo in the site index, writes
 * `public/static/demo-sources/<demo id>.json` (see src/docs/demo/types.ts) holding its TypeScript
 * source, a JavaScript version generated from it, their build-time highlighting, styling variants
 * (`system/`, `tailwind/`, `css/` folders beside the demo) and the pinned dependencies the
 * "open in StackBlitz / CodeSandbox / download" projects need. The browser fetches a file only when
 * a visitor opens the demo's code, so none of this lands in a page's JavaScript.
 *
 * It also writes src/generated/liveEditModules.ts: one lazy `import()` per package module the demos
 * use, so the live editor can resolve a demo's imports without shipping them up front.
 *
 * A Tailwind variant's CSS is compiled here (src/build/tailwindCss.ts) and written beside the JSON
 * as `<demo id>.tailwind.css`: the page links it while that variant is shown, and the downloaded
 * project ships it so it runs offline.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import ts from 'typescript';
import {
  DEMO_SOURCES_FORMAT,
  type DemoExtraFile,
  type DemoSources,
  type DemoVariantSources,
} from '@/model/demoSourcesFile';
import { stylingVariantFiles, type VariantFile } from './demoVariants';
import { ContentError } from './errors';
import { highlightToHtml } from './highlight';
import { CACHE_DIR, GENERATED_DIR, ROOT_DIR } from './paths';
import type { SiteDemo, SiteIndex } from './siteIndex';
import { compileTailwindCss } from './tailwindCss';

/** Packages every generated project needs whatever the demo imports. */
const BASE_DEPENDENCIES = ['react', 'react-dom'];
/** Tooling for the generated projects; versions come from the site's own devDependencies. */
const TOOLING = ['typescript', '@types/react', '@types/react-dom'];
/** Runs `npm start` in the downloaded project (see src/docs/demo/projectFiles.ts). */
const BUNDLER = 'esbuild';

export interface DemoSourcesOptions {
  /** Repository root: demo files, package.json and node_modules are found from it. */
  rootDir?: string;
  /** Where the JSON files go (default `<root>/public/static/demo-sources`). */
  outDir?: string;
  /** Where the live editor's module map goes (default `src/generated`); null: not written. */
  modulesDir?: string | null;
  /** Remembers each demo's inputs so unchanged demos are not rebuilt; null: no cache. */
  cacheFile?: string | null;
}

// ---------------------------------------------------------------------------------------------
// TypeScript → JavaScript

const BLANK_MARKER = '/*@@blank-line@@*/';
const BLANK_MARKER_LINE = /^([ \t]*)\/\*@@blank-line@@\*\/[ \t]*/;

/**
 * TypeScript's emitter drops blank lines. Before transpiling, put a marker comment in front of each
 * statement, class member, object property or array element that follows a blank line; the emitter
 * keeps comments, Prettier keeps them in place, and they become blank lines again afterwards.
 */
export function markBlankLines(source: string, fileName = 'demo.tsx'): string {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    scriptKind(fileName),
  );
  const positions: number[] = [];
  const visitList = (nodes: ts.NodeArray<ts.Node>) => {
    nodes.forEach((node, index) => {
      if (index === 0) return;
      const fullStart = node.getFullStart();
      const trivia = source.slice(fullStart, node.getStart(file));
      const match = /\n[ \t]*\r?\n/.exec(trivia);
      if (!match) return;
      positions.push(fullStart + match.index + match[0].length);
    });
  };
  const visit = (node: ts.Node) => {
    if (ts.isSourceFile(node) || ts.isBlock(node) || ts.isModuleBlock(node))
      visitList(node.statements);
    else if (ts.isCaseClause(node) || ts.isDefaultClause(node)) visitList(node.statements);
    else if (ts.isClassLike(node)) visitList(node.members);
    else if (ts.isObjectLiteralExpression(node)) visitList(node.properties);
    else if (ts.isArrayLiteralExpression(node)) visitList(node.elements);
    ts.forEachChild(node, visit);
  };
  visit(file);
  let result = source;
  for (const position of positions.sort((a, b) => b - a)) {
    result = `${result.slice(0, position)}${BLANK_MARKER}${result.slice(position)}`;
  }
  return result;
}

/** Turns each marker back into a blank line (never two blank lines in a row). */
export function restoreBlankLines(code: string): string {
  const out: string[] = [];
  for (const line of code.split('\n')) {
    const match = BLANK_MARKER_LINE.exec(line);
    if (!match) {
      out.push(line.includes(BLANK_MARKER) ? line.split(BLANK_MARKER).join('') : line);
      continue;
    }
    if (out.length > 0 && out[out.length - 1]!.trim() !== '') out.push('');
    const rest = line.slice(match[0].length);
    if (rest.trim()) out.push(`${match[1]}${rest}`);
  }
  return out.join('\n');
}

function scriptKind(fileName: string): ts.ScriptKind {
  if (fileName.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (fileName.endsWith('.ts')) return ts.ScriptKind.TS;
  if (fileName.endsWith('.jsx')) return ts.ScriptKind.JSX;
  return ts.ScriptKind.JS;
}

let prettierOptions: Promise<prettier.Options> | undefined;

function formatOptions(rootDir: string): Promise<prettier.Options> {
  prettierOptions ??= prettier
    .resolveConfig(path.join(rootDir, 'demo.tsx'))
    .then((options) => options ?? {});
  return prettierOptions;
}

async function format(code: string, parser: 'babel' | 'typescript', rootDir: string) {
  return (await prettier.format(code, { ...(await formatOptions(rootDir)), parser })).trimEnd();
}

/** The JavaScript version of a TypeScript demo: types removed, JSX kept, formatted like the TS. */
export async function toJavaScript(
  source: string,
  fileName = 'demo.tsx',
  rootDir = ROOT_DIR,
): Promise<string> {
  const output = ts.transpileModule(markBlankLines(source, fileName), {
    fileName,
    reportDiagnostics: true,
    compilerOptions: {
      jsx: ts.JsxEmit.Preserve,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      removeComments: false,
      isolatedModules: true,
      verbatimModuleSyntax: false,
      newLine: ts.NewLineKind.LineFeed,
    },
  });
  const errors = (output.diagnostics ?? []).filter(
    (d) => d.category === ts.DiagnosticCategory.Error,
  );
  if (errors.length) {
    throw new Error(ts.flattenDiagnosticMessageText(errors[0]!.messageText, '\n'));
  }
  // `export {};` is what TypeScript adds to a module whose only exports were types.
  const js = output.outputText.replace(/^export \{\};\s*$/m, '');
  return restoreBlankLines(await format(js, 'babel', rootDir));
}

export async function formatTypeScript(source: string, rootDir = ROOT_DIR): Promise<string> {
  try {
    return await format(source, 'typescript', rootDir);
  } catch {
    return source.trimEnd();
  }
}

// ---------------------------------------------------------------------------------------------
// Imports and dependencies

export function moduleSpecifiers(source: string, fileName = 'demo.tsx'): string[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    false,
    scriptKind(fileName),
  );
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
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    false,
    scriptKind(fileName),
  );
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

interface PackageJson {
  version?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

export class VersionResolver {
  private readonly site: PackageJson;

  constructor(private readonly rootDir: string) {
    this.site = readJson<PackageJson>(path.join(rootDir, 'package.json')) ?? {};
  }

  private installed(name: string): PackageJson | null {
    return readJson<PackageJson>(path.join(this.rootDir, 'node_modules', name, 'package.json'));
  }

  /** The site's own pinned version: package.json when it is exact, else the installed one. */
  version(name: string): string | null {
    const declared = this.site.dependencies?.[name] ?? this.site.devDependencies?.[name];
    if (declared && /^\d+\.\d+\.\d+(-[\w.]+)?$/.test(declared)) return declared;
    return this.installed(name)?.version ?? declared ?? null;
  }

  private isSiteDependency(name: string): boolean {
    return Boolean(this.site.dependencies?.[name] ?? this.site.devDependencies?.[name]);
  }

  /** The packages imported, their peers the site also uses (Emotion for Material…), pinned. */
  dependencies(packages: Iterable<string>): Record<string, string> {
    const pending = [...BASE_DEPENDENCIES, ...packages];
    const seen = new Set<string>();
    while (pending.length) {
      const name = pending.shift()!;
      if (seen.has(name) || name.startsWith('@types/')) continue;
      seen.add(name);
      for (const peer of Object.keys(this.installed(name)?.peerDependencies ?? {})) {
        if (this.isSiteDependency(peer)) pending.push(peer);
      }
    }
    const result: Record<string, string> = {};
    for (const name of [...seen].sort()) {
      const version = this.version(name);
      if (!version) throw new Error(`the demos import "${name}", which the site does not install`);
      result[name] = version;
    }
    return result;
  }

  devDependencies(): Record<string, string> {
    const result: Record<string, string> = {};
    for (const name of [...TOOLING, BUNDLER]) {
      const version = this.version(name);
      if (version) result[name] = version;
    }
    return result;
  }
}

// ---------------------------------------------------------------------------------------------
// One demo

const RELATIVE_EXTENSIONS = ['.tsx', '.ts', '.css', '.json'];

function resolveRelative(from: string, specifier: string): string | null {
  const target = path.resolve(path.dirname(from), specifier);
  if (path.extname(target) && fs.existsSync(target)) return target;
  for (const extension of RELATIVE_EXTENSIONS) {
    if (fs.existsSync(`${target}${extension}`)) return `${target}${extension}`;
  }
  return null;
}

function jsName(name: string): string {
  return name.replace(/\.tsx$/, '.js').replace(/\.ts$/, '.js');
}

/** Adds what `source` imports to `imports` (specifier → imported names). */
function collectImports(imports: Imports, source: string, fileName?: string): void {
  for (const [specifier, names] of importedBindings(source, fileName)) {
    const known = imports.get(specifier) ?? new Set<string>();
    names.forEach((name) => known.add(name));
    imports.set(specifier, known);
  }
}

/** Module specifier → the names imported from it (`default`, export names, `*`). */
export type Imports = Map<string, Set<string>>;

async function variantSources(
  variant: VariantFile,
  rootDir: string,
  imports: Imports,
  read: Set<string>,
): Promise<DemoVariantSources> {
  const source = fs.readFileSync(variant.file, 'utf8');
  read.add(variant.file);
  const ownFiles = [variant.file];
  const tsCode = await formatTypeScript(source, rootDir);
  const jsCode = await toJavaScript(source, path.basename(variant.file), rootDir);
  // From the JavaScript: it keeps only the imports used as values (types are gone).
  collectImports(imports, jsCode, path.basename(variant.file).replace(/\.tsx?$/, '.jsx'));

  const files: DemoExtraFile[] = [];
  const queue = moduleSpecifiers(source)
    .filter((specifier) => specifier.startsWith('./'))
    .map((specifier) => ({ from: variant.file, specifier }));
  const done = new Set<string>();
  while (queue.length) {
    const { from, specifier } = queue.shift()!;
    const resolved = resolveRelative(from, specifier);
    if (!resolved) {
      throw new ContentError(`cannot resolve "${specifier}"`, path.relative(rootDir, from));
    }
    if (done.has(resolved)) continue;
    done.add(resolved);
    const name = path.relative(path.dirname(variant.file), resolved).replace(/\\/g, '/');
    if (name.startsWith('..')) {
      throw new ContentError(
        `"${specifier}" is outside the demo's folder; demos may import only files beside them`,
        path.relative(rootDir, from),
      );
    }
    const text = fs.readFileSync(resolved, 'utf8');
    read.add(resolved);
    ownFiles.push(resolved);
    if (/\.tsx?$/.test(resolved)) {
      moduleSpecifiers(text, name).forEach((s) => {
        if (s.startsWith('./')) queue.push({ from: resolved, specifier: s });
      });
      const js = await toJavaScript(text, name, rootDir);
      collectImports(imports, js, `${jsName(name)}x`);
      files.push({ ts: name, js: jsName(name), TS: await formatTypeScript(text, rootDir), JS: js });
    } else {
      files.push({ ts: name, js: name, TS: text, JS: text });
    }
  }

  const css =
    variant.styling === 'Tailwind'
      ? await compileTailwindCss(ownFiles.filter((file) => /\.[jt]sx?$/.test(file)))
      : undefined;
  return {
    TS: { code: tsCode, html: await highlightToHtml(tsCode, 'tsx') },
    JS: { code: jsCode, html: await highlightToHtml(jsCode, 'jsx') },
    files,
    ...(css === undefined ? {} : { css }),
  };
}

export async function buildDemoSources(
  demo: SiteDemo,
  versions: VersionResolver,
  rootDir = ROOT_DIR,
): Promise<{ sources: DemoSources; imports: Imports; files: string[] }> {
  const demoFile = path.resolve(rootDir, demo.file);
  const imports: Imports = new Map();
  const read = new Set<string>();
  const stylings: DemoSources['stylings'] = {};
  for (const variant of stylingVariantFiles(demoFile)) {
    try {
      stylings[variant.styling] = await variantSources(variant, rootDir, imports, read);
    } catch (error) {
      if (error instanceof ContentError) throw error;
      throw new ContentError(
        `cannot generate the demo's JavaScript: ${(error as Error).message}`,
        path.relative(rootDir, variant.file),
      );
    }
  }
  const packages = new Set<string>();
  for (const specifier of imports.keys()) {
    const name = packageName(specifier);
    if (name) packages.add(name);
  }
  return {
    sources: {
      version: DEMO_SOURCES_FORMAT,
      id: demo.id,
      name: path.basename(demo.file).replace(/\.tsx$/, ''),
      productId: demo.productId,
      stylings,
      dependencies: versions.dependencies(packages),
      devDependencies: versions.devDependencies(),
    },
    imports,
    files: [...read],
  };
}

// ---------------------------------------------------------------------------------------------
// The live editor's module map

/** Specifiers the live editor resolves by itself (src/docs/demo/liveEdit/modules.ts). */
const BUILT_IN_MODULES = new Set(['react', 'react-dom']);

/**
 * The live editor's module map: one loader per package module the demos import. Each loader imports
 * a small generated wrapper that re-exports just the names the demos use, with static named
 * imports. Importing the package module itself with `import()` would make its whole namespace
 * "used" and defeat tree shaking of the same module in the pages' own bundles.
 */
export function liveEditModuleFiles(imports: Imports): Record<string, string> {
  const entries = [...imports]
    .filter(([s]) => packageName(s) && !BUILT_IN_MODULES.has(s) && !/\.(css|json)$/.test(s))
    .sort(([a], [b]) => a.localeCompare(b));
  const header = '// Generated by src/build/demoSources.ts — do not edit.';
  const files: Record<string, string> = {};
  const map: string[] = [];
  entries.forEach(([specifier, names], index) => {
    const file = `m${index}`;
    const from = JSON.stringify(specifier);
    const lines = [header, `// ${specifier}`];
    if (names.has('*') || names.size === 0) {
      lines.push(`import * as namespace from ${from};`, '', 'export default namespace;', '');
    } else {
      const picked = [...names].sort();
      const locals = picked.map((name, i) => [name, `i${i}`] as const);
      const named = locals.filter(([name]) => name !== 'default');
      const defaultLocal = locals.find(([name]) => name === 'default')?.[1];
      const clause = [
        ...(defaultLocal ? [defaultLocal] : []),
        ...(named.length
          ? [`{ ${named.map(([name, local]) => `${name} as ${local}`).join(', ')} }`]
          : []),
      ].join(', ');
      lines.push(`import ${clause} from ${from};`, '');
      lines.push(
        `export default { ${locals.map(([name, local]) => `${JSON.stringify(name)}: ${local}`).join(', ')} };`,
        '',
      );
    }
    files[`liveEditScope/${file}.ts`] = lines.join('\n');
    map.push(
      `  ${JSON.stringify(specifier)}: () => import('./liveEditScope/${file}').then((m) => m.default),`,
    );
  });
  files['liveEditModules.ts'] = [
    header,
    "import type { ModuleLoaders } from '@/docs/demo/liveEdit/modules';",
    '',
    '/** The package modules the demos import, loaded only when the live editor needs them. */',
    'const loaders: ModuleLoaders = {',
    ...map,
    '};',
    '',
    'export default loaders;',
    '',
  ].join('\n');
  return files;
}

function writeIfChanged(file: string, content: string): void {
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === content) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

interface CacheEntry {
  hash: string;
  /** Files the demo's sources were made from, relative to the root. */
  files: string[];
  imports: Record<string, string[]>;
}

type Cache = Record<string, CacheEntry>;

function readText(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** What the output depends on besides the demo's files: this generator, the highlighter, versions. */
function generatorFingerprint(rootDir: string): string {
  return [
    readText(path.join(__dirname, 'demoSources.ts')),
    readText(path.join(__dirname, 'highlight.ts')),
    readText(path.join(__dirname, 'tailwindCss.ts')),
    readText(path.join(rootDir, 'package.json')),
    readText(path.join(rootDir, '.prettierrc.json')),
  ].join('\0');
}

function demoHash(
  demo: SiteDemo,
  variants: VariantFile[],
  files: string[],
  rootDir: string,
  generator: string,
): string {
  const hash = crypto.createHash('sha256').update(generator);
  hash.update(`\0${demo.id}\0${demo.productId}\0${demo.file}`);
  for (const variant of variants) {
    hash.update(`\0${variant.styling}:${path.relative(rootDir, variant.file)}`);
  }
  for (const file of [...files].sort()) {
    hash.update(`\0${file}\0${readText(path.resolve(rootDir, file))}`);
  }
  return hash.digest('hex');
}

/** Writes one JSON file per demo; returns how many and their total size in bytes. */
export async function writeDemoSources(
  index: SiteIndex,
  options: DemoSourcesOptions = {},
): Promise<{ count: number; rebuilt: number; bytes: number }> {
  const rootDir = options.rootDir ?? ROOT_DIR;
  const outDir = options.outDir ?? path.join(rootDir, 'public', 'static', 'demo-sources');
  const modulesDir =
    options.modulesDir === undefined
      ? options.rootDir
        ? path.join(rootDir, 'src', 'generated')
        : GENERATED_DIR
      : options.modulesDir;
  const cacheFile =
    options.cacheFile === undefined
      ? path.join(
          options.rootDir ? path.join(rootDir, 'build-cache') : CACHE_DIR,
          'demo-sources.json',
        )
      : options.cacheFile;
  const previous: Cache = cacheFile ? (readJson<Cache>(cacheFile) ?? {}) : {};
  const cache: Cache = {};
  const generator = generatorFingerprint(rootDir);
  const versions = new VersionResolver(rootDir);
  const allImports: Imports = new Map();
  const written = new Set<string>();
  let bytes = 0;
  let rebuilt = 0;
  for (const demo of index.demos) {
    const file = path.join(outDir, `${demo.id}.json`);
    const variants = stylingVariantFiles(path.resolve(rootDir, demo.file));
    const tailwind = variants.some((variant) => variant.styling === 'Tailwind');
    const cssFile = path.join(outDir, `${demo.id}.tailwind.css`);
    const cached = previous[demo.id];
    let imports: Imports;
    if (
      cached &&
      fs.existsSync(file) &&
      (!tailwind || fs.existsSync(cssFile)) &&
      cached.hash === demoHash(demo, variants, cached.files, rootDir, generator)
    ) {
      imports = new Map(Object.entries(cached.imports).map(([s, names]) => [s, new Set(names)]));
      cache[demo.id] = cached;
      bytes += fs.statSync(file).size;
    } else {
      const built = await buildDemoSources(demo, versions, rootDir);
      rebuilt += 1;
      imports = built.imports;
      const files = built.files.map((f) => path.relative(rootDir, f));
      cache[demo.id] = {
        hash: demoHash(demo, variants, files, rootDir, generator),
        files,
        imports: Object.fromEntries([...imports].map(([s, names]) => [s, [...names]])),
      };
      const json = JSON.stringify(built.sources);
      writeIfChanged(file, json);
      bytes += Buffer.byteLength(json);
      const css = built.sources.stylings.Tailwind?.css;
      if (css !== undefined) writeIfChanged(cssFile, css);
    }
    if (tailwind) written.add(path.resolve(cssFile));
    for (const [specifier, names] of imports) {
      const known = allImports.get(specifier) ?? new Set<string>();
      names.forEach((name) => known.add(name));
      allImports.set(specifier, known);
    }
    written.add(path.resolve(file));
  }
  removeStale(outDir, written);
  if (cacheFile) writeIfChanged(cacheFile, JSON.stringify(cache));
  if (modulesDir) {
    const files = liveEditModuleFiles(allImports);
    for (const [name, content] of Object.entries(files)) {
      writeIfChanged(path.join(modulesDir, name), content);
    }
    const scopeDir = path.join(modulesDir, 'liveEditScope');
    for (const name of fs.existsSync(scopeDir) ? fs.readdirSync(scopeDir) : []) {
      if (!files[`liveEditScope/${name}`]) fs.rmSync(path.join(scopeDir, name));
    }
  }
  return { count: index.demos.length, rebuilt, bytes };
}

/** Deletes the files of demos (or Tailwind variants) that no longer exist. */
function removeStale(dir: string, keep: Set<string>): void {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const file = path.resolve(dir, entry);
    if (/\.(json|css)$/.test(file) && !keep.has(file)) fs.rmSync(file);
  }
}
