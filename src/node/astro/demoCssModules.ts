import path from 'node:path';
import { compileCssModule } from '../generate/demoSources/cssModules';
import { CONTENT_DIR } from '../paths';

/** Ids of the class-name modules; `.js` at the end keeps Vite's CSS plugin from claiming them. */
const PREFIX = '\0demo-css-module:';
const SUFFIX = '.js';

/** The part of Vite's plugin interface this plugin uses (Vite comes with Astro). */
interface Plugin {
  name: string;
  enforce: 'pre';
  resolveId(source: string, importer: string | undefined): string | null;
  load(this: { addWatchFile(file: string): void }, id: string): string | null;
}

/**
 * A demo's `import classes from './X.module.css'` becomes a module of class names only, compiled by
 * ../demos/cssModules.ts; the stylesheet is not part of any bundle. The page links it while the
 * plain-CSS styling shows (src/demo/useShownDemo.tsx), from the file written beside the demo's
 * sources. Left to Vite, every demo's stylesheet was given to every page (the catch-all route can
 * import them all): 70 KB of inline CSS on each.
 */
export function demoCssModules(): Plugin {
  return {
    name: 'demo-css-modules',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !source.startsWith('./') || !source.endsWith('.module.css')) return null;
      const from = importer.split('?')[0]!;
      if (!from.startsWith(CONTENT_DIR + path.sep)) return null;
      return `${PREFIX}${path.resolve(path.dirname(from), source)}${SUFFIX}`;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length, -SUFFIX.length);
      this.addWatchFile(file);
      return `export default ${JSON.stringify(compileCssModule(file).classes)};`;
    },
  };
}
