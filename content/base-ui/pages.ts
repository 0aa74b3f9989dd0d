import type { NavPage } from '../types';

const pages: readonly NavPage[] = [
  {
    pathname: '/base-ui/getting-started-group',
    title: 'Getting started',
    icon: 'rocket',
    children: [
      { pathname: '/base-ui/getting-started/', title: 'Overview' },
      { pathname: '/base-ui/getting-started/quick-start/', title: 'Quick start' },
      { pathname: '/base-ui/getting-started/usage/', title: 'Usage' },
      { pathname: '/base-ui/getting-started/customization/', title: 'Customization' },
      { pathname: '/base-ui/getting-started/accessibility/', title: 'Accessibility' },
      { pathname: '/base-ui/getting-started/roadmap/', title: 'Roadmap' },
      { pathname: '/base-ui/getting-started/support/', title: 'Support' },
    ],
  },
  {
    pathname: '/base-ui/react-components',
    title: 'Components',
    icon: 'toggle',
    children: [
      { pathname: '/base-ui/all-components/', title: 'All components' },
      {
        pathname: '/base-ui/components/inputs',
        subheader: 'Inputs',
        children: [
          { pathname: '/base-ui/react-autocomplete/', title: 'Autocomplete' },
          { pathname: '/base-ui/react-button/', title: 'Button' },
          { pathname: '/base-ui/react-checkbox/', title: 'Checkbox', planned: true },
          { pathname: '/base-ui/react-input/', title: 'Input' },
          { pathname: '/base-ui/react-number-input/', title: 'Number Input', unstable: true },
          { pathname: '/base-ui/react-radio-group/', title: 'Radio Group', planned: true },
          { pathname: '/base-ui/react-rating/', title: 'Rating', planned: true },
          { pathname: '/base-ui/react-select/', title: 'Select' },
          { pathname: '/base-ui/react-slider/', title: 'Slider' },
          { pathname: '/base-ui/react-switch/', title: 'Switch' },
          {
            pathname: '/base-ui/react-toggle-button-group/',
            title: 'Toggle Button Group',
            planned: true,
          },
        ],
      },
      {
        pathname: '/base-ui/components/data-display',
        subheader: 'Data display',
        children: [
          { pathname: '/base-ui/react-badge/', title: 'Badge' },
          { pathname: '/base-ui/react-tooltip/', title: 'Tooltip', planned: true },
        ],
      },
      {
        pathname: '/base-ui/components/feedback',
        subheader: 'Feedback',
        children: [{ pathname: '/base-ui/react-snackbar/', title: 'Snackbar' }],
      },
      {
        pathname: '/base-ui/components/surfaces',
        subheader: 'Surfaces',
        children: [{ pathname: '/base-ui/react-accordion/', title: 'Accordion', planned: true }],
      },
      {
        pathname: '/base-ui/components/navigation',
        subheader: 'Navigation',
        children: [
          { pathname: '/base-ui/react-drawer/', title: 'Drawer', planned: true },
          { pathname: '/base-ui/react-menu/', title: 'Menu' },
          { pathname: '/base-ui/react-pagination/', title: 'Pagination', planned: true },
          { pathname: '/base-ui/react-table-pagination/', title: 'Table Pagination' },
          { pathname: '/base-ui/react-tabs/', title: 'Tabs' },
        ],
      },
      {
        pathname: '/base-ui/components/utils',
        subheader: 'Utils',
        children: [
          { pathname: '/base-ui/react-click-away-listener/', title: 'Click-Away Listener' },
          { pathname: '/base-ui/react-focus-trap/', title: 'Focus Trap' },
          { pathname: '/base-ui/react-form-control/', title: 'Form Control' },
          { pathname: '/base-ui/react-modal/', title: 'Modal' },
          { pathname: '/base-ui/react-no-ssr/', title: 'No SSR' },
          { pathname: '/base-ui/react-popper/', title: 'Popper' },
          { pathname: '/base-ui/react-popup/', title: 'Popup', unstable: true },
          { pathname: '/base-ui/react-portal/', title: 'Portal' },
          { pathname: '/base-ui/react-textarea-autosize/', title: 'Textarea Autosize' },
          { pathname: '/base-ui/react-transitions/', title: 'Transitions' },
        ],
      },
    ],
  },
  {
    pathname: '/base-ui/api-group',
    title: 'APIs',
    icon: 'code',
    children: [
      {
        pathname: '/base-ui/api-components-and-hooks',
        subheader: 'Components and hooks',
        children: [{ pathname: '/base-ui/api/', title: 'API overview' }],
      },
      { pathname: '/base-ui/api-components', subheader: 'Components', apiList: 'components' },
      { pathname: '/base-ui/api-hooks', subheader: 'Hooks', apiList: 'hooks' },
    ],
  },
  {
    pathname: '/base-ui/guides',
    title: 'How-to guides',
    icon: 'book',
    children: [
      { pathname: '/base-ui/guides/working-with-tailwind-css/', newFeature: true },
      { pathname: '/base-ui/guides/overriding-component-structure/' },
      { pathname: '/base-ui/guides/next-js-app-router/', title: 'Next.js App Router' },
    ],
  },
];

export default pages;
