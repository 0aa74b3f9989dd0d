import { fileURLToPath } from 'node:url';

/** The part of Vite's plugin interface this plugin uses (Vite comes with Astro). */
interface Plugin {
  name: string;
  apply: 'build';
  enforce: 'pre';
  transform(code: string, id: string): string | null;
}

const GRID_ROOT = /\/node_modules\/@mui\/x-data-grid\/components\/containers\/GridRoot\.js$/;

/** MUI X 7.22.3's GridRoot before its root has mounted: nothing at all. */
const RENDERS_NOTHING = `  if (!mountedState) {
    return null;
  }`;

/**
 * The first view in the root's place, with the root's classes and inline style. (Not inside the
 * grid's styled root: its Emotion stylesheet, 28 KB a grid, different for each `sx`, would be
 * written into the page for every grid with its own.)
 */
const RENDERS_FIRST_VIEW = `  if (!mountedState) {
    return /*#__PURE__*/_jsx(__GridFirstView, {
      apiRef: apiRef,
      rootProps: rootProps,
      className: clsx(classes.root, className),
      style: other.style
    });
  }`;

const firstViewModule = fileURLToPath(
  new URL('../../demo/gridFirstView/GridFirstView.tsx', import.meta.url),
);

/** GridRoot.js's source with its unmounted render replaced, or an error naming what changed. */
export function withFirstView(code: string): string {
  if (!code.includes(RENDERS_NOTHING)) {
    throw new Error(
      'gridFirstView: @mui/x-data-grid GridRoot.js no longer returns null before mounting as in ' +
        '7.22.3; check the data grid first view (src/demo/gridFirstView/) against the new version.',
    );
  }
  return (
    `import { GridFirstView as __GridFirstView } from ${JSON.stringify(firstViewModule)};\n` +
    code.replace(RENDERS_NOTHING, RENDERS_FIRST_VIEW)
  );
}

/**
 * The data grid's first view in the server HTML: its root renders src/demo/gridFirstView/ until it
 * has mounted (then the grid's own root replaces it), in the server build (which draws the rows) and the browser build (which keeps them
 * while hydrating), so both render the same element. Builds only: the dev server serves the grid
 * pre-bundled, as it is, on both sides.
 */
export function gridFirstView(): Plugin {
  return {
    name: 'grid-first-view',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      return GRID_ROOT.test(id) ? withFirstView(code) : null;
    },
  };
}
