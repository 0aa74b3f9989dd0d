/** Browser: starts every sponsor slot the page's HTML reserved (see src/docs/AdSlot.astro). */
import { adConfig } from '@/config/adConfig';
import { siteConfig } from '@/config/siteConfig';
import type { AdTexts } from './adCard';
import { browserAdEnvironment } from './adEnvironment';
import { mountAdSlot } from './adSlot';
import { DEFAULT_AD_ELEMENT_SELECTOR, DEFAULT_AD_PLACEMENT } from './constants';

export function startAdSlots(root: ParentNode = document): void {
  for (const slot of Array.from(root.querySelectorAll<HTMLElement>('[data-ad-slot]'))) {
    let texts: AdTexts;
    try {
      texts = JSON.parse(slot.dataset.adTexts ?? '') as AdTexts;
    } catch {
      continue;
    }
    mountAdSlot(slot, {
      placement: slot.dataset.adSlot || DEFAULT_AD_PLACEMENT,
      elementSelector: DEFAULT_AD_ELEMENT_SELECTOR,
      scriptUrl: siteConfig.adScriptUrl,
      feedUrl: siteConfig.adFeedUrl,
      displayRatio: adConfig.GADisplayRatio,
      texts,
      environment: browserAdEnvironment,
    });
  }
}
