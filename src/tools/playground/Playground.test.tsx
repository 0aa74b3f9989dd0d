import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadApiDocs } from '@/node/generate/api/apiDocs';
import { loadSiteSource } from '@/node/generate/siteSource';
import { pagePlayground } from '@/node/generate/componentPlaygrounds';
import type { PlaygroundData } from '@/model/playground';
import BasePlayground from './BasePlayground';
import JoyPlayground from './JoyPlayground';
import MaterialPlayground from './MaterialPlayground';
import baseRegistry from '@/generated/playground/base-ui';
import joyRegistry from '@/generated/playground/joy-ui';
import materialRegistry from '@/generated/playground/material-ui';
import { PLAYGROUND_OVERRIDES } from './overrides';
import { preloadPlayground } from './preloadPlayground';
import type { PlaygroundRegistry } from './registry';

/** The islands src/products/products.ts names, with the registries they load components from. */
const ISLANDS: Record<
  string,
  { Island: React.ComponentType<{ playground: PlaygroundData }>; registry: PlaygroundRegistry }
> = {
  'material-ui': { Island: MaterialPlayground, registry: materialRegistry },
  'joy-ui': { Island: JoyPlayground, registry: joyRegistry },
  'base-ui': { Island: BasePlayground, registry: baseRegistry },
};

const docs = loadApiDocs();
const playgrounds = loadSiteSource().index.pages.flatMap((page) => {
  const result = pagePlayground(docs, page, [], PLAYGROUND_OVERRIDES[page.productId] ?? {});
  return result ? [{ route: page.route, productId: page.productId, data: result.playground }] : [];
});

describe('every playground renders on the server with its defaults', () => {
  it.each(playgrounds.map((entry) => [entry.route, entry] as const))(
    '%s',
    async (_route, { productId, data }) => {
      const { Island, registry } = ISLANDS[productId]!;
      await preloadPlayground(registry, data.component);
      const html = renderToString(<Island playground={data} />);
      expect(html).toContain(`data-playground="${data.component}"`);
      expect(html).toContain('data-testid="playground-code"');
    },
    20_000,
  );
});
