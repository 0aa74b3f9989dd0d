/**
 * The API reference covers exactly what the packages export: the list of API pages per package
 * equals the React components (and Base UI hooks) that the package's JavaScript entry exports. The
 * extractor decides from the type definitions; this test looks at the runtime exports, so the two
 * views check each other.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiPages, loadApiDocs } from './apiDocs';
import { headingsOf } from './apiPageData';
import { API_PRODUCTS } from './packages';

const requireFromRoot = createRequire(path.join(process.cwd(), 'package.json'));

const FORWARD_REF = Symbol.for('react.forward_ref');
const MEMO = Symbol.for('react.memo');

function isRuntimeComponent(name: string, value: unknown): boolean {
  if (!/^[A-Z]/.test(name.replace(/^(Unstable|Experimental)_/, ''))) return false;
  if (typeof value === 'function') {
    // Classes that are not React components (ModalManager, LicenseInfo) are not documented.
    return !/^class[\s{]/.test(Function.prototype.toString.call(value));
  }
  if (!value || typeof value !== 'object') return false;
  type Wrapped = { $$typeof?: symbol; muiName?: string; type?: Wrapped; render?: Wrapped };
  const wrapped = value as Wrapped;
  if (wrapped.$$typeof !== FORWARD_REF && wrapped.$$typeof !== MEMO) return false; // contexts
  // Icons made with createSvgIcon (memo(forwardRef(…)) named SvgIcon) are documented by SvgIcon.
  const muiName = wrapped.muiName ?? wrapped.type?.muiName ?? wrapped.type?.render?.muiName;
  return !(muiName === 'SvgIcon' && name !== 'SvgIcon');
}

/**
 * Runtime exports that look like components but get no page, each with the reason (quoted in the
 * issue note). A new one fails the coverage test until it is understood and listed here.
 */
const RUNTIME_EXPORTS_WITHOUT_PAGES: Record<string, Readonly<Record<string, string>>> = {
  '@mui/material': { FormLabelRoot: 'a styled part with no type definitions at all' },
  '@mui/joy': { TextField: 'removed: a stub that throws, typed () => never and @ignore' },
  '@mui/base': { Identity: 'the x => x helper, not a component' },
  '@mui/x-data-grid-pro': {
    DataGridPremium: 'a stub that throws "import it from @mui/x-data-grid-premium"',
  },
};

/**
 * The lab still exports the components that moved out of it (the date pickers to
 * @mui/x-date-pickers, TreeView to @mui/x-tree-view) as stubs that warn and render nothing; their
 * own source says so, and they get no page.
 */
