import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/**
 * The part of Vite's plugin interface this plugin uses (Vite comes with Astro, not as a dependency
 * of the site's own).
 */
interface ResolvedId {
  id: string;
  external?: boolean | 'absolute' | 'relative';
  moduleSideEffects?: boolean;
}
interface ResolveOptions {
  ssr?: boolean;
  skipSelf?: boolean;
}
interface Plugin {
  name: string;
  apply: 'build';
  applyToEnvironment(environment: { name: string }): boolean;
  enforce: 'pre';
  resolveId(
    this: {
      resolve(
        source: string,
        importer: string,
        options: ResolveOptions,
      ): Promise<ResolvedId | null>;
    },
    source: string,
    importer: string | undefined,
    options: ResolveOptions,
  ): Promise<ResolvedId | string | null>;
  load(id: string): Promise<string> | string | null;
}

/** Module ids of the grid's own copy of a Material module: this prefix, then the file's path. */
const COPY_PREFIX = '\0grid-material:';
/** Module ids of a Material component the grid loads on demand: this prefix, then its folder. */
const ON_DEMAND_PREFIX = '\0grid-on-demand:';

const onDemandComponentModule = fileURLToPath(
  new URL('../../islands/onDemandComponent.tsx', import.meta.url),
);

/**
 * The Material components the grid's first render does not show, by folder: overlays (rendered
 * closed until a visitor opens a menu, panel or tooltip) and the parts of filter panels, column
 * panels and loading states. The parts start loading at the visitor's first interaction, mounted
 * or not, so an opening panel renders its inputs at once and its focus lands in them. `named` lists the other exports the grid imports from the folder,
 * with the module they come from.
 */
const ON_DEMAND: Record<string, { untilOpen?: boolean; named?: Record<string, string> }> = {
  Popper: { untilOpen: true },
  Menu: { untilOpen: true },
  Autocomplete: { named: { createFilterOptions: '@mui/material/useAutocomplete' } },
  Chip: {},
  CircularProgress: {},
  FormControlLabel: {},
  LinearProgress: {},
  Skeleton: {},
  TextField: {},
};
/** Overlays are on demand wherever the copies import them (Tooltip's popper, Select's menu). */
const isOverlay = (folder: string) => ON_DEMAND[folder]?.untilOpen === true;

const isGridModule = (id: string) => /\/node_modules\/@mui\/x-data-grid(-pro|-premium)?\//.test(id);
/** Material's theme machinery stays shared: the theme, its context and the default props. */
const isCopiedMaterialModule = (id: string) =>
  id.includes('/node_modules/@mui/material/') &&
  !id.includes('/node_modules/@mui/material/styles/');
/** The folder of a Material component's entry (`X/index.js` or `X/X.js`), if it is one. */
function componentFolder(id: string): string | undefined {
  const match = /\/node_modules\/@mui\/material\/([^/]+)\/(index|[^/]+)\.js$/.exec(id);
  return match && (match[2] === 'index' || match[2] === match[1]) ? match[1] : undefined;
}

function onDemandModule(folder: string): string {
  const { untilOpen = false, named = {} } = ON_DEMAND[folder]!;
  return [
    `import { onDemandComponent } from ${JSON.stringify(onDemandComponentModule)};`,
    `export default onDemandComponent(() => import('@mui/material/${folder}'), { untilOpen: ${untilOpen}, beforeMount: ${!untilOpen} });`,
    ...Object.entries(named).map(([name, from]) => `export { ${name} } from '${from}';`),
  ].join('\n');
}

/**
 * The data grid's Material components as a copy of their own in the browser build, those its first
 * render does not show loaded on demand.
 *
 * Material's components are shared by hundreds of demos, so Rollup splits them into a hundred small
 * chunks, each compressed on its own: the grid page fetched 121 KB gzip of Material in 122 files,
 * 83 KB as one. Imported by the grid alone, the copies fall into the grid's chunk. Only their code
 * is repeated: the theme, its context and class names come from the shared modules, so the site's
 * theme reaches the grid as before.
 */
export function gridMaterialCopy(): Plugin {
  return {
    name: 'grid-material-copy',
    // The dev server serves the grid pre-bundled, as it is.
    apply: 'build',
    // The browser build only: the server renders the grid from the shared modules.
    applyToEnvironment: (environment) => environment.name === 'client',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (options.ssr || !importer) return null;
      const fromOnDemand = importer.startsWith(ON_DEMAND_PREFIX);
      const fromCopy = fromOnDemand || importer.startsWith(COPY_PREFIX);
      const realImporter = fromOnDemand
        ? onDemandComponentModule
        : fromCopy
          ? importer.slice(COPY_PREFIX.length)
          : importer;
      const fromGrid = isGridModule(realImporter);
      if (!fromCopy && !(fromGrid && source.startsWith('@mui/material'))) return null;
      const resolved = await this.resolve(source, realImporter, { ...options, skipSelf: true });
      if (!resolved || resolved.external || !isCopiedMaterialModule(resolved.id)) return resolved;
      const folder = componentFolder(resolved.id);
      const onDemand =
        folder !== undefined &&
        ON_DEMAND[folder] !== undefined &&
        !fromOnDemand &&
        // The folder's own index importing the component is the copy the on-demand module loads.
        !realImporter.includes(`/@mui/material/${folder}/`) &&
        (fromGrid || isOverlay(folder));
      if (onDemand) return ON_DEMAND_PREFIX + folder;
      return { id: COPY_PREFIX + resolved.id, moduleSideEffects: false };
    },
    load(id) {
      if (id.startsWith(ON_DEMAND_PREFIX)) return onDemandModule(id.slice(ON_DEMAND_PREFIX.length));
      return id.startsWith(COPY_PREFIX) ? fs.readFile(id.slice(COPY_PREFIX.length), 'utf8') : null;
    },
  };
}
