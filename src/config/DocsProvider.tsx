import * as React from 'react';
import { adConfig, type AdConfig } from './adConfig';
import { siteConfig, type SiteConfig } from './siteConfig';

export interface DocsConfig {
  adConfig: AdConfig;
  site: SiteConfig;
}

export const defaultDocsConfig: DocsConfig = {
  adConfig,
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
