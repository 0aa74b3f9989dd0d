import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';

/** Ad descriptions may only hold a little inline formatting and plain links. */
export const AD_ALLOWED_TAGS = ['b', 'i', 'em', 'strong', 'br', 'a'];
const AD_ALLOWED_ATTRIBUTES = ['href'];
/** http(s), protocol-relative, site-relative and fragment links only. */
const AD_ALLOWED_URI = /^(?:https?:|\/|#)/i;

export interface SanitizeOptions {
  /** False inside the ad's own link: nested links are invalid, so their text is kept unwrapped. */
  allowLinks?: boolean;
}

let purifier: DOMPurify | null | undefined;

/** DOMPurify needs a DOM; without one (SSR) there is no purifier and callers fall back to text. */
function getPurifier(): DOMPurify | null {
  if (purifier !== undefined) return purifier;
  if (typeof window === 'undefined') return null;
  const instance = createDOMPurify(window);
  if (!instance.isSupported) {
    purifier = null;
    return purifier;
  }
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node instanceof Element) {
      node.setAttribute('rel', 'noopener sponsored');
      node.setAttribute('target', '_blank');
    }
  });
  purifier = instance;
  return purifier;
}

/** Safe HTML for `dangerouslySetInnerHTML`, or null where no DOM is available to sanitise with. */
export function sanitizeAdHtml(
  html: string,
  { allowLinks = true }: SanitizeOptions = {},
): string | null {
  const instance = getPurifier();
  if (!instance) return null;
  const config: Config = {
    ALLOWED_TAGS: allowLinks ? AD_ALLOWED_TAGS : AD_ALLOWED_TAGS.filter((tag) => tag !== 'a'),
    ALLOWED_ATTR: AD_ALLOWED_ATTRIBUTES,
    ALLOWED_URI_REGEXP: AD_ALLOWED_URI,
  };
  return instance.sanitize(html, config);
}
