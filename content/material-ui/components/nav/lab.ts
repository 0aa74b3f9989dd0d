import type { NavPage } from '../../../types';

/** The "Lab" group of Material UI components: one entry per component page. */
const lab: readonly NavPage[] = [
  { pathname: '/material-ui/react-masonry/', title: 'Masonry', lab: true },
  { pathname: '/material-ui/react-timeline/', title: 'Timeline', lab: true },
];

export default lab;
