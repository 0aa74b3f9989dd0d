import type { NavPage } from '../../../types';

/** The "Feedback" group of Material UI components: one entry per component page. */
const feedback: readonly NavPage[] = [
  { pathname: '/material-ui/react-alert/' },
  { pathname: '/material-ui/react-backdrop/' },
  { pathname: '/material-ui/react-dialog/' },
  { pathname: '/material-ui/react-progress/' },
  { pathname: '/material-ui/react-skeleton/' },
  { pathname: '/material-ui/react-snackbar/' },
];

export default feedback;
