import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The part of Vite's plugin interface this plugin uses. */
interface PluginContext {
  resolve(
    source: string,
    importer: string,
    options: { skipSelf: boolean },
  ): Promise<{ id: string; external?: unknown } | null>;
  error(message: string): never;
}

const onDemandComponentModule = fileURLToPath(
  new URL('../../islands/onDemandComponent.tsx', import.meta.url),
);

/** The free grid's package folder in a module id (not its `node/` or `modern/` builds). */
const GRID_PACKAGE = /^(.*\/node_modules\/@mui\/x-data-grid)\/(?!node\/|modern\/)/;

/**
 * Default slots shown only inside the preferences panel, once a visitor opens it (filters, columns):
 * slot name → the module, in the package, whose export of the same base name is the component.
 */
const PANEL_SLOTS: Record<string, string> = {
  filterPanel: 'components/panel/filterPanel/GridFilterPanel.js',
  columnsPanel: 'components/panel/GridColumnsPanel.js',
  columnsManagement: 'components/columnsManagement/GridColumnsManagement.js',
};
const SLOTS_MODULE = 'constants/defaultGridSlotsComponents.js';

/**
 * The filter inputs the column types name (`InputComponent`), rendered in the filter panel (and Pro's
 * header filters). GridFilterInputBoolean stays: the boolean type also imports a function from it.
 */
const FILTER_INPUT =
  /\/components\/panel\/filterPanel\/(GridFilterInput(?:Value|Date|SingleSelect|MultipleValue|MultipleSingleSelect))\.js$/;

/** Module ids of a filter input loaded on demand: this prefix, then its file. */
const ON_DEMAND_PREFIX = '\0grid-on-demand-part:';

const exportName = (file: string) => path.basename(file, '.js');

/**
 * A component that renders the `name` export of `file` (absolute), loaded at the visitor's first
 * interaction with the page or when first rendered.
 */
function onDemandExpression(file: string, name: string): string {
  return `onDemandComponent(() => import(${JSON.stringify(file)}).then((module) => ({ default: module.${name} })), { beforeMount: true })`;
}

const importOnDemandComponent = `import { onDemandComponent } from ${JSON.stringify(onDemandComponentModule)};`;

/** The default slots module with its panel slots turned into on-demand components. */
export function withOnDemandSlots(code: string, packageDir: string): string {
  let result = code;
  for (const [slot, file] of Object.entries(PANEL_SLOTS)) {
    const name = exportName(file);
    const entry = new RegExp(`(\\n\\s+${slot}: )${name},`);
    if (!entry.test(result)) {
      throw new Error(
        `gridOnDemandParts: no "${slot}: ${name}," in ${SLOTS_MODULE} (has the grid changed?)`,
      );
    }
    result = result.replace(
      entry,
      (_match, start: string) => `${start}${onDemandExpression(`${packageDir}/${file}`, name)},`,
    );
  }
  return `${importOnDemandComponent}\n${result}`;
}

/**
 * The free Data Grid's panels (filters, columns) and its filter inputs load when first shown, in the
 * browser build.
 *
 * The grid's default slots and column types import them statically, so every grid page fetched the
 * filter panel, its form, five filter inputs and the columns panel before its first paint, although
 * none shows until a visitor opens the panel. Like the Material components of gridMaterialCopy.ts,
 * each becomes an `onDemandComponent` (src/islands/onDemandComponent.tsx): it renders nothing until
 * its chunk has arrived, which starts at the visitor's first interaction with the page, so it is
 * usually there when the panel opens and the panel's focus lands in its input. The panel (`GridPanel`) shows its content only once placed, left-aligned,
 * so content that arrives a moment later does not move it.
 */
export function gridOnDemandParts() {
  return {
    name: 'grid-on-demand-parts',
    apply: 'build' as const,
    applyToEnvironment: (environment: { name: string }) => environment.name === 'client',
    enforce: 'pre' as const,
    async resolveId(
      this: PluginContext,
      source: string,
      importer: string | undefined,
    ): Promise<string | null> {
      if (!importer || importer.startsWith('\0') || !importer.includes('/colDef/')) return null;
      if (!GRID_PACKAGE.test(importer)) return null;
      if (!FILTER_INPUT.test(source)) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved && !resolved.external ? ON_DEMAND_PREFIX + resolved.id : null;
    },
    load(id: string): string | null {
      if (!id.startsWith(ON_DEMAND_PREFIX)) return null;
      const file = id.slice(ON_DEMAND_PREFIX.length);
      const name = FILTER_INPUT.exec(file)![1]!;
      return `${importOnDemandComponent}\nexport const ${name} = ${onDemandExpression(file, name)};\n`;
    },
    transform(this: PluginContext, code: string, id: string): string | null {
      const packageDir = GRID_PACKAGE.exec(id)?.[1];
      if (!packageDir || id !== `${packageDir}/${SLOTS_MODULE}`) return null;
      try {
        return withOnDemandSlots(code, packageDir);
      } catch (error) {
        return this.error((error as Error).message);
      }
    },
  };
}
