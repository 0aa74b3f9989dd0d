import type { NavPage } from '../../../types';

/** The "Layout" group of Material UI components: one entry per component page. */
const layout: readonly NavPage[] = [
  { pathname: '/material-ui/react-box/' },
  { pathname: '/material-ui/react-container/' },
  { pathname: '/material-ui/react-grid/', deprecated: true },
  { pathname: '/material-ui/react-grid2/' },
  { pathname: '/material-ui/react-image-list/' },
  { pathname: '/material-ui/react-stack/' },
];

export default layout;
