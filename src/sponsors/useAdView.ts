import * as React from 'react';
import type { AdRecord } from './adTypes';
import { useAdEnvironment } from './adEnvironment';
import { injectAdScript, probeAdElement } from './adNetwork';
import { chooseBlockedFallback, planAd, sessionAdShape, type AdView } from './decideAd';
import { feedAdToRecord, fetchFeedAd, trackingUrls } from './feed';
import { pickInHouseAd } from './inHouseAds';
import { pollForAdElement } from './poll';

export interface AdSources {
  scriptUrl: string;
  feedUrl: string;
  /** Selector of the element the network script renders. */
  elementSelector: string;
  /** Where the network script is injected; always rendered, shown only for the network ad. */
  hostRef: React.RefObject<HTMLElement>;
}

const RESERVED: AdView = { kind: 'reserved' };

/**
 * Decides on the client, after hydration, what the slot shows: the server and the first client
 * render both show the reserved empty space, so the random draws never cause a hydration mismatch.
 */
export function useAdView({ scriptUrl, feedUrl, elementSelector, hostRef }: AdSources): AdView {
  const environment = useAdEnvironment();
  const [view, setView] = React.useState<AdView>(RESERVED);

  React.useEffect(() => {
    const { random } = environment;
    const nextPlan = planAd({
      userAgent: environment.userAgent(),
      chooseShape: () =>
        sessionAdShape(environment.sessionStorage, random, environment.layoutMemory),
      hasScript: scriptUrl !== '',
      hasFeed: feedUrl !== '',
    });
    if (nextPlan.kind === 'empty') {
      setView({ kind: 'empty' });
      return undefined;
    }

    const { shape } = nextPlan;
    let inHouseAd: AdRecord | undefined;
    const showInHouse = () => {
      inHouseAd ??= pickInHouseAd(random);
      setView({ kind: 'ad', ad: inHouseAd, shape });
    };

    if (nextPlan.kind === 'in-house') {
      showInHouse();
      return undefined;
    }

    if (nextPlan.kind === 'feed') {
      const controller = new AbortController();
      const { signal } = controller;
      const showFeedAd = async () => {
        const ad = await fetchFeedAd(feedUrl, { fetch: environment.fetch, signal });
        if (signal.aborted) return;
        if (!ad) {
          setView({ kind: 'empty' });
          return;
        }
        setView({ kind: 'ad', ad: feedAdToRecord(ad), shape });
        trackingUrls(ad, environment.now()).forEach(environment.loadImage);
      };
      void showFeedAd();
      return () => controller.abort();
    }

    const host = hostRef.current;
    if (!host) return undefined;
    injectAdScript(host, scriptUrl);
    setView({ kind: 'network-pending' });
    let blocked = false;
    return pollForAdElement(
      () => probeAdElement(host.ownerDocument, elementSelector),
      (status) => {
        if (status === 'found') {
          setView({ kind: 'network', shape });
        } else if (status === 'backers') {
          showInHouse();
        } else if (status === 'blocked' && !blocked) {
          blocked = true;
          if (chooseBlockedFallback(random) === 'adblock-message') {
            setView({ kind: 'adblock-message', shape });
          } else {
            showInHouse();
          }
        }
      },
    );
  }, [environment, scriptUrl, feedUrl, elementSelector, hostRef]);

  return view;
}
