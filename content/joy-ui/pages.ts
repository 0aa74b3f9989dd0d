import type { NavPage } from '../types';

const pages: readonly NavPage[] = [
  {
    pathname: '/joy-ui/getting-started-group',
    title: 'Getting started',
    icon: 'rocket',
    children: [
      { pathname: '/joy-ui/getting-started/', title: 'Overview' },
      { pathname: '/joy-ui/getting-started/installation/' },
      { pathname: '/joy-ui/getting-started/usage/' },
      { pathname: '/joy-ui/getting-started/tutorial/' },
      { pathname: '/joy-ui/getting-started/templates/' },
      { pathname: '/joy-ui/getting-started/roadmap/' },
      { pathname: '/joy-ui/getting-started/support/' },
    ],
  },
  {
    pathname: '/joy-ui/main-features',
    title: 'Main features',
    icon: 'style',
    children: [
      { pathname: '/joy-ui/main-features/global-variants/' },
      { pathname: '/joy-ui/main-features/color-inversion/' },
      { pathname: '/joy-ui/main-features/automatic-adjustment/' },
      { pathname: '/joy-ui/main-features/dark-mode-optimization/' },
    ],
  },
  {
    pathname: '/joy-ui/components',
    title: 'Components',
    icon: 'toggle',
    children: [
      {
        pathname: '/joy-ui/components/inputs',
        subheader: 'Inputs',
        children: [
          { pathname: '/joy-ui/react-button/', title: 'Button' },
          { pathname: '/joy-ui/react-slider/', title: 'Slider' },
        ],
      },
    ],
  },
  {
    pathname: '/joy-ui/api-group',
    title: 'APIs',
    icon: 'code',
    children: [
      { pathname: '/joy-ui/api/', title: 'API overview' },
      { pathname: '/joy-ui/api-components', subheader: 'Components', apiList: 'components' },
    ],
  },
  {
    pathname: '/joy-ui/customization',
    title: 'Customization',
    icon: 'palette',
    children: [
      { pathname: '/joy-ui/customization/approaches/' },
      {
        pathname: '/joy-ui/customization/theme',
        subheader: 'Theme',
        children: [
          { pathname: '/joy-ui/customization/theme-colors/' },
          { pathname: '/joy-ui/customization/theme-shadow/' },
          { pathname: '/joy-ui/customization/theme-typography/' },
          { pathname: '/joy-ui/customization/themed-components/' },
        ],
      },
      {
        pathname: '/joy-ui/customization/guides',
        subheader: 'Guides',
        children: [
          { pathname: '/joy-ui/customization/dark-mode/' },
          { pathname: '/joy-ui/customization/using-css-variables/' },
          { pathname: '/joy-ui/customization/creating-themed-components/' },
          { pathname: '/joy-ui/customization/overriding-component-structure/' },
          { pathname: '/joy-ui/customization/right-to-left/' },
        ],
      },
      {
        pathname: '/joy-ui/customization/tools',
        subheader: 'Tools',
        children: [
          { pathname: '/joy-ui/customization/default-theme-viewer/' },
          { pathname: '/joy-ui/customization/theme-builder/', newFeature: true },
        ],
      },
    ],
  },
  {
    pathname: '/joy-ui/integrations',
    title: 'Integrations',
    icon: 'integrations',
    children: [
      { pathname: '/joy-ui/integrations/next-js-app-router/' },
      { pathname: '/joy-ui/integrations/material-ui/', title: 'Usage with Material UI' },
      { pathname: '/joy-ui/integrations/icon-libraries/' },
    ],
  },
  {
    pathname: '/joy-ui/migration',
    title: 'Migration',
    icon: 'migration',
    children: [{ pathname: '/joy-ui/migration/migrating-default-theme/' }],
  },
];

export default pages;
