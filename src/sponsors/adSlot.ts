/**
 * The sponsor slot under a page's description, in plain DOM (no React on a prose page).
 * The server renders the reserved, empty space; `mountAdSlot` decides in the browser what it
 * shows: nothing for bots, the network's ad, an ad from the JSON feed, an in-house ad, or the
 * ad-blocker message. A crash removes the slot and sends `ad` / `crash`: an ad never takes the
 * page down.
 */
import type { AdRecord } from './adTypes';
import { createAdCard, type AdTexts } from './adCard';
import type { AdEnvironment } from './adEnvironment';
import { injectAdScript, probeAdElement } from './adNetwork';
import {
  adEventLabel,
  chooseBlockedFallback,
  planAd,
  sessionAdShape,
  type AdView,
} from './decideAd';
import { scheduleDisplayEvent } from './displayEvent';
import { feedAdToRecord, fetchFeedAd, trackingUrls } from './feed';
import { pickInHouseAd } from './inHouseAds';
import { pollForAdElement } from './poll';

export interface AdSlotOptions {
  /** Where the slot sits on the page; part of every analytics label. */
  placement: string;
  /** The element the ad network script renders (`#carbonads`). */
  elementSelector: string;
  scriptUrl: string;
  feedUrl: string;
  /** Share of display events sent (`adConfig.GADisplayRatio`). */
  displayRatio: number;
  texts: AdTexts;
  environment: AdEnvironment;
}

/** Finds or creates the slot's parts: the labelled region and the network script's host. */
function slotParts(slot: HTMLElement, texts: AdTexts) {
  const doc = slot.ownerDocument;
  let region = slot.querySelector<HTMLElement>(':scope > [data-ad-region]');
  if (!region) {
    region = doc.createElement('section');
    region.dataset.adRegion = '';
    region.setAttribute('aria-label', texts.slot);
    slot.append(region);
  }
  let host = region.querySelector<HTMLElement>('[data-ad-host]');
  if (!host) {
    host = doc.createElement('div');
    host.dataset.adHost = '';
    host.className = 'ad-host';
    host.hidden = true;
    region.append(host);
  }
  return { doc, region, host };
}

/** Starts the slot; returns a function that stops every timer and request it started. */
export function mountAdSlot(slot: HTMLElement, options: AdSlotOptions): () => void {
  const { environment, placement, texts } = options;
  const { doc, region, host } = slotParts(slot, texts);
  const stops: Array<() => void> = [];
  let label: string | null = null;
  let cancelDisplay = () => {};
  let stopped = false;

  const stop = () => {
    stopped = true;
    cancelDisplay();
    stops.splice(0).forEach((fn) => fn());
  };

  const crash = () => {
    if (stopped) return;
    stop();
    slot.remove();
    environment.sendEvent('ad', 'crash', placement);
  };

  const guard =
    <A extends unknown[]>(fn: (...args: A) => void) =>
    (...args: A) => {
      if (stopped) return;
      try {
        fn(...args);
      } catch {
        crash();
      }
    };

  const show = (view: AdView) => {
    Array.from(region.children).forEach((child) => child !== host && child.remove());
    host.hidden = !(view.kind === 'network-pending' || view.kind === 'network');
    if (view.kind === 'ad') region.append(createAdCard(doc, view.ad, view.shape, texts));
    if (view.kind === 'adblock-message') {
      const message = doc.createElement('p');
      message.className = 'ad-adblock';
      message.textContent = texts.adblock;
      region.append(message);
    }
    label = adEventLabel(view, placement);
    if (label === null) region.setAttribute('aria-hidden', 'true');
    else region.removeAttribute('aria-hidden');
    cancelDisplay();
    cancelDisplay = scheduleDisplayEvent(
      label,
      options.displayRatio,
      environment.random,
      environment.sendEvent,
    );
  };

  // Clicks bubble up from the ad's links, including those the network script renders; keyboard
  // activation of a link fires the same click.
  const onClick = guard((event: MouseEvent) => {
    if (label && event.target instanceof Element && event.target.closest('a')) {
      environment.sendEvent('ad', 'click', label);
    }
  });
  region.addEventListener('click', onClick);
  stops.push(() => region.removeEventListener('click', onClick));

  guard(() => {
    const { random } = environment;
    const plan = planAd({
      userAgent: environment.userAgent(),
      chooseShape: () =>
        sessionAdShape(environment.sessionStorage, random, environment.layoutMemory),
      hasScript: options.scriptUrl !== '',
      hasFeed: options.feedUrl !== '',
    });
    if (plan.kind === 'empty') {
      show({ kind: 'empty' });
      return;
    }
    const { shape } = plan;
    let inHouseAd: AdRecord | undefined;
    const showInHouse = () => {
      inHouseAd ??= pickInHouseAd(random);
      show({ kind: 'ad', ad: inHouseAd, shape });
    };

    if (plan.kind === 'in-house') {
      showInHouse();
    } else if (plan.kind === 'feed') {
      const controller = new AbortController();
      stops.push(() => controller.abort());
      fetchFeedAd(options.feedUrl, { fetch: environment.fetch, signal: controller.signal })
        .then(
          guard((ad: Awaited<ReturnType<typeof fetchFeedAd>>) => {
            if (!ad) {
              show({ kind: 'empty' });
              return;
            }
            show({ kind: 'ad', ad: feedAdToRecord(ad), shape });
            trackingUrls(ad, environment.now()).forEach(environment.loadImage);
          }),
        )
        .catch(crash);
    } else {
      injectAdScript(host, options.scriptUrl);
      show({ kind: 'network-pending' });
      let blocked = false;
      stops.push(
        pollForAdElement(
          () => probeAdElement(doc, options.elementSelector),
          guard((status) => {
            if (status === 'found') {
              show({ kind: 'network', shape });
            } else if (status === 'backers') {
              showInHouse();
            } else if (status === 'blocked' && !blocked) {
              blocked = true;
              if (chooseBlockedFallback(random) === 'adblock-message') {
                show({ kind: 'adblock-message', shape });
              } else {
                showInHouse();
              }
            }
          }),
        ),
      );
    }
  })();

  return stop;
}
