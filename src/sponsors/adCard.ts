/** The ad itself (in-house or from the feed) as plain DOM: a link with image, text and sponsor. */
import type { AdRecord, AdShape } from './adTypes';
import { AD_IMAGE_HEIGHT_PX, AD_IMAGE_WIDTH_PX } from './constants';
import { adHtmlToText } from './adText';

/** The words the slot shows, translated by the page that renders it. */
export interface AdTexts {
  /** The slot's accessible name ("Sponsored"). */
  slot: string;
  sponsor: string;
  adBy: string;
  opensInNewTab: string;
  adblock: string;
}

/**
 * The inline layout keeps the image to the height of a line of text or two. Its box is fixed
 * (the image's 130 × 100 proportions), so an image of other proportions cannot move the text
 * when it loads.
 */
const INLINE_IMAGE_HEIGHT_PX = 30;
const INLINE_IMAGE_WIDTH_PX = Math.round(
  (INLINE_IMAGE_HEIGHT_PX * AD_IMAGE_WIDTH_PX) / AD_IMAGE_HEIGHT_PX,
);

export function isExternalLink(href: string): boolean {
  return /^(?:[a-z][a-z\d+.-]*:)?\/\//i.test(href);
}

function span(doc: Document, className: string, text?: string): HTMLSpanElement {
  const element = doc.createElement('span');
  element.className = className;
  if (text !== undefined) element.textContent = text;
  return element;
}

function description(doc: Document, ad: AdRecord): HTMLSpanElement {
  const element = span(doc, 'ad-card-description');
  const html = ad.description;
  const lead = () => {
    if (!ad.headline) return [];
    const bold = doc.createElement('b');
    bold.textContent = ad.headline;
    return html ? [bold, ' — '] : [bold];
  };
  element.append(...lead(), adHtmlToText(html));
  // Markup in a description is rare, and the sanitiser (DOMPurify, ~9 KB gzip) would be most of
  // a prose page's script: it loads only for a description that has markup, which then replaces
  // the text. If it cannot load, the text stays.
  if (/[<&]/.test(html)) {
    import('./sanitize')
      .then(({ sanitizeAdHtml }) => {
        // The description sits inside the ad's own link, where a nested link would be invalid.
        const safeHtml = sanitizeAdHtml(html, { allowLinks: false });
        if (safeHtml === null) return;
        const rich = doc.createElement('span');
        rich.innerHTML = safeHtml;
        element.replaceChildren(...lead(), ...rich.childNodes);
      })
      .catch(() => undefined);
  }
  return element;
}

export function createAdCard(
  doc: Document,
  ad: AdRecord,
  shape: AdShape,
  texts: AdTexts,
): HTMLAnchorElement {
  const external = isExternalLink(ad.link);
  const inline = shape === 'inline';
  const link = doc.createElement('a');
  link.className = `ad-card ad-card-${shape}`;
  link.href = ad.link;
  if (external) {
    link.target = '_blank';
    link.rel = 'noopener sponsored';
  }
  if (ad.img) {
    const image = doc.createElement('img');
    image.className = 'ad-card-image';
    image.src = ad.img;
    image.alt = '';
    image.width = AD_IMAGE_WIDTH_PX;
    image.height = AD_IMAGE_HEIGHT_PX;
    if (inline) {
      image.style.width = `${INLINE_IMAGE_WIDTH_PX}px`;
      image.style.height = `${INLINE_IMAGE_HEIGHT_PX}px`;
    }
    link.append(image);
  }
  const body = span(doc, 'ad-card-body');
  if (inline) body.append(span(doc, 'ad-card-sponsor', texts.sponsor));
  body.append(description(doc, ad));
  if (!inline) {
    const by = ad.poweredby ? `${texts.adBy} ${ad.poweredby}` : texts.sponsor;
    body.append(span(doc, 'ad-card-by', by));
  }
  if (external) body.append(span(doc, 'visually-hidden', ` ${texts.opensInNewTab}`));
  link.append(body);
  return link;
}
