import type { NavPage } from '../../../types';

/** The "Surfaces" group of Material UI components: one entry per component page. */
const surfaces: readonly NavPage[] = [
  { pathname: '/material-ui/react-accordion/' },
  { pathname: '/material-ui/react-app-bar/' },
  { pathname: '/material-ui/react-card/' },
  { pathname: '/material-ui/react-paper/' },
];

export default surfaces;
