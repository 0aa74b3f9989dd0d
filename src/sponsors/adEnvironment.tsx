import * as React from 'react';
import { sendEvent } from '@/telemetry/gtag';
import type { RandomSource } from './adTypes';
import { pageLayoutMemory, type LayoutMemory, type SessionStorageLike } from './decideAd';

/** Everything the slot reads from the browser, replaceable in tests. */
export interface AdEnvironment {
  random: RandomSource;
  now: () => number;
  userAgent: () => string;
  sessionStorage: () => SessionStorageLike | undefined;
  /** Keeps the layout for the page when sessionStorage cannot. */
  layoutMemory: LayoutMemory;
  fetch: typeof fetch;
  /** Requests an image without showing it (impression and tracking pixels). */
  loadImage: (src: string) => void;
  sendEvent: (name: string, action: string, label: string) => void;
}

export const browserAdEnvironment: AdEnvironment = {
  random: () => Math.random(),
  now: () => Date.now(),
  userAgent: () => navigator.userAgent,
  sessionStorage: () => window.sessionStorage,
  layoutMemory: pageLayoutMemory,
  fetch: (input, init) => fetch(input, init),
  loadImage: (src) => {
    new Image().src = src;
  },
  sendEvent,
};

const AdEnvironmentContext = React.createContext<AdEnvironment>(browserAdEnvironment);

export function AdEnvironmentProvider({
  value,
  children,
}: {
  value: Partial<AdEnvironment>;
  children: React.ReactNode;
}) {
  const environment = React.useMemo(() => ({ ...browserAdEnvironment, ...value }), [value]);
  return (
    <AdEnvironmentContext.Provider value={environment}>{children}</AdEnvironmentContext.Provider>
  );
}

export function useAdEnvironment(): AdEnvironment {
  return React.useContext(AdEnvironmentContext);
}
