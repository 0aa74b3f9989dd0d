/**
 * A demo's CSS Module (Node only), compiled one way for both of its uses: the class names the demo's
 * JavaScript imports (the Vite plugin in ../bundling/demoCssModules.ts) and the stylesheet the page
 * links while the plain-CSS styling shows (written beside the demo's sources). Vite's own CSS
 * Modules would hand the stylesheet to Astro, which gives the CSS of everything the catch-all route
 * can import to every page it renders: every Base UI stylesheet, inline, on every page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { transform } from 'lightningcss';
import { ContentError } from '../../contentError';
import { ROOT_DIR } from '../../paths';

export interface CompiledCssModule {
  /** Each class the module defines → the class names to put on the element (its `composes` too). */
  classes: Record<string, string>;
  /** The scoped, minified stylesheet. */
  css: string;
}

/**
 * The scoped names are `<class>_<hash>`, the hash taken from the file's path relative to the
 * repository, so the names the page's stylesheet uses are the ones the demo's script renders.
 */
export function compileCssModule(file: string, rootDir = ROOT_DIR): CompiledCssModule {
  const filename = path.relative(rootDir, file).replace(/\\/g, '/');
  let result: ReturnType<typeof transform>;
  try {
    result = transform({
      filename,
      code: fs.readFileSync(file),
      minify: true,
      cssModules: { pattern: '[local]_[hash]' },
    });
  } catch (error) {
    throw new ContentError(`invalid CSS: ${(error as Error).message}`, filename);
  }
  const classes: Record<string, string> = {};
  // Sorted: lightningcss lists them in no fixed order, and the same file must give the same module.
  const exported = Object.entries(result.exports ?? {}).sort(([a], [b]) => a.localeCompare(b));
  for (const [local, entry] of exported) {
    const composed = entry.composes.map((reference) => {
      if (reference.type === 'dependency') {
        throw new ContentError(
          `"composes: ${reference.name} from '${reference.specifier}'": a demo's CSS Module may compose only its own classes`,
          filename,
        );
      }
      return reference.name;
    });
    classes[local] = [entry.name, ...composed].join(' ');
  }
  return { classes, css: Buffer.from(result.code).toString('utf8') };
}
