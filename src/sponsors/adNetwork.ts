import { AD_SCRIPT_ELEMENT_ID, BACKERS_LINK_FRAGMENT } from './constants';
import type { AdProbe } from './poll';

function linksToBackers(element: Element): boolean {
  const links = [element, ...Array.from(element.querySelectorAll('a[href]'))];
  return links.some(
    (link) =>
      link.matches('a[href]') && (link.getAttribute('href') ?? '').includes(BACKERS_LINK_FRAGMENT),
  );
}

export function probeAdElement(root: ParentNode, selector: string): AdProbe {
  const element = root.querySelector(selector);
  if (!element) return 'missing';
  return linksToBackers(element) ? 'backers' : 'found';
}

/** Adds the network script to `host` unless it is there already (a re-run effect must not). */
export function injectAdScript(host: HTMLElement, src: string): void {
  if (host.querySelector(`script[data-ad-network]`)) return;
  const script = host.ownerDocument.createElement('script');
  script.async = true;
  script.src = src;
  script.id = AD_SCRIPT_ELEMENT_ID;
  script.dataset.adNetwork = '';
  host.appendChild(script);
}
