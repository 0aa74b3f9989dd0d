import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadApiDocs } from '@/build/api/apiDocs';
import { readSiteIndex } from '@/build/pageData';
import { pagePlayground } from '@/build/playground';
import type { PlaygroundData } from '@/model/playground';
import BasePlayground from './BasePlayground';
import JoyPlayground from './JoyPlayground';
import MaterialPlayground from './MaterialPlayground';
import { PLAYGROUND_OVERRIDES } from './overrides';
import { playgroundRegistries } from './playgroundRegistries';
import { preloadPlayground } from './preloadPlayground';

const ISLANDS: Record<string, React.ComponentType<{ playground: PlaygroundData }>> = {
  'material-ui': MaterialPlayground,
  'joy-ui': JoyPlayground,
  'base-ui': BasePlayground,
};

const docs = loadApiDocs();
const playgrounds = readSiteIndex().pages.flatMap((page) => {
  const result = pagePlayground(docs, page, [], PLAYGROUND_OVERRIDES[page.productId] ?? {});
  return result ? [{ route: page.route, productId: page.productId, data: result.playground }] : [];
});

describe('every playground renders on the server with its defaults', () => {
  it.each(playgrounds.map((entry) => [entry.route, entry] as const))(
    '%s',
    async (_route, { productId, data }) => {
      await preloadPlayground(await playgroundRegistries[productId]!(), data.component);
      const Island = ISLANDS[productId]!;
      const html = renderToString(<Island playground={data} />);
      expect(html).toContain(`data-playground="${data.component}"`);
      expect(html).toContain('data-testid="playground-code"');
    },
    20_000,
  );
});
