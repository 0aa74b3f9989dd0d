/**
 * One route of each kind of page the site builds: what the page-type checks (axe, the HTML
 * checker, speculation rules) and the benchmark visit.
 */
export const PAGE_TYPES = {
  home: '/',
  prose: '/material-ui/getting-started/installation/',
  component: '/material-ui/react-button/',
  joy: '/joy-ui/react-button/',
  dataGrid: '/x/react-data-grid/',
  api: '/material-ui/api/button/',
  apiHook: '/base-ui/api/use-button/',
  notFound: '/no-such-page/',
} as const;
