import type { NavPage } from '../types';

const pages: readonly NavPage[] = [
  {
    pathname: '/system/getting-started-group',
    title: 'Getting started',
    icon: 'rocket',
    children: [
      { pathname: '/system/getting-started/', title: 'Overview' },
      { pathname: '/system/getting-started/installation/' },
      { pathname: '/system/getting-started/usage/' },
      { pathname: '/system/getting-started/the-sx-prop/' },
      { pathname: '/system/getting-started/custom-components/' },
      { pathname: '/system/getting-started/support/' },
    ],
  },
  {
    pathname: '/system/style-utilities',
    title: 'Style utilities',
    icon: 'style',
    children: [
      { pathname: '/system/properties/' },
      { pathname: '/system/borders/' },
      { pathname: '/system/display/' },
      { pathname: '/system/flexbox/' },
      { pathname: '/system/grid/' },
      { pathname: '/system/palette/' },
      { pathname: '/system/positions/' },
      { pathname: '/system/shadows/' },
      { pathname: '/system/sizing/' },
      { pathname: '/system/spacing/' },
      { pathname: '/system/screen-readers/' },
      { pathname: '/system/typography/' },
      { pathname: '/system/styled/' },
    ],
  },
  {
    pathname: '/system/react-components',
    title: 'Components',
    icon: 'toggle',
    children: [
      { pathname: '/system/react-box/', title: 'Box' },
      { pathname: '/system/react-container/', title: 'Container' },
      { pathname: '/system/react-grid/', title: 'Grid' },
      { pathname: '/system/react-stack/', title: 'Stack' },
    ],
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
    children: [
      { pathname: '/system/experimental-api/configure-the-sx-prop/', unstable: true },
      { pathname: '/system/experimental-api/css-theme-variables/', unstable: true },
    ],
  },
  {
    pathname: '/system/styles',
    title: 'Styles',
    icon: 'book',
    legacy: true,
    children: [
      { pathname: '/system/styles/basics/', title: 'Basics', legacy: true },
      { pathname: '/system/styles/advanced/', title: 'Advanced', legacy: true },
      { pathname: '/system/styles/api/', title: 'API', legacy: true },
    ],
  },
];

export default pages;