function movedOutOfLab(name: string): boolean {
  const file = path.join(process.cwd(), 'node_modules', '@mui', 'lab', name, `${name}.js`);
  return (
    fs.existsSync(file) &&
    /was moved from `@mui\/lab` to `@mui\/x-/.test(fs.readFileSync(file, 'utf8'))
  );
}

describe('API coverage', () => {
  const docs = loadApiDocs();
  const documented = new Map<string, string[]>();
  for (const product of docs) {
    for (const pkg of product.packages) {
      documented.set(
        pkg.packageName,
        pkg.entries.filter((e) => e.kind !== 'interface').map((e) => e.name),
      );
    }
  }

  for (const product of API_PRODUCTS) {
    for (const pkg of product.packages) {
      it(`documents every component${pkg.hooks ? ' and hook' : ''} that ${pkg.name} exports`, () => {
        const runtime = requireFromRoot(pkg.name) as Record<string, unknown>;
        const alreadyDocumented = new Set(
          (pkg.documentedBy ?? []).flatMap((other) => documented.get(other) ?? []),
        );
        const expected = Object.keys(runtime)
          .filter(
            (name) =>
              isRuntimeComponent(name, runtime[name]) ||
              (pkg.hooks && /^use[A-Z]/.test(name) && typeof runtime[name] === 'function'),
          )
          .filter((name) => !alreadyDocumented.has(name))
          .filter((name) => !RUNTIME_EXPORTS_WITHOUT_PAGES[pkg.name]?.[name])
          .filter((name) => pkg.name !== '@mui/lab' || !movedOutOfLab(name))
          .sort();
        expect(documented.get(pkg.name)?.slice().sort()).toEqual(expected);
      });
    }
  }

  it('documents the grid column definition and API object', () => {
    const grid = documented.get('@mui/x-data-grid');
    const interfaces = docs
      .flatMap((p) => p.packages)
      .flatMap((p) => p.entries)
      .filter((e) => e.kind === 'interface')
      .map((e) => e.name);
    expect(grid).toContain('DataGrid');
    expect(interfaces).toEqual(expect.arrayContaining(['GridColDef', 'GridApi']));
  });
});

describe('grid interface pages', () => {
  const pages = apiPages(loadApiDocs()).filter(
    (page) => page.productId === 'x-data-grid' && page.entry.kind === 'interface',
  );
  const page = (name: string) => {
    const found = pages.find((p) => p.entry.name === name);
    if (!found) throw new Error(`no API page for ${name}`);
    return found;
  };
  const NEW_INTERFACES = [
    'GridCellParams',
    'GridRenderCellParams',
    'GridRowParams',
    'GridFilterItem',
    'GridFilterModel',
    'GridFilterOperator',
    'GridSingleSelectColDef',
    'GridActionsColDef',
    'GridCsvExportOptions',
    'GridPrintExportOptions',
    'GridExcelExportOptions',
    'GridExportStateParams',
  ];

  it.each(NEW_INTERFACES)('%s has an API page with a properties section', (name) => {
    const { entry, route } = page(name);
    expect(route).toBe(`/x/api/data-grid/${entry.slug}/`);
    expect(entry.props.length).toBeGreaterThan(0);
    expect(headingsOf(entry, false).map((h) => h.id)).toContain('properties');
  });

  it('GridFilterItem lists field, operator, value and id, with what is required', () => {
    const props = new Map(page('GridFilterItem').entry.props.map((p) => [p.name, p]));
    expect([...props.keys()]).toEqual(expect.arrayContaining(['field', 'operator', 'value', 'id']));
    expect(props.get('field')).toMatchObject({ type: 'string', required: true });
    expect(props.get('operator')?.required).toBe(true);
    expect(props.get('id')?.required).toBe(false);
    expect(props.get('field')?.description).not.toBe('');
  });

  it('reads defaults from @default and Premium interfaces from the Premium package', () => {
    const csv = new Map(page('GridCsvExportOptions').entry.props.map((p) => [p.name, p]));
    expect(csv.get('delimiter')?.default).toBe("','");
    expect(csv.get('escapeFormulas')?.default).toBe('true');
    expect(page('GridExcelExportOptions').entry.packageName).toBe('@mui/x-data-grid-premium');
  });

  it('an interface extending a documented one lists its own members and links to it', () => {
    const singleSelect = page('GridSingleSelectColDef').entry;
    expect(singleSelect.inherits).toBe('GridColDef');
    expect(singleSelect.props.map((p) => p.name)).toEqual(
      expect.arrayContaining(['type', 'valueOptions', 'getOptionLabel', 'getOptionValue']),
    );
    expect(singleSelect.props.map((p) => p.name)).not.toContain('valueGetter');
    expect(page('GridActionsColDef').entry.props.map((p) => p.name)).toContain('getActions');
    expect(page('GridRenderCellParams').entry.inherits).toBe('GridCellParams');
    expect(headingsOf(singleSelect, false).map((h) => h.id)).toContain('inheritance');
  });

  it("doc comments' [[Type]] links read as code", () => {
    expect(page('GridCellParams').entry.description).toContain('`GridColDef`');
    expect(JSON.stringify(pages.map((p) => p.entry))).not.toMatch(/\[\[\w/);
  });
});

describe('API facts', () => {
  const entries = loadApiDocs().flatMap((product) =>
    product.packages.flatMap((pkg) =>
      pkg.entries.map((entry) => ({ ...entry, productId: product.productId })),
    ),
  );
  const find = (productId: string, name: string) => {
    const entry = entries.find((e) => e.productId === productId && e.name === name);
    if (!entry) throw new Error(`${productId} ${name} not extracted`);
    return entry;
  };
  const prop = (productId: string, name: string, propName: string) => {
    const found = find(productId, name).props.find((p) => p.name === propName);
    if (!found) throw new Error(`${name} has no ${propName}`);
    return found;
  };

  it("Material Button: variant defaults to 'text' and lists the three variants", () => {
    const variant = prop('material-ui', 'Button', 'variant');
    expect(variant.default).toBe("'text'");
    expect(variant.type).toBe("'contained' | 'outlined' | 'text'");
    expect(variant.required).toBe(false);
    const button = find('material-ui', 'Button');
    expect(button.inherits).toBe('ButtonBase');
    expect(button.forwardsRef).toBe(true);
    expect(button.themeName).toBe('MuiButton');
    expect(button.pathImport).toBe('@mui/material/Button');
    expect(button.classes.find((c) => c.key === 'root')?.className).toBe('MuiButton-root');
    expect(button.props.map((p) => p.name)).toEqual(
      expect.arrayContaining(['component', 'disableElevation', 'sx', 'startIcon']),
    );
    // Inherited ButtonBase props are not repeated on Button's page.
    expect(button.props.map((p) => p.name)).not.toContain('centerRipple');
  });

  it("Joy Button: variant defaults to 'solid'", () => {
    expect(prop('joy-ui', 'Button', 'variant').default).toBe("'solid'");
    expect(find('joy-ui', 'Button').themeName).toBe('JoyButton');
  });

  it('DataGrid has a required columns prop and a rows prop', () => {
    expect(prop('x-data-grid', 'DataGrid', 'columns').required).toBe(true);
    expect(prop('x-data-grid', 'DataGrid', 'rows').description).not.toBe('');
    expect(find('x-data-grid', 'DataGridPro').packageName).toBe('@mui/x-data-grid-pro');
    expect(find('x-data-grid', 'DataGridPremium').props.map((p) => p.name)).toContain(
      'aggregationModel',
    );
  });

  it('Base UI hooks have parameters and return values', () => {
    const hook = find('base-ui', 'useButton');
    expect(hook.kind).toBe('hook');
    expect(hook.parameters?.map((p) => p.name)).toContain('disabled');
    expect(hook.returnValue?.map((p) => p.name)).toContain('getRootProps');
  });

  it('marks deprecated props and keeps their reason', () => {
    const deprecated = prop('x-data-grid', 'DataGrid', 'autoHeight');
    expect(deprecated.deprecated).not.toBeNull();
  });

  it('reads slots with their default element and class', () => {
    const slots = find('joy-ui', 'Button').slots;
    const root = slots.find((s) => s.name === 'root');
    expect(root?.default).toBe("'button'");
    expect(root?.className).toBe('MuiButton-root');
    expect(find('base-ui', 'Button').slots.map((s) => s.name)).toEqual(['root']);
  });
});
