import type { NavPage } from '../../../types';

/** The "Inputs" group of Material UI components: one entry per component page. */
const inputs: readonly NavPage[] = [
  { pathname: '/material-ui/react-autocomplete/', title: 'Autocomplete' },
  { pathname: '/material-ui/react-button/', title: 'Button' },
  { pathname: '/material-ui/react-button-group/', title: 'Button Group' },
  { pathname: '/material-ui/react-checkbox/', title: 'Checkbox' },
  { pathname: '/material-ui/react-floating-action-button/', title: 'Floating Action Button' },
  { pathname: '/material-ui/react-radio-button/', title: 'Radio Group' },
  { pathname: '/material-ui/react-rating/', title: 'Rating' },
  { pathname: '/material-ui/react-select/', title: 'Select' },
  { pathname: '/material-ui/react-slider/', title: 'Slider' },
  { pathname: '/material-ui/react-switch/', title: 'Switch' },
  { pathname: '/material-ui/react-text-field/', title: 'Text Field' },
  { pathname: '/material-ui/react-transfer-list/', title: 'Transfer List' },
  { pathname: '/material-ui/react-toggle-button/', title: 'Toggle Button' },
];

export default inputs;
