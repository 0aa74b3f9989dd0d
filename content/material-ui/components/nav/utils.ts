import type { NavPage } from '../../../types';

/** The "Utils" group of Material UI components: one entry per component page. */
const utils: readonly NavPage[] = [
  { pathname: '/material-ui/react-click-away-listener/', title: 'Click-Away Listener' },
  { pathname: '/material-ui/react-css-baseline/', title: 'CSS Baseline' },
  { pathname: '/material-ui/react-modal/', title: 'Modal' },
  { pathname: '/material-ui/react-no-ssr/', title: 'No SSR' },
  { pathname: '/material-ui/react-popover/', title: 'Popover' },
  { pathname: '/material-ui/react-popper/', title: 'Popper' },
  { pathname: '/material-ui/react-portal/', title: 'Portal' },
  { pathname: '/material-ui/react-textarea-autosize/', title: 'Textarea Autosize' },
  { pathname: '/material-ui/react-transitions/', title: 'Transitions' },
  { pathname: '/material-ui/react-use-media-query/', title: 'useMediaQuery' },
];

export default utils;
