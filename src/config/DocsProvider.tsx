import * as React from 'react';
import { siteConfig, type SiteConfig } from './siteConfig';

/** Share of ad display events that are sent (SPEC §3, §9: adConfig.GADisplayRatio = 0.1). */
export const AD_DISPLAY_EVENT_RATIO = 0.1;

export interface AdConfig {
  GADisplayRatio: number;
}

export interface DocsConfig {
  adConfig: AdConfig;
  site: SiteConfig;
}

export const defaultDocsConfig: DocsConfig = {
  adConfig: { GADisplayRatio: AD_DISPLAY_EVENT_RATIO },
  site: siteConfig,
};

const DocsConfigContext = React.createContext<DocsConfig | undefined>(undefined);
const AdConfigContext = React.createContext<AdConfig | undefined>(undefined);

export function DocsProvider({
  config = defaultDocsConfig,
  children,
}: {
  config?: DocsConfig;
  children: React.ReactNode;
}) {
  return (
    <DocsConfigContext.Provider value={config}>
      <AdConfigContext.Provider value={config.adConfig}>{children}</AdConfigContext.Provider>
    </DocsConfigContext.Provider>
  );
}

export function contextValueOrThrow<T>(value: T | undefined, name: string, provider: string): T {
  if (value === undefined) {
    throw new Error(
      `Could not find the ${name} context value; please ensure the component is wrapped in a <${provider}>.`,
    );
  }
  return value;
}

export function useDocsConfig(): DocsConfig {
  return contextValueOrThrow(React.useContext(DocsConfigContext), 'docs config', 'DocsProvider');
}

export function useAdConfig(): AdConfig {
  return contextValueOrThrow(React.useContext(AdConfigContext), 'ad config', 'DocsProvider');
}
