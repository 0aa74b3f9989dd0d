import type { NavPage } from '../types';

const p = (path: string) => `/x/react-data-grid/${path}`;

const pages: readonly NavPage[] = [
  {
    pathname: '/x/react-data-grid-group',
    title: 'Data Grid',
    icon: 'grid',
    children: [
      { pathname: '/x/react-data-grid/', title: 'Overview' },
      { pathname: p('demo/'), plan: 'pro' },
      { pathname: p('getting-started/') },
      { pathname: p('layout/') },
    ],
  },
  {
    pathname: '/x/react-data-grid/columns-group',
    title: 'Columns',
    icon: 'toggle',
    children: [
      { pathname: p('column-definition/'), title: 'Definition' },
      { pathname: p('column-dimensions/'), title: 'Dimensions' },
      { pathname: p('column-visibility/'), title: 'Visibility' },
      { pathname: p('custom-columns/') },
      { pathname: p('column-header/'), title: 'Header' },
      { pathname: p('column-menu/'), title: 'Menu' },
      { pathname: p('column-spanning/'), title: 'Spanning' },
      { pathname: p('column-groups/'), title: 'Groups' },
      { pathname: p('column-ordering/'), title: 'Ordering', plan: 'pro' },
      { pathname: p('column-pinning/'), title: 'Pinning', plan: 'pro' },
      { pathname: p('column-recipes/'), title: 'Recipes' },
    ],
  },
  {
    pathname: '/x/react-data-grid/rows-group',
    title: 'Rows',
    icon: 'toggle',
    children: [
      { pathname: p('row-definition/'), title: 'Definition' },
      { pathname: p('row-updates/'), title: 'Updates' },
      { pathname: p('row-height/'), title: 'Height' },
      { pathname: p('row-spanning/'), title: 'Spanning', unstable: true },
      { pathname: p('master-detail/'), plan: 'pro' },
      { pathname: p('row-ordering/'), title: 'Ordering', plan: 'pro' },
      { pathname: p('row-pinning/'), title: 'Pinning', plan: 'pro' },
      { pathname: p('row-recipes/'), title: 'Recipes' },
    ],
  },
  {
    pathname: '/x/react-data-grid/features-group',
    title: 'Features',
    icon: 'toggle',
    children: [
      { pathname: p('editing/') },
      { pathname: p('sorting/') },
      {
        pathname: '/x/react-data-grid/filtering-group',
        title: 'Filtering',
        children: [
          { pathname: p('filtering/'), title: 'Overview' },
          { pathname: p('filtering/customization/'), title: 'Customization' },
          { pathname: p('filtering/quick-filter/') },
          { pathname: p('filtering/server-side/'), title: 'Server-side filtering' },
          { pathname: p('filtering/multi-filters/'), plan: 'pro' },
          { pathname: p('filtering/header-filters/'), plan: 'pro' },
          { pathname: p('filtering/recipes/'), title: 'Recipes' },
        ],
      },
      { pathname: p('pagination/') },
      {
        pathname: '/x/react-data-grid/selection-group',
        title: 'Selection',
        children: [
          { pathname: p('row-selection/') },
          { pathname: p('cell-selection/'), plan: 'premium' },
        ],
      },
      { pathname: p('export/') },
      { pathname: p('clipboard/') },
      { pathname: p('overlays/') },
      { pathname: p('components/') },
      {
        pathname: '/x/react-data-grid/style-group',
        title: 'Style',
        children: [
          { pathname: p('style/'), title: 'Overview' },
          { pathname: p('style-recipes/'), title: 'Recipes' },
        ],
      },
      { pathname: p('localization/') },
      { pathname: p('scrolling/') },
      { pathname: p('virtualization/') },
      { pathname: p('accessibility/') },
      { pathname: p('performance/') },
    ],
  },
  {
    pathname: '/x/react-data-grid/advanced-group',
    title: 'Advanced',
    icon: 'integrations',
    children: [
      { pathname: p('tree-data/'), plan: 'pro' },
      { pathname: p('row-grouping/'), plan: 'premium' },
      { pathname: p('aggregation/'), plan: 'premium' },
      { pathname: p('pivoting/'), plan: 'premium', planned: true },
      { pathname: p('list-view/'), plan: 'pro', unstable: true },
      {
        pathname: '/x/react-data-grid/server-side-data-group',
        title: 'Server-side data',
        plan: 'pro',
        children: [
          { pathname: p('server-side-data/'), title: 'Overview', plan: 'pro' },
          { pathname: p('server-side-data/tree-data/'), title: 'Tree data', plan: 'pro' },
          { pathname: p('server-side-data/row-grouping/'), title: 'Row grouping', plan: 'premium' },
          {
            pathname: p('server-side-data/lazy-loading/'),
            title: 'Lazy loading',
            plan: 'pro',
            planned: true,
          },
          {
            pathname: p('server-side-data/infinite-loading/'),
            title: 'Infinite loading',
            plan: 'pro',
            planned: true,
          },
          {
            pathname: p('server-side-data/aggregation/'),
            title: 'Aggregation',
            plan: 'premium',
            planned: true,
          },
        ],
      },
    ],
  },
  {
    pathname: '/x/react-data-grid/custom-behaviour-group',
    title: 'Custom behaviour',
    icon: 'code',
    children: [
      { pathname: p('api-object/') },
      { pathname: p('events/') },
      { pathname: p('state/') },
      { pathname: p('selectors/') },
    ],
  },
  {
    pathname: '/x/react-data-grid/recipes-group',
    title: 'Recipes',
    icon: 'book',
    children: [
      { pathname: p('recipes-editing/'), title: 'Editing' },
      { pathname: p('recipes-row-grouping/'), title: 'Row grouping', plan: 'premium' },
    ],
  },
  {
    pathname: '/x/api/data-grid-group',
    title: 'API reference',
    icon: 'code',
    children: [
      { pathname: '/x/api/data-grid-interfaces', subheader: 'Interfaces', apiList: 'interfaces' },
      { pathname: '/x/api/data-grid-components', subheader: 'Components', apiList: 'components' },
    ],
  },
  {
    pathname: '/x/react-data-grid/resources-group',
    title: 'Resources',
    icon: 'discover',
    children: [
      {
        pathname: 'https://mui.com/x/introduction/licensing/',
        title: 'Licensing',
        linkProps: { target: '_blank', rel: 'noopener' },
      },
      { pathname: p('faq/') },
      {
        pathname: 'https://github.com/mui/mui-x/releases',
        title: 'Releases',
        linkProps: { target: '_blank', rel: 'noopener' },
      },
    ],
  },
];

export default pages;
