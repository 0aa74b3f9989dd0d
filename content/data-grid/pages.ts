import type { NavPage } from '../types';

const pages: readonly NavPage[] = [
  {
    pathname: '/x/react-data-grid-group',
    title: 'Data Grid',
    icon: 'grid',
    children: [
      { pathname: '/x/react-data-grid/', title: 'Overview' },
      { pathname: '/x/react-data-grid/getting-started/' },
    ],
  },
  {
    pathname: '/x/react-data-grid/features-group',
    title: 'Features',
    icon: 'toggle',
    children: [
      { pathname: '/x/react-data-grid/column-pinning/', plan: 'pro' },
      { pathname: '/x/react-data-grid/aggregation/', plan: 'premium' },
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
      {
        pathname: 'https://github.com/mui/mui-x/releases',
        title: 'Releases',
        linkProps: { target: '_blank', rel: 'noopener' },
      },
    ],
  },
];

export default pages;
