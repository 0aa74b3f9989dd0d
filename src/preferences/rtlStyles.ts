/**
 * The Emotion plugin that mirrors styles for right-to-left pages. It brings cssjanus (about 2 KB
 * gzip), so only visitors in RTL fetch it: islands load it before they hydrate when the page is in
 * RTL, and a switch to RTL loads it then.
 */
import * as React from 'react';
import type { StylisPlugin } from '@emotion/cache';

let plugin: StylisPlugin | undefined;
let loading: Promise<void> | undefined;

export function loadRtlStylisPlugin(): Promise<void> {
  loading ??= import('stylis-plugin-rtl').then((module) => {
    plugin = module.default;
  });
  return loading;
}

/** Browser, before an island hydrates: the pre-paint script has already set the page's `dir`. */
export function preloadRtlStyles(): Promise<void> {
  return document.documentElement.dir === 'rtl' ? loadRtlStylisPlugin() : Promise.resolve();
}

/** The RTL plugin when `rtl` is set and it has loaded; renders again once it arrives. */
export function useRtlStylisPlugin(rtl: boolean): StylisPlugin | undefined {
  const [, setLoaded] = React.useState(plugin !== undefined);
  React.useEffect(() => {
    if (!rtl || plugin) return undefined;
    let mounted = true;
    void loadRtlStylisPlugin().then(() => {
      if (mounted) setLoaded(true);
    });
    return () => {
      mounted = false;
    };
  }, [rtl]);
  return rtl ? plugin : undefined;
}
