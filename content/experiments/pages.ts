import type { NavPage } from '../types';

/*
 * Flags here are not statements about the pages: the section spreads every flag the drawer can show
 * over its entries, so a change to the badges shows up in one place.
 */
const pages: readonly NavPage[] = [
  {
    pathname: '/experiments/docs/overview-group',
    title: 'Docs experiments',
    icon: 'experiment',
    children: [
      { pathname: '/experiments/docs/', title: 'Overview' },
      {
        pathname: '/experiments/docs/elements',
        subheader: 'Rendering',
        children: [
          { pathname: '/experiments/docs/markdown/', newFeature: true },
          { pathname: '/experiments/docs/code/', lab: true, deprecated: true, plan: 'pro' },
          { pathname: '/experiments/docs/demos/', beta: true },
          {
            pathname: '/experiments/docs/demos/combinations/',
            unstable: true,
            plan: 'premium',
          },
          { pathname: '/experiments/docs/rtl/', planned: true, legacy: true },
        ],
      },
      {
        pathname: 'https://spec.commonmark.org/',
        title: 'CommonMark spec',
        linkProps: { target: '_blank', rel: 'noopener' },
      },
    ],
  },
];

export default pages;
