import type { NavPage } from '../../../types';

/** The "Data display" group of Material UI components: one entry per component page. */
const dataDisplay: readonly NavPage[] = [
  { pathname: '/material-ui/react-avatar/' },
  { pathname: '/material-ui/react-badge/' },
  { pathname: '/material-ui/react-chip/' },
  { pathname: '/material-ui/react-divider/' },
  { pathname: '/material-ui/react-icons/' },
  { pathname: '/material-ui/material-icons/', title: 'Material Icons' },
  { pathname: '/material-ui/react-list/' },
  { pathname: '/material-ui/react-table/' },
  { pathname: '/material-ui/react-tooltip/' },
  { pathname: '/material-ui/react-typography/' },
];

export default dataDisplay;
