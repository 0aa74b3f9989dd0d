/** The playground island of material-ui component pages: its registry, overrides and demo providers. */
import registry from '@/generated/playground/material-ui';
import { noDictionaries } from '@/i18n/translations/islands';
import IslandProviders from '@/islands/IslandProviders';

import overrides from './overrides/material-ui';
import Playground, { type PlaygroundProps } from './Playground';
import { preloadPlaygroundIsland } from './preloadPlayground';

export default function MaterialPlayground(props: PlaygroundProps) {
  return (
    <IslandProviders dictionaries={noDictionaries}>
      <Playground {...props} registry={registry} overrides={overrides} />
    </IslandProviders>
  );
}

/** Called by the client:demo directive before hydration. */
MaterialPlayground.preload = (island: Element) => preloadPlaygroundIsland(registry, island);
