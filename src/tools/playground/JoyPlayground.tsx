/** The playground island of joy-ui component pages: its registry, overrides and demo providers. */
import registry from '@/generated/playground/joy-ui';
import { noDictionaries } from '@/i18n/translations/islands';
import IslandProviders from '@/islands/IslandProviders';
import Wrapper from '@/demo/JoyDemoProvider';
import overrides from './overrides/joy-ui';
import Playground, { type PlaygroundProps } from './Playground';
import { preloadPlaygroundIsland } from './preloadPlayground';

export default function JoyPlayground(props: PlaygroundProps) {
  return (
    <IslandProviders dictionaries={noDictionaries}>
      <Playground {...props} registry={registry} overrides={overrides} Wrapper={Wrapper} />
    </IslandProviders>
  );
}

/** Called by the client:demo directive before hydration. */
JoyPlayground.preload = (island: Element) => preloadPlaygroundIsland(registry, island);
