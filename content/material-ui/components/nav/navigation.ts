import type { NavPage } from '../../../types';

/** The "Navigation" group of Material UI components: one entry per component page. */
const navigation: readonly NavPage[] = [
  { pathname: '/material-ui/react-bottom-navigation/' },
  { pathname: '/material-ui/react-breadcrumbs/' },
  { pathname: '/material-ui/react-drawer/' },
  { pathname: '/material-ui/react-link/' },
  { pathname: '/material-ui/react-menu/' },
  { pathname: '/material-ui/react-pagination/' },
  { pathname: '/material-ui/react-speed-dial/' },
  { pathname: '/material-ui/react-stepper/' },
  { pathname: '/material-ui/react-tabs/' },
];

export default navigation;
