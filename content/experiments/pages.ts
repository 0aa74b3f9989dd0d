import type { NavPage } from '../types';

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
          { pathname: '/experiments/docs/demos/', beta: true },
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
