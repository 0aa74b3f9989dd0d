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
          { pathname: '/joy-ui/react-autocomplete/', title: 'Autocomplete' },
          { pathname: '/joy-ui/react-button/', title: 'Button' },
          { pathname: '/joy-ui/react-button-group/', title: 'Button Group' },
          { pathname: '/joy-ui/react-checkbox/', title: 'Checkbox' },
          { pathname: '/joy-ui/react-input/', title: 'Input' },
          { pathname: '/joy-ui/react-text-field/', title: 'Text Field', deprecated: true },
          { pathname: '/joy-ui/react-radio-button/', title: 'Radio Button' },
          { pathname: '/joy-ui/react-select/', title: 'Select' },
          { pathname: '/joy-ui/react-slider/', title: 'Slider' },
          { pathname: '/joy-ui/react-switch/', title: 'Switch' },
          { pathname: '/joy-ui/react-textarea/', title: 'Textarea' },
          { pathname: '/joy-ui/react-toggle-button-group/', title: 'Toggle Button Group' },
        ],
      },
      {
        pathname: '/joy-ui/components/data-display',
        subheader: 'Data display',
        children: [
          { pathname: '/joy-ui/react-aspect-ratio/', title: 'Aspect Ratio' },
          { pathname: '/joy-ui/react-avatar/', title: 'Avatar' },
          { pathname: '/joy-ui/react-badge/', title: 'Badge' },
          { pathname: '/joy-ui/react-chip/', title: 'Chip' },
          { pathname: '/joy-ui/react-divider/', title: 'Divider' },
          { pathname: '/joy-ui/react-list/', title: 'List' },
          { pathname: '/joy-ui/react-table/', title: 'Table' },
          { pathname: '/joy-ui/react-tooltip/', title: 'Tooltip' },
          { pathname: '/joy-ui/react-typography/', title: 'Typography' },
        ],
      },
      {
        pathname: '/joy-ui/components/feedback',
        subheader: 'Feedback',
        children: [
          { pathname: '/joy-ui/react-alert/', title: 'Alert' },
          { pathname: '/joy-ui/react-circular-progress/', title: 'Circular Progress' },
          { pathname: '/joy-ui/react-linear-progress/', title: 'Linear Progress' },
          { pathname: '/joy-ui/react-modal/', title: 'Modal' },
          { pathname: '/joy-ui/react-skeleton/', title: 'Skeleton' },
          { pathname: '/joy-ui/react-snackbar/', title: 'Snackbar' },
        ],
      },
      {
        pathname: '/joy-ui/components/surfaces',
        subheader: 'Surfaces',
        children: [
          { pathname: '/joy-ui/react-accordion/', title: 'Accordion' },
          { pathname: '/joy-ui/react-card/', title: 'Card' },
          { pathname: '/joy-ui/react-sheet/', title: 'Sheet' },
        ],
      },
      {
        pathname: '/joy-ui/components/navigation',
        subheader: 'Navigation',
        children: [
          { pathname: '/joy-ui/react-breadcrumbs/', title: 'Breadcrumbs' },
          { pathname: '/joy-ui/react-drawer/', title: 'Drawer' },
          { pathname: '/joy-ui/react-link/', title: 'Link' },
          { pathname: '/joy-ui/react-menu/', title: 'Menu' },
          { pathname: '/joy-ui/react-stepper/', title: 'Stepper' },
          { pathname: '/joy-ui/react-tabs/', title: 'Tabs' },
        ],
      },
      {
        pathname: '/joy-ui/components/layout',
        subheader: 'Layout',
        children: [
          { pathname: '/joy-ui/react-box/', title: 'Box' },
          { pathname: '/joy-ui/react-container/', title: 'Container' },
          { pathname: '/joy-ui/react-grid/', title: 'Grid' },
          { pathname: '/joy-ui/react-stack/', title: 'Stack' },
        ],
      },
      {
        pathname: '/joy-ui/components/utils',
        subheader: 'Utils',
        children: [
          { pathname: '/joy-ui/react-css-baseline/', title: 'CSS Baseline' },
          { pathname: '/joy-ui/react-svg-icon/', title: 'SVG Icon' },
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
