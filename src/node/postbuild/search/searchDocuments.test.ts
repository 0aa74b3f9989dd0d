import { describe, expect, it } from 'vitest';
import type { ApiPageData, DocsPageData } from '@/model/pageData';
import {
  apiPageDocuments,
  docsPageDocuments,
  htmlToText,
  MAX_SECTION_TEXT,
} from './searchDocuments';

const product = { id: 'material-ui' };

describe('htmlToText', () => {
  it('keeps prose, drops code blocks, buttons and anchor marks, decodes entities', () => {
    expect(
      htmlToText(
        '<h2 id="a">Sizes<a class="anchor-link" href="#a">#</a></h2><p>Use &lt;Button&gt; &amp; co&#39;s.</p><pre><code>x</code></pre><button>Copy</button>',
      ),
    ).toBe("Sizes Use <Button> & co's.");
  });
});

describe('docsPageDocuments', () => {
  it('makes one document for the introduction and one per h2/h3 section, with demo names as words', () => {
    const page = {
      route: '/material-ui/react-slider/',
      product,
      title: 'Slider',
      description: 'Pick values.',
      body: [
        {
          kind: 'html',
          html: '<p>Intro.</p><h2 id="range">Range <code>slider</code></h2><p>Two thumbs.</p>',
        },
        { kind: 'demo', id: 'x', name: 'RangeSlider', options: {} },
        {
          kind: 'html',
          html: `<h3 id="marks">Marks</h3><h4 id="deep">Deep</h4><p>${'word '.repeat(400)}</p>`,
        },
      ],
    } as unknown as DocsPageData;
    const docs = docsPageDocuments(page);
    expect(docs.map((d) => [d.kind, d.heading, d.url])).toEqual([
      ['page', 'Slider', '/material-ui/react-slider/'],
      ['section', 'Range slider', '/material-ui/react-slider/#range'],
      ['section', 'Marks', '/material-ui/react-slider/#marks'],
    ]);
    expect(docs[0]!.text).toBe('Pick values. Intro.');
    expect(docs[1]!.text).toBe('Two thumbs. Range slider');
    expect(docs[2]!.text.length).toBeLessThanOrEqual(MAX_SECTION_TEXT + 1);
    expect(docs[2]!.text).toMatch(/…$/);
    expect(docs[2]!.text).toContain('Deep');
  });
});

describe('apiPageDocuments', () => {
  it('makes each prop, slot and class a result of its own at its row anchor', () => {
    const member = (name: string) => ({
      name,
      type: 'bool',
      required: false,
      default: null,
      descriptionHtml: `<p>${name} text</p>`,
      deprecatedHtml: null,
    });
    const page = {
      route: '/material-ui/api/button/',
      product,
      title: 'Button API',
      description: 'API of Button.',
      api: {
        entryKind: 'component',
        props: [member('disableElevation')],
        parameters: null,
        returnValue: null,
        slots: [
          { name: 'startIcon', default: null, className: null, descriptionHtml: '<p>Icon.</p>' },
        ],
        classes: [{ key: 'root', className: 'MuiButton-root', descriptionHtml: '<p>Root.</p>' }],
      },
    } as unknown as ApiPageData;
    expect(apiPageDocuments(page).map((d) => [d.kind, d.heading, d.url, d.text])).toEqual([
      ['api', 'Button API', '/material-ui/api/button/', 'API of Button.'],
      [
        'member',
        'disableElevation',
        '/material-ui/api/button/#props-disableElevation',
        'disableElevation text',
      ],
      ['member', 'startIcon slot', '/material-ui/api/button/#slots-startIcon', 'Icon.'],
      ['member', '.MuiButton-root', '/material-ui/api/button/#classes-root', 'Root.'],
    ]);
  });

  it("makes a Joy UI component's own CSS variables results at their rows", () => {
    const page = {
      route: '/joy-ui/api/button/',
      product,
      title: 'Button API',
      description: 'API of Button.',
      api: {
        name: 'Button',
        entryKind: 'component',
        props: [],
        parameters: null,
        returnValue: null,
        slots: [],
        classes: [],
        cssVariables: {
          own: [
            {
              name: '--Button-gap',
              slots: [
                { name: 'endDecorator', href: null },
                { name: 'startDecorator', href: null },
              ],
              fallbacks: [],
              declaredOn: [],
            },
          ],
          others: [{ name: '--ListItem-gap', slots: [], fallbacks: [], declaredOn: [] }],
          forChildren: [{ name: '--Icon-color', slots: [] }],
        },
      },
    } as unknown as ApiPageData;
    expect(apiPageDocuments(page).map((d) => [d.kind, d.heading, d.url, d.text])).toEqual([
      ['api', 'Button API', '/joy-ui/api/button/', 'API of Button.'],
      [
        'member',
        '--Button-gap',
        '/joy-ui/api/button/#css-variables-Button-gap',
        'CSS variable of Button, read by endDecorator, startDecorator.',
      ],
    ]);
  });
});
