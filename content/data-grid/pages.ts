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
    pathname: '/x/react-data-grid/features-group',
    title: 'Features',
    icon: 'toggle',
    children: [{ pathname: p('aggregation/'), plan: 'premium' }],
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
      {
        pathname: 'https://github.com/mui/mui-x/releases',
        title: 'Releases',
        linkProps: { target: '_blank', rel: 'noopener' },
      },
    ],
  },
];

export default pages;
