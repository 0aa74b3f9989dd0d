import { describe, expect, it } from 'vitest';
import { loadApiDocs } from './api/apiDocs';
import {
  headingsWithPlayground,
  pagePlayground,
  placeSection,
  playgroundRegistrySource,
  primaryComponent,
} from './componentPlaygrounds';
import { loadSiteSource } from './siteSource';

describe('placeSection', () => {
  it('splits the prose block at its first h2 and places the section between', () => {
    const placed = placeSection([
      { kind: 'html', html: '<p>Intro</p><h2 id="a">A</h2><p>x</p>' },
      { kind: 'demo', id: 'd', name: 'D', anchor: 'd', options: {} },
    ]);
    expect(placed.position).toBe(1);
    expect(placed.body.map((block) => (block.kind === 'html' ? block.html : block.id))).toEqual([
      '<p>Intro</p>',
      '<h2 id="a">A</h2><p>x</p>',
      'd',
    ]);
  });

  it('goes at the end of a body without h2', () => {
    expect(placeSection([{ kind: 'html', html: '<p>Only</p>' }]).position).toBe(1);
  });
});

describe('headingsWithPlayground', () => {
  it('puts the playground before the first h2 of the TOC', () => {
    expect(
      headingsWithPlayground([
        { id: 'a', text: 'A', level: 2 },
        { id: 'b', text: 'B', level: 3 },
      ]).map((heading) => heading.id),
    ).toEqual(['playground', 'a', 'b']);
  });
});

describe('primary components and the registry', () => {
  const docs = loadApiDocs();
  const index = loadSiteSource().index;

  it('takes the first listed React component, not a hook, on component routes only', () => {
    const page = { route: '/base-ui/react-slider/', productId: 'base-ui' as const };
    expect(primaryComponent(docs, { ...page, components: ['useSlider', 'Slider'] })?.name).toBe(
      'Slider',
    );
    expect(
      primaryComponent(docs, {
        route: '/material-ui/api/button/',
        productId: 'material-ui',
        components: ['Button'],
      }),
    ).toBeNull();
  });

  it('imports every primary component through its path import', () => {
    const source = playgroundRegistrySource(docs, index, 'material-ui');
    expect(source).toContain('"Button": () => import("@mui/material/Button")');
    expect(source).not.toContain('"IconButton"');
  });

  it('leaves out pages whose component is skipped by its override', () => {
    const page = { route: '/material-ui/react-portal/', productId: 'material-ui' as const };
    expect(
      pagePlayground(docs, { ...page, components: ['Portal'] }, [], {
        Portal: { skip: 'shows nothing' },
      }),
    ).toBeNull();
    expect(
      pagePlayground(docs, { ...page, components: ['Portal'] }, [], {})?.playground.component,
    ).toBe('Portal');
  });
});
