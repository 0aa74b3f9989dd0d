import type { NavPage } from '../types';
import dataDisplay from './components/nav/dataDisplay';
import feedback from './components/nav/feedback';
import inputs from './components/nav/inputs';
import lab from './components/nav/lab';
import layout from './components/nav/layout';
import navigation from './components/nav/navigation';
import surfaces from './components/nav/surfaces';
import utils from './components/nav/utils';

/** Component groups, each listed in its own file under components/nav/; empty groups are left out. */
const componentGroups: NavPage[] = [
  { pathname: '/material-ui/components/inputs', subheader: 'Inputs', children: inputs },
  {
    pathname: '/material-ui/components/data-display',
    subheader: 'Data display',
    children: dataDisplay,
  },
  { pathname: '/material-ui/components/feedback', subheader: 'Feedback', children: feedback },
  { pathname: '/material-ui/components/surfaces', subheader: 'Surfaces', children: surfaces },
  { pathname: '/material-ui/components/navigation', subheader: 'Navigation', children: navigation },
  { pathname: '/material-ui/components/layout', subheader: 'Layout', children: layout },
  { pathname: '/material-ui/components/utils', subheader: 'Utils', children: utils },
  {
    pathname: '/material-ui/components/lab',
    subheader: 'Lab',
    children: [{ pathname: '/material-ui/about-the-lab/' }, ...lab],
  },
].filter((group) => group.children.length > 0);

