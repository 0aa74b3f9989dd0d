/**
 * One demo's sources, as the code panel and the "open in StackBlitz / CodeSandbox / download"
 * projects use them: for each styling variant its TypeScript, the JavaScript made from it, their
 * highlighting and the files it imports from beside it; the stylesheet the page links while a
 * variant shows (Tailwind's classes, or its CSS Modules, compiled);
 * and the pinned dependencies of the packages the demo imports.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  DEMO_SOURCES_FORMAT,
  type DemoExtraFile,
  type DemoSources,
  type DemoVariantSources,
} from '@/model/demoSourcesFile';
import { ContentError } from '../../contentError';
import { highlightToHtml } from '../highlight';
import { ROOT_DIR } from '../../paths';
import type { SiteDemo } from '../siteIndexTypes';
import { compileTailwindCss } from '../tailwindCss';
import { compileCssModule } from './cssModules';
import {
  importedBindings,
  mergeImports,
  moduleSpecifiers,
  packageName,
  type Imports,
} from './demoImports';
import type { VersionResolver } from './pinnedVersions';
import type { VariantFile } from './stylingVariants';
import { toJavaScript } from './toJavaScript';

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
  mergeImports(imports, importedBindings(source, fileName));
}

async function variantSources(
  variant: VariantFile,
  rootDir: string,
  imports: Imports,
  read: Set<string>,
): Promise<DemoVariantSources> {
  const source = fs.readFileSync(variant.file, 'utf8');
  read.add(variant.file);
  const ownFiles = [variant.file];
  // As written: `npm run lint` keeps content/ formatted with Prettier (formatting it again here was
  // a fifth of this step's time and changed no demo).
  const tsCode = source.trimEnd();
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
      files.push({ ts: name, js: jsName(name), TS: text.trimEnd(), JS: js });
    } else {
      files.push({ ts: name, js: name, TS: text, JS: text });
    }
  }

  const cssModules = ownFiles.filter((file) => file.endsWith('.module.css'));
  if (variant.styling === 'CSS' && cssModules.length === 0) {
    throw new ContentError(
      'a CSS variant styles itself with a CSS Module: import one (./Name.module.css)',
      path.relative(rootDir, variant.file),
    );
  }
  const css =
    variant.styling === 'Tailwind'
      ? await compileTailwindCss(ownFiles.filter((file) => /\.[jt]sx?$/.test(file)))
      : cssModules.length > 0
        ? cssModules.map((file) => compileCssModule(file, rootDir).css).join('\n')
        : undefined;
  const tsHtml = await highlightToHtml(tsCode, 'tsx');
  return {
    TS: { code: tsCode, html: tsHtml },
    // JavaScript has no types, which the TSX grammar colours as the JSX one does (all 245 demo
    // stylings of a sample whose JavaScript differs compared, and the 317 without types before):
    // with the grammar of the TypeScript just coloured, the regex engine remembers the searches of
    // the lines both share, which halved this call. A demo without types is highlighted once.
    JS: { code: jsCode, html: jsCode === tsCode ? tsHtml : await highlightToHtml(jsCode, 'tsx') },
    files,
    ...(css === undefined ? {} : { css }),
  };
}

export async function buildDemoSources(
  demo: SiteDemo,
  versions: VersionResolver,
  rootDir = ROOT_DIR,
): Promise<{ sources: DemoSources; imports: Imports; files: string[] }> {
  const imports: Imports = new Map();
  const read = new Set<string>();
  const stylings: DemoSources['stylings'] = {};
  for (const { styling, file } of demo.variants) {
    const variant: VariantFile = { styling, file: path.resolve(rootDir, file) };
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
