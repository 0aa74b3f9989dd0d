import type { AdRecord, RandomSource } from './adTypes';

function svgDataUri(body: string, background: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="130" height="100" viewBox="0 0 130 100">` +
    `<rect width="130" height="100" rx="8" fill="${background}"/>${body}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const templatesImage = svgDataUri(
  '<rect x="12" y="12" width="106" height="12" rx="3" fill="#fff" opacity=".9"/>' +
    '<rect x="12" y="30" width="28" height="58" rx="3" fill="#fff" opacity=".6"/>' +
    '<rect x="46" y="30" width="72" height="26" rx="3" fill="#fff" opacity=".9"/>' +
    '<rect x="46" y="62" width="34" height="26" rx="3" fill="#fff" opacity=".75"/>' +
    '<rect x="84" y="62" width="34" height="26" rx="3" fill="#fff" opacity=".75"/>',
  '#0b6bcb',
);

const designKitsImage = svgDataUri(
  '<circle cx="44" cy="46" r="22" fill="#ffb547"/>' +
    '<rect x="58" y="30" width="40" height="40" rx="6" fill="#fff" opacity=".85"/>' +
    '<path d="M78 84 98 50l20 34z" fill="#ff5e7e"/>',
  '#6f3ad1',
);

const dataGridImage = svgDataUri(
  '<rect x="12" y="14" width="106" height="14" rx="2" fill="#fff"/>' +
    [34, 50, 66, 82]
      .map((y) => `<rect x="12" y="${y}" width="106" height="10" rx="2" fill="#fff"/>`)
      .join('') +
    '<path d="M46 14v78M82 14v78" stroke="#0f5132" stroke-width="2"/>',
  '#1a8754',
);

const joyImage = svgDataUri(
  '<circle cx="65" cy="50" r="30" fill="#ffd43b"/>' +
    '<g fill="#3d2c00"><circle cx="55" cy="44" r="4"/><circle cx="75" cy="44" r="4"/></g>' +
    '<path d="M52 58q13 12 26 0" fill="none" stroke="#3d2c00" stroke-width="4"/>',
  '#e8590c',
);

const baseImage = svgDataUri(
  '<g fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="6 5">' +
    '<rect x="18" y="20" width="94" height="22" rx="4"/>' +
    '<rect x="18" y="54" width="44" height="26" rx="13"/>' +
    '<rect x="72" y="54" width="40" height="26" rx="4"/></g>',
  '#343a40',
);

/** Our own ads: shown when no network is configured, when it is blocked or has nothing to show. */
export const IN_HOUSE_ADS: readonly AdRecord[] = [
  {
    name: 'templates',
    link: 'https://mui.com/material-ui/getting-started/templates/',
    img: templatesImage,
    headline: 'Start from a template',
    description: 'Dashboards, sign-in pages and checkouts, ready to adapt.',
    poweredby: 'MUI',
    label: 'in-house-templates',
  },
  {
    name: 'design-kits',
    link: 'https://mui.com/design-kits/',
    img: designKitsImage,
    headline: 'Design and code in step',
    description: 'Design kits that mirror the components you build with.',
    poweredby: 'MUI',
    label: 'in-house-design-kits',
  },
  {
    name: 'data-grid',
    link: '/x/react-data-grid/',
    img: dataGridImage,
    headline: 'Tables that keep up',
    description: 'Sort, filter and edit thousands of rows with the Data Grid.',
    poweredby: 'MUI',
    label: 'in-house-data-grid',
  },
  {
    name: 'joy-ui',
    link: '/joy-ui/getting-started/',
    img: joyImage,
    headline: 'Meet Joy UI',
    description: 'Styled components with a look of their own, beyond Material Design.',
    poweredby: 'MUI',
    label: 'in-house-joy-ui',
  },
  {
    name: 'base-ui',
    link: '/base-ui/getting-started/',
    img: baseImage,
    headline: 'Bring your own styles',
    description: 'Base UI gives you accessible, unstyled components and hooks.',
    poweredby: 'MUI',
    label: 'in-house-base-ui',
  },
];

export function pickInHouseAd(
  random: RandomSource,
  ads: readonly AdRecord[] = IN_HOUSE_ADS,
): AdRecord {
  const index = Math.min(Math.floor(random() * ads.length), ads.length - 1);
  const ad = ads[Math.max(index, 0)];
  if (!ad) throw new Error('pickInHouseAd needs at least one ad.');
  return ad;
}
