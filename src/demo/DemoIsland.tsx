import * as React from 'react';
import Demo from '@/demo/Demo';
import type { DemoRegistry } from '@/model/demoRegistry';
import type { DemoBlock } from '@/model/bodyBlocks';
import { useShownDemo } from '@/demo/useShownDemo';
import { demoDictionaries } from '@/i18n/translations/islands';
import IslandProviders from '../islands/IslandProviders';

export interface DemoIslandProps {
  demo: DemoBlock;
  /** The demo alone, full screen (no toolbar): a template's own page. */
  fullPage?: boolean;
}

type Wrapper = React.ComponentType<{ children: React.ReactNode }>;

function FullPageContent({
  demo,
  registry,
  Wrapper,
}: {
  demo: DemoBlock;
  registry: DemoRegistry;
  Wrapper: Wrapper;
}) {
  const { styling, Component, stylesheet } = useShownDemo(demo, registry);
  return (
    <div data-demo={demo.id} data-styling={styling} data-stylings={demo.stylings?.join(' ')}>
      <Wrapper>
        {stylesheet}
        {Component ? <Component /> : null}
      </Wrapper>
    </div>
  );
}

/** One live demo with its toolbar: an island of its own, hydrated when it scrolls into view. */
/** What the generated island of a product (src/node/generate/productIslands.ts) binds: not serialised. */
interface ProductBinding {
  /** The product's id (src/products/products.ts): the live editor's frame wraps code for it. */
  productId: string;
  registry: DemoRegistry;
  Wrapper?: Wrapper;
}

export default function DemoIsland({
  demo,
  fullPage = false,
  productId,
  registry,
  Wrapper = React.Fragment,
}: DemoIslandProps & ProductBinding) {
  return (
    <IslandProviders dictionaries={demoDictionaries}>
      {fullPage ? (
        <FullPageContent demo={demo} registry={registry} Wrapper={Wrapper} />
      ) : (
        <Demo demo={demo} productId={productId} registry={registry} Wrapper={Wrapper} />
      )}
    </IslandProviders>
  );
}