const pages: readonly NavPage[] = [
  {
    pathname: '/material-ui/getting-started-group',
    title: 'Getting started',
    icon: 'rocket',
    children: [
      { pathname: '/material-ui/getting-started/', title: 'Overview' },
      { pathname: '/material-ui/getting-started/installation/' },
      { pathname: '/material-ui/getting-started/usage/' },
      { pathname: '/material-ui/getting-started/example-projects/' },
      { pathname: '/material-ui/getting-started/templates/', newFeature: true },
      { pathname: '/material-ui/getting-started/learn/' },
      { pathname: '/material-ui/getting-started/design-resources/' },
      { pathname: '/material-ui/getting-started/faq/' },
      { pathname: '/material-ui/getting-started/supported-components/' },
      { pathname: '/material-ui/getting-started/supported-platforms/' },
      { pathname: '/material-ui/getting-started/support/' },
    ],
  },
  {
    pathname: '/material-ui/components',
    title: 'Components',
    icon: 'toggle',
    children: componentGroups,
  },
  {
    pathname: '/material-ui/api-group',
    title: 'Component API',
    icon: 'code',
    children: [
      { pathname: '/material-ui/api/', title: 'API overview' },
      { pathname: '/material-ui/api-components', subheader: 'Components', apiList: 'components' },
    ],
  },
  {
    pathname: '/material-ui/customization',
    title: 'Customization',
    icon: 'palette',
    children: [
      { pathname: '/material-ui/customization/how-to-customize/' },
      { pathname: '/material-ui/customization/dark-mode/' },
      { pathname: '/material-ui/customization/color/' },
      { pathname: '/material-ui/customization/right-to-left/' },
      { pathname: '/material-ui/customization/shadow-dom/' },
      {
        pathname: '/material-ui/customization/theme',
        subheader: 'Theme',
        children: [
          { pathname: '/material-ui/customization/default-theme/' },
          { pathname: '/material-ui/customization/theming/' },
          { pathname: '/material-ui/customization/creating-themed-components/' },
          { pathname: '/material-ui/customization/theme-components/' },
        ],
      },
      {
        pathname: '/material-ui/customization/tokens',
        subheader: 'Tokens',
        children: [
          { pathname: '/material-ui/customization/palette/' },
          { pathname: '/material-ui/customization/typography/' },
          { pathname: '/material-ui/customization/spacing/' },
          { pathname: '/material-ui/customization/breakpoints/' },
          { pathname: '/material-ui/customization/container-queries/', newFeature: true },
          { pathname: '/material-ui/customization/density/' },
          { pathname: '/material-ui/customization/z-index/' },
          { pathname: '/material-ui/customization/transitions/' },
        ],
      },
      {
        pathname: '/material-ui/customization/css-theme-variables',
        subheader: 'CSS theme variables',
        children: [
          { pathname: '/material-ui/customization/css-theme-variables/overview/' },
          { pathname: '/material-ui/customization/css-theme-variables/usage/' },
          { pathname: '/material-ui/customization/css-theme-variables/configuration/' },
          {
            pathname: '/material-ui/react-init-color-scheme-script/',
            title: 'InitColorSchemeScript',
          },
        ],
      },
    ],
  },
  {
    pathname: '/material-ui/guides',
    title: 'How-to guides',
    icon: 'book',
    children: [
      { pathname: '/material-ui/guides/minimizing-bundle-size/' },
      { pathname: '/material-ui/guides/server-rendering/' },
      { pathname: '/material-ui/guides/responsive-ui/' },
      { pathname: '/material-ui/guides/testing/' },
      { pathname: '/material-ui/guides/localization/' },
      { pathname: '/material-ui/guides/api/' },
      { pathname: '/material-ui/guides/typescript/' },
      { pathname: '/material-ui/guides/composition/' },
      { pathname: '/material-ui/guides/content-security-policy/' },
    ],
  },
  {
    pathname: '/material-ui/integrations',
    title: 'Integrations',
    icon: 'integrations',
    children: [
      { pathname: '/material-ui/integrations/nextjs/' },
      { pathname: '/material-ui/integrations/routing/' },
      { pathname: '/material-ui/integrations/styled-components/' },
      { pathname: '/material-ui/integrations/interoperability/' },
      { pathname: '/material-ui/integrations/theme-scoping/' },
    ],
  },
  {
    pathname: '/material-ui/experimental-api',
    title: 'Experimental APIs',
    icon: 'experiment',
    children: [
      { pathname: '/material-ui/experimental-api/classname-generator/', unstable: true },
      { pathname: '/material-ui/experimental-api/unstable-utilities/', unstable: true },
      { pathname: '/material-ui/experimental-api/pigment-css/', unstable: true },
      { pathname: '/material-ui/experimental-api/css-vars-provider/', deprecated: true },
    ],
  },
  {
    pathname: '/material-ui/migration',
    title: 'Migration',
    icon: 'migration',
    children: [
      { pathname: '/material-ui/migration/upgrade-to-v6/' },
      { pathname: '/material-ui/migration/migrating-from-deprecated-apis/' },
      { pathname: '/material-ui/migration/migration-grid-v2/' },
      { pathname: '/material-ui/migration/migrating-to-pigment-css/', unstable: true },
      {
        pathname: '/material-ui/migration/v5-group',
        subheader: 'Upgrade to v5',
        children: [
          { pathname: '/material-ui/migration/migration-v4/' },
          { pathname: '/material-ui/migration/v5-style-changes/' },
          { pathname: '/material-ui/migration/v5-component-changes/' },
          { pathname: '/material-ui/migration/migrating-from-jss/' },
          { pathname: '/material-ui/migration/troubleshooting/' },
          { pathname: '/material-ui/migration/pickers-migration/' },
        ],
      },
      {
        pathname: '/material-ui/migration/v4-group',
        subheader: 'Upgrade to v4',
        children: [{ pathname: '/material-ui/migration/migration-v3/', legacy: true }],
      },
      {
        pathname: '/material-ui/migration/v1-group',
        subheader: 'Upgrade to v1',
        children: [{ pathname: '/material-ui/migration/migration-v0x/', legacy: true }],
      },
    ],
  },
  {
    pathname: '/material-ui/discover-more',
    title: 'Discover more',
    icon: 'discover',
    children: [
      { pathname: '/material-ui/discover-more/showcase/' },
      { pathname: '/material-ui/discover-more/related-projects/' },
      { pathname: '/material-ui/discover-more/roadmap/' },
      { pathname: '/material-ui/discover-more/backers/' },
      { pathname: '/material-ui/discover-more/vision/' },
      { pathname: '/material-ui/discover-more/changelog/' },
      { pathname: 'https://mui.com/versions/', title: 'Versions', linkProps: { target: '_blank' } },
      {
        pathname: 'https://mui.com/store/',
        title: 'Template store',
        linkProps: { target: '_blank' },
      },
      { pathname: 'https://mui.com/blog/', title: 'Blog', linkProps: { target: '_blank' } },
    ],
  },
  {
    pathname: '/material-ui/design-resources',
    title: 'Design resources',
    icon: 'design',
    children: [
      { pathname: '/material-ui/design-resources/material-ui-for-figma/' },
      { pathname: '/material-ui/design-resources/material-ui-sync/', beta: true },
    ],
  },
];

export default pages;
