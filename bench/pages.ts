/**
 * The five page types the benchmark measures, and their targets: the platform issue's (Lighthouse
 * 100 on home, prose, component and API pages, navigation ≤ 80 ms, interactions ≤ 100 ms, cold
 * build ≤ 75 s) and the Data Grid speed issue's (score ≥ 95, TBT ≤ 200 ms, first load ≤ 200 KB).
 */
import { PAGE_TYPES } from '../tests/support/pageTypes';

export type PageType = 'home' | 'prose' | 'component' | 'api' | 'dataGrid';

export interface BenchPage {
  type: PageType;
  label: string;
  route: string;
}

export const PAGES: readonly BenchPage[] = [
  { type: 'home', label: 'Home', route: PAGE_TYPES.home },
  { type: 'prose', label: 'Prose', route: PAGE_TYPES.prose },
  { type: 'component', label: 'Component (demos)', route: PAGE_TYPES.component },
  { type: 'api', label: 'API', route: PAGE_TYPES.api },
  { type: 'dataGrid', label: 'Data grid overview', route: PAGE_TYPES.dataGrid },
];

/** 1 KB = 1000 bytes throughout the report. */
export const KB = 1000;

/** Runs of each interaction in bench/interactionLatency.ts. */
export const INTERACTION_RUNS = 5;

export const TARGETS = {
  /** First-load JavaScript as a browser fetches it (scripts/firstLoad.ts), gzip bytes. */
  firstLoadJsGzip: {
    prose: 25 * KB,
    api: 25 * KB,
    component: 110 * KB,
    dataGrid: 200 * KB,
  } as Partial<Record<PageType, number>>,
  /** Lighthouse mobile performance score (0–100). */
  lighthouseScore: { default: 100, dataGrid: 95 } as { default: number } & Partial<
    Record<PageType, number>
  >,
  /** Lighthouse mobile Total Blocking Time, ms; page types without a target are reported only. */
  tbtMs: { prose: 100, api: 100, component: 200, dataGrid: 200 } as Partial<
    Record<PageType, number>
  >,
  /** LCP ours / LCP of the same page with every script removed. */
  lcpRatio: 1.15,
  /** Navigation between two component pages (click → new h1 and demos painted), median ms. */
  navigationMs: 80,
  /** Input → next paint with the CPU throttled 4× (bench/interactionLatency.ts): the worst median. */
  interactionMs: 100,
  /** Full-site cold build, seconds. */
  buildSeconds: 75,
};

export function lighthouseTarget(type: PageType): number {
  return TARGETS.lighthouseScore[type] ?? TARGETS.lighthouseScore.default;
}

/** Client-side navigation: from this component page to the one its nav link points at. */
export const NAVIGATION = {
  from: '/material-ui/react-button/',
  to: '/material-ui/react-checkbox/',
  runs: 10,
};

/** The page the search dialog is opened on. */
export const SEARCH_PAGE = '/material-ui/react-button/';

/** 50 queries: component names, concepts, multi-word phrases, a typo and one with no result. */
export const SEARCH_QUERIES: readonly string[] = [
  'button',
  'checkbox',
  'data grid',
  'theme',
  'dark mode',
  'typography',
  'autocomplete',
  'select',
  'slider',
  'tabs',
  'dialog',
  'snackbar',
  'table',
  'pagination',
  'sorting',
  'filtering',
  'column pinning',
  'row selection',
  'export csv',
  'css variables',
  'sx prop',
  'styled',
  'breakpoints',
  'grid',
  'stack',
  'box',
  'container',
  'icons',
  'installation',
  'usage',
  'tooltip',
  'menu',
  'drawer',
  'app bar',
  'card',
  'chip',
  'avatar',
  'badge',
  'list',
  'accordion',
  'alert',
  'progress',
  'skeleton',
  'rating',
  'switch',
  'radio group',
  'text field',
  'transitions',
  'autocomplet',
  'qwxzy',
];
