/**
 * Realistic searches and the page a developer wants first, typed on a page of the given product
 * (results of the current product come first). Used to tune the ranking (src/search/) and checked
 * in the browser (tests/e2e/searchQuality.e2e.ts). `expect` is a route; a hit on one of its
 * sections (`route#anchor`) counts.
 */
export interface SearchQuery {
  query: string;
  /** The route the search is opened on. */
  from: string;
  expect: string;
}

const MATERIAL = '/material-ui/react-button/';
const JOY = '/joy-ui/react-button/';
const BASE = '/base-ui/react-button/';
const SYSTEM = '/system/getting-started/';
const GRID = '/x/react-data-grid/';

export const SEARCH_QUERIES: readonly SearchQuery[] = [
  // Material UI: component names, props, tasks phrased unlike the title, typos.
  { query: 'button', from: MATERIAL, expect: '/material-ui/react-button/' },
  { query: 'disableElevation', from: MATERIAL, expect: '/material-ui/api/button/' },
  { query: 'text field', from: MATERIAL, expect: '/material-ui/react-text-field/' },
  { query: 'textfield', from: MATERIAL, expect: '/material-ui/react-text-field/' },
  { query: 'autocomplete', from: MATERIAL, expect: '/material-ui/react-autocomplete/' },
  { query: 'tooltpi', from: MATERIAL, expect: '/material-ui/react-tooltip/' },
  { query: 'dialog', from: MATERIAL, expect: '/material-ui/react-dialog/' },
  { query: 'modal window', from: MATERIAL, expect: '/material-ui/react-dialog/' },
  { query: 'toast notification', from: MATERIAL, expect: '/material-ui/react-snackbar/' },
  { query: 'dropdown', from: MATERIAL, expect: '/material-ui/react-select/' },
  { query: 'loading spinner', from: MATERIAL, expect: '/material-ui/react-progress/' },
  { query: 'sidebar', from: MATERIAL, expect: '/material-ui/react-drawer/' },
  { query: 'navbar', from: MATERIAL, expect: '/material-ui/react-app-bar/' },
  { query: 'dark mode', from: MATERIAL, expect: '/material-ui/customization/dark-mode/' },
  { query: 'change the font', from: MATERIAL, expect: '/material-ui/customization/typography/' },
  { query: 'primary color', from: MATERIAL, expect: '/material-ui/customization/palette/' },
  { query: 'hydration', from: MATERIAL, expect: '/material-ui/guides/server-rendering/' },
  { query: 'next.js', from: MATERIAL, expect: '/material-ui/integrations/nextjs/' },
  { query: 'install', from: MATERIAL, expect: '/material-ui/getting-started/installation/' },
  { query: 'breakpoints', from: MATERIAL, expect: '/material-ui/customization/breakpoints/' },
  { query: 'rtl', from: MATERIAL, expect: '/material-ui/customization/right-to-left/' },
  {
    query: 'css variables',
    from: MATERIAL,
    expect: '/material-ui/customization/css-theme-variables/overview/',
  },
  { query: 'bundle size', from: MATERIAL, expect: '/material-ui/guides/minimizing-bundle-size/' },
  { query: 'tree shaking', from: MATERIAL, expect: '/material-ui/guides/minimizing-bundle-size/' },
  {
    query: 'styled-components',
    from: MATERIAL,
    expect: '/material-ui/integrations/styled-components/',
  },
  { query: 'react router link', from: MATERIAL, expect: '/material-ui/integrations/routing/' },
  { query: 'upgrade to v6', from: MATERIAL, expect: '/material-ui/migration/upgrade-to-v6/' },
  { query: 'useMediaQuery', from: MATERIAL, expect: '/material-ui/react-use-media-query/' },
  { query: 'icon search', from: MATERIAL, expect: '/material-ui/material-icons/' },
  {
    query: 'override styles of a component',
    from: MATERIAL,
    expect: '/material-ui/customization/how-to-customize/',
  },
  { query: 'custom theme', from: MATERIAL, expect: '/material-ui/customization/theming/' },
  { query: 'grid layout', from: MATERIAL, expect: '/material-ui/react-grid2/' },
  { query: 'unit tests', from: MATERIAL, expect: '/material-ui/guides/testing/' },
  { query: 'translations', from: MATERIAL, expect: '/material-ui/guides/localization/' },
  { query: 'nonce', from: MATERIAL, expect: '/material-ui/guides/content-security-policy/' },
  // Joy UI.
  { query: 'button', from: JOY, expect: '/joy-ui/react-button/' },
  { query: 'color inversion', from: JOY, expect: '/joy-ui/main-features/color-inversion/' },
  { query: 'variants', from: JOY, expect: '/joy-ui/main-features/global-variants/' },
  { query: 'theme builder', from: JOY, expect: '/joy-ui/customization/theme-builder/' },
  { query: 'install', from: JOY, expect: '/joy-ui/getting-started/installation/' },
  { query: 'dark mode', from: JOY, expect: '/joy-ui/customization/dark-mode/' },
  { query: 'font size levels', from: JOY, expect: '/joy-ui/customization/theme-typography/' },
  { query: 'textarea', from: JOY, expect: '/joy-ui/react-textarea/' },
  { query: 'use with material ui', from: JOY, expect: '/joy-ui/integrations/material-ui/' },
  { query: 'aspect ratio', from: JOY, expect: '/joy-ui/react-aspect-ratio/' },
  { query: 'ModalDialog', from: JOY, expect: '/joy-ui/api/modal-dialog/' },
  // Base UI.
  { query: 'useButton', from: BASE, expect: '/base-ui/api/use-button/' },
  { query: 'tailwind', from: BASE, expect: '/base-ui/guides/working-with-tailwind-css/' },
  { query: 'number input', from: BASE, expect: '/base-ui/react-number-input/' },
  { query: 'focus trap', from: BASE, expect: '/base-ui/react-focus-trap/' },
  { query: 'slots', from: BASE, expect: '/base-ui/guides/overriding-component-structure/' },
  { query: 'headless', from: BASE, expect: '/base-ui/getting-started/' },
  { query: 'popup', from: BASE, expect: '/base-ui/react-popup/' },
  { query: 'click outside', from: BASE, expect: '/base-ui/react-click-away-listener/' },
  { query: 'useSlider', from: BASE, expect: '/base-ui/api/use-slider/' },
  // MUI System.
  { query: 'sx prop', from: SYSTEM, expect: '/system/getting-started/the-sx-prop/' },
  { query: 'spacing', from: SYSTEM, expect: '/system/spacing/' },
  { query: 'box', from: SYSTEM, expect: '/system/react-box/' },
  { query: 'styled', from: SYSTEM, expect: '/system/styled/' },
  { query: 'flexbox', from: SYSTEM, expect: '/system/flexbox/' },
  { query: 'css grid', from: SYSTEM, expect: '/system/grid/' },
  { query: 'visually hidden', from: SYSTEM, expect: '/system/screen-readers/' },
  { query: 'box shadow', from: SYSTEM, expect: '/system/shadows/' },
  // Data Grid.
  { query: 'data grid', from: GRID, expect: '/x/react-data-grid/' },
  { query: 'checkboxSelection', from: GRID, expect: '/x/api/data-grid/data-grid/' },
  { query: 'sorting', from: GRID, expect: '/x/react-data-grid/sorting/' },
  { query: 'quick filter', from: GRID, expect: '/x/react-data-grid/filtering/quick-filter/' },
  { query: 'export csv', from: GRID, expect: '/x/react-data-grid/export/' },
  { query: 'row grouping', from: GRID, expect: '/x/react-data-grid/row-grouping/' },
  { query: 'tree data', from: GRID, expect: '/x/react-data-grid/tree-data/' },
  { query: 'freeze columns', from: GRID, expect: '/x/react-data-grid/column-pinning/' },
  { query: 'inline editing', from: GRID, expect: '/x/react-data-grid/editing/' },
  { query: 'apiRef', from: GRID, expect: '/x/react-data-grid/api-object/' },
  { query: 'server side pagination', from: GRID, expect: '/x/react-data-grid/pagination/' },
  { query: 'expandable rows', from: GRID, expect: '/x/react-data-grid/master-detail/' },
  { query: 'valueGetter', from: GRID, expect: '/x/api/data-grid/grid-col-def/' },
  { query: 'virtualization', from: GRID, expect: '/x/react-data-grid/virtualization/' },
  { query: 'translate the grid', from: GRID, expect: '/x/react-data-grid/localization/' },
  { query: 'row height', from: GRID, expect: '/x/react-data-grid/row-height/' },
  // Written after the ranking was tuned on the queries above, as a check on new wording: 26 of 30
  // were first before four pages got the keywords these misses showed were missing.
  { query: 'checkbox', from: MATERIAL, expect: '/material-ui/react-checkbox/' },
  { query: 'radio buttons', from: MATERIAL, expect: '/material-ui/react-radio-button/' },
  { query: 'accordion', from: MATERIAL, expect: '/material-ui/react-accordion/' },
  { query: 'data table', from: MATERIAL, expect: '/material-ui/react-table/' },
  { query: 'avatar', from: MATERIAL, expect: '/material-ui/react-avatar/' },
  { query: 'typescript', from: MATERIAL, expect: '/material-ui/guides/typescript/' },
  { query: 'default theme', from: MATERIAL, expect: '/material-ui/customization/default-theme/' },
  { query: 'shadow dom', from: MATERIAL, expect: '/material-ui/customization/shadow-dom/' },
  {
    query: 'container queries',
    from: MATERIAL,
    expect: '/material-ui/customization/container-queries/',
  },
  { query: 'popover', from: MATERIAL, expect: '/material-ui/react-popover/' },
  { query: 'menu', from: MATERIAL, expect: '/material-ui/react-menu/' },
  { query: 'pagination', from: MATERIAL, expect: '/material-ui/react-pagination/' },
  { query: 'card', from: JOY, expect: '/joy-ui/react-card/' },
  { query: 'chip', from: JOY, expect: '/joy-ui/react-chip/' },
  { query: 'tabs', from: JOY, expect: '/joy-ui/react-tabs/' },
  { query: 'css variables', from: JOY, expect: '/joy-ui/customization/using-css-variables/' },
  { query: 'tutorial', from: JOY, expect: '/joy-ui/getting-started/tutorial/' },
  { query: 'useSwitch', from: BASE, expect: '/base-ui/api/use-switch/' },
  { query: 'select', from: BASE, expect: '/base-ui/react-select/' },
  { query: 'quick start', from: BASE, expect: '/base-ui/getting-started/quick-start/' },
  { query: 'display', from: SYSTEM, expect: '/system/display/' },
  { query: 'border radius', from: SYSTEM, expect: '/system/borders/' },
  { query: 'column visibility', from: GRID, expect: '/x/react-data-grid/column-visibility/' },
  { query: 'hide columns', from: GRID, expect: '/x/react-data-grid/column-visibility/' },
  { query: 'row reorder', from: GRID, expect: '/x/react-data-grid/row-ordering/' },
  { query: 'cell selection', from: GRID, expect: '/x/react-data-grid/cell-selection/' },
  { query: 'header filters', from: GRID, expect: '/x/react-data-grid/filtering/header-filters/' },
  { query: 'getRowId', from: GRID, expect: '/x/api/data-grid/data-grid/' },
  { query: 'copy paste', from: GRID, expect: '/x/react-data-grid/clipboard/' },
  { query: 'drag and drop columns', from: GRID, expect: '/x/react-data-grid/column-ordering/' },
];
