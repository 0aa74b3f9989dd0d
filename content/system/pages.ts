import type { NavPage } from '../types';

const pages: readonly NavPage[] = [
  {
    pathname: '/system/getting-started-group',
    title: 'Getting started',
    icon: 'rocket',
    children: [{ pathname: '/system/getting-started/', title: 'Overview' }],
  },
  {
    pathname: '/system/style-utilities',
    title: 'Style utilities',
    icon: 'style',
    children: [{ pathname: '/system/borders/' }, { pathname: '/system/spacing/' }],
  },
  {
    pathname: '/system/react-components',
    title: 'Components',
    icon: 'toggle',
    children: [{ pathname: '/system/react-box/', title: 'Box' }],
  },
  {
    pathname: '/system/migration',
    title: 'Migration',
    icon: 'migration',
    children: [{ pathname: '/system/migration/upgrade-to-v6/' }],
  },
  {
    pathname: '/system/api-group',
    title: 'APIs',
    icon: 'code',
    children: [
      { pathname: '/system/api/', title: 'API overview' },
      { pathname: '/system/api-components', subheader: 'Components', apiList: 'components' },
    ],
  },
  {
    pathname: '/system/experimental-api',
    title: 'Experimental APIs',
    icon: 'experiment',
    children: [{ pathname: '/system/experimental-api/configure-the-sx-prop/', unstable: true }],
  },
  {
    pathname: '/system/styles',
    title: 'Styles',
    icon: 'book',
    legacy: true,
    children: [{ pathname: '/system/styles/basics/', title: 'Basics', legacy: true }],
  },
];

export default pages;
