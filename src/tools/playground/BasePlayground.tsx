/** The playground island of base-ui component pages: its registry, overrides and demo providers. */
import registry from '@/generated/playground/base-ui';
import { noDictionaries } from '@/i18n/translations/islands';
import IslandProviders from '@/islands/IslandProviders';

import overrides from './overrides/base-ui';
import Playground, { type PlaygroundProps } from './Playground';
import { preloadPlaygroundIsland } from './preloadPlayground';

export default function BasePlayground(props: PlaygroundProps) {
  return (
    <IslandProviders dictionaries={noDictionaries}>
      <Playground {...props} registry={registry} overrides={overrides} product="base-ui" />
    </IslandProviders>
  );
}

/** Called by the client:demo directive before hydration. */
BasePlayground.preload = (island: Element) => preloadPlaygroundIsland(registry, island);
