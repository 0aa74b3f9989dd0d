import type { NavPage } from '../../../types';

/** The "Layout" group of Material UI components: one entry per component page. */
const layout: readonly NavPage[] = [
  { pathname: '/material-ui/react-box/' },
  { pathname: '/material-ui/react-container/' },
  { pathname: '/material-ui/react-grid/', deprecated: true },
  // In Material UI v6, Grid v2 is the new grid that replaces the legacy Grid.
  { pathname: '/material-ui/react-grid2/', newFeature: true },
  { pathname: '/material-ui/react-image-list/' },
  { pathname: '/material-ui/react-stack/' },
];

export default layout;
