import { describe, expect, it } from 'vitest';
import type { ApiPageData } from '@/model/pageData';
import type { PageDemo, SitePage } from '../../generate/siteIndexTypes';
import { apiPageMarkdown, docsPageMarkdown, type DemoCode } from './pageMarkdown';
import { llmsFullTxt, llmsTxt, productLlmsFiles } from './llmsTxt';

const demoCode: DemoCode = (demo, variant) =>
  demo.path === 'Missing.tsx'
    ? null
    : `// ${demo.path} in ${variant}\nexport default function Demo() {}`;

/**
 * A page as the site index holds it: its Markdown after `markdownLine` front-matter lines, and the
 * demo directives the index parsed, by file line. Directives not listed here stay text.
 */
function indexedPage(
  markdown: string,
  demos: ReadonlyArray<[line: number, path: string]>,
  markdownLine = 4,
): Pick<SitePage, 'title' | 'description' | 'markdown' | 'markdownLine' | 'segments'> {
  const segments = demos.map(([line, file]): PageDemo => ({
    kind: 'demo',
    id: `material-ui/${file.replace(/\.tsx$/, '')}`,
    name: file.replace(/^.*\//, '').replace(/\.tsx$/, ''),
    path: file,
    line: line + markdownLine,
    options: {},
  }));
  return { title: 'Button', description: 'Buttons.', markdown, markdownLine, segments };
}

const BODY = [
  'Intro with `code`.',
  '',
  '{{"demo": "BasicButtons.tsx", "defaultCodeOpen": true}}',
  '',
  ':::warning',
  'Mind the gap.',
  '',
  'Second line.',
  ':::',
  '',
  '```tsx',
  '{{"demo": "NotADemo.tsx"}}',
  ':::info',
  '```',
  '',
  '{{"demo": "Missing.tsx"}}',
].join('\n');

describe('docsPageMarkdown', () => {
  it('writes the tables a catalogue directive generated where the directive stands', () => {
    const markdown = ['Intro.', '', '{{"catalogue": "grid-selectors"}}', '', 'After.'].join('\n');
    const md = docsPageMarkdown(
      {
        title: 'Selectors',
        description: 'All of them.',
        markdown,
        markdownLine: 4,
        segments: [
          { kind: 'markdown', text: 'Intro.' },
          { kind: 'catalogue', name: 'grid-selectors', line: 7, text: '| Selector |\n| --- |' },
          { kind: 'markdown', text: 'After.' },
        ],
      },
      'TS',
      demoCode,
    );
    expect(md).toBe('# Selectors\n\nAll of them.\n\nIntro.\n\n| Selector |\n| --- |\n\nAfter.\n');
  });

  it('inlines demos as code in the chosen variant and turns callouts into GitHub alerts', () => {
    const BODY_DEMOS: Array<[number, string]> = [
      [3, 'BasicButtons.tsx'],
      [16, 'Missing.tsx'],
    ];
    const md = docsPageMarkdown(indexedPage(BODY, BODY_DEMOS), 'TS', demoCode);
    expect(md).toBe(
      [
        '# Button',
        '',
        'Buttons.',
        '',
        'Intro with `code`.',
        '',
        '```tsx title="BasicButtons.tsx"',
        '// BasicButtons.tsx in TS',
        'export default function Demo() {}',
        '```',
        '',
        '> [!WARNING]',
        '> Mind the gap.',
        '>',
        '> Second line.',
        '',
        '```tsx',
        '{{"demo": "NotADemo.tsx"}}',
        ':::info',
        '```',
        '',
        '(Demo: Missing.tsx)',
        '',
      ].join('\n'),
    );
  });

  it('names demos as .js files in the JavaScript variant', () => {
    const md = docsPageMarkdown(indexedPage(BODY, [[3, 'BasicButtons.tsx']]), 'JS', demoCode);
    expect(md).toContain('```jsx title="BasicButtons.js"\n// BasicButtons.tsx in JS');
  });

  it('names a demo by the path its directive writes, found at the line the index parsed', () => {
    const markdown = ['Intro.', '', '{{"demo": "templates/Blog.tsx", "fullPage": "blog"}}'].join(
      '\n',
    );
    const md = docsPageMarkdown(
      indexedPage(markdown, [[3, 'templates/Blog.tsx']], 7),
      'JS',
      demoCode,
    );
    expect(md).toContain('```jsx title="templates/Blog.js"\n// templates/Blog.tsx in JS');
    expect(md).not.toContain('{{');
  });

  it('fences code that itself contains a fence with a longer one', () => {
    const md = docsPageMarkdown(
      indexedPage('{{"demo": "X.tsx"}}', [[1, 'X.tsx']]),
      'TS',
      () => 'a\n```\nb',
    );
    expect(md).toContain('````tsx title="X.tsx"\na\n```\nb\n````');
  });
});

describe('apiPageMarkdown', () => {
  it('renders import, props with required/default/deprecated, slots and classes as tables', () => {
    const page = {
      title: 'Button API',
      description: 'API of Button.',
      api: {
        name: 'Button',
        packageName: '@mui/material',
        entryKind: 'component',
        demos: [{ pathname: '/material-ui/react-button/', title: 'Button' }],
        props: [
          {
            name: 'children',
            type: 'node',
            required: true,
            default: null,
            descriptionHtml: '<p>The content.</p>',
            deprecatedHtml: null,
          },
          {
            name: 'color',
            type: "'primary' | 'error'",
            required: false,
            default: "'primary'",
            descriptionHtml: '<p>Colour &amp; more.</p>',
            deprecatedHtml: '',
          },
        ],
        parameters: null,
        returnValue: null,
        inherits: { pathname: '/material-ui/api/button-base/', title: 'ButtonBase' },
        themeName: 'MuiButton',
        slots: [],
        classes: [{ key: 'root', className: 'MuiButton-root', descriptionHtml: '<p>Root.</p>' }],
      },
    } as unknown as ApiPageData;
    const md = apiPageMarkdown(page, 'https://docs.example.com');
    expect(md).toContain("```ts\nimport { Button } from '@mui/material';\n```");
    expect(md).toContain('- [Button](https://docs.example.com/material-ui/react-button/)');
    expect(md).toContain('| `children` (required) | `node` |   | The content. |');
    expect(md).toContain(
      "| `color` | `'primary' \\| 'error'` | `'primary'` | Deprecated. Colour & more. |",
    );
    expect(md).toContain(
      'Props of [ButtonBase](https://docs.example.com/material-ui/api/button-base/)',
    );
    expect(md).toContain('Theme key: `MuiButton`.');
    expect(md).toContain('| `.MuiButton-root` | `root` | Root. |');
    expect(md).not.toContain('## Slots');
  });

  it("adds a Joy UI component's CSS variables as tables", () => {
    const slot = (name: string) => ({ name, href: `#slots-${name}` });
    const page = {
      kind: 'api',
      title: 'Button API',
      description: 'Joy Button.',
      api: {
        name: 'Button',
        entryKind: 'component',
        packageName: '@mui/joy',
        demos: [],
        props: [],
        parameters: null,
        returnValue: null,
        inherits: null,
        themeName: 'JoyButton',
        slots: [],
        classes: [],
        cssVariables: {
          own: [
            {
              name: '--Button-minHeight',
              slots: [slot('root')],
              fallbacks: ['2rem', '2.25rem'],
              declaredOn: [],
            },
          ],
          others: [],
          forChildren: [{ name: '--Icon-fontSize', slots: [slot('root')] }],
        },
      },
    } as unknown as ApiPageData;
    const md = apiPageMarkdown(page, 'https://docs.example.com');
    expect(md).toContain('## CSS variables');
    expect(md).toContain('| `--Button-minHeight` | `root` | `2rem`, `2.25rem` |   |');
    expect(md).not.toContain('### Variables of other components it reads');
    expect(md).toContain('| `--Icon-fontSize` | `root` |');
  });
});

describe('llmsTxt', () => {
  it('lists pages per listed product with links to their Markdown and one-line summaries', () => {
    const text = llmsTxt('https://docs.example.com', [
      {
        route: '/joy-ui/react-button/',
        productId: 'joy-ui',
        title: 'Button',
        description: 'Joy\nbuttons.',
      },
      {
        route: '/material-ui/react-button/',
        productId: 'material-ui',
        title: 'Button',
        description: 'Buttons.',
      },
      {
        route: '/experiments/docs/',
        productId: 'docs-infra',
        title: 'Experiments',
        description: 'Hidden.',
      },
    ]);
    expect(text.startsWith('# MUI Docs\n')).toBe(true);
    expect(text.indexOf('## Material UI')).toBeLessThan(text.indexOf('## Joy UI'));
    expect(text).toContain(
      '- [Button](https://docs.example.com/joy-ui/react-button.md): Joy buttons.',
    );
    expect(text).not.toContain('Experiments');
    expect(text).not.toContain('## Base UI');
  });
});

describe('per-product llms.txt and llms-full.txt', () => {
  const pages = [
    {
      route: '/material-ui/react-button/',
      productId: 'material-ui',
      title: 'Button',
      description: 'B.',
    },
    {
      route: '/material-ui/react-chip/',
      productId: 'material-ui',
      title: 'Chip',
      description: 'C.',
    },
    {
      route: '/x/react-data-grid/',
      productId: 'x-data-grid',
      title: 'Data Grid',
      description: 'G.',
    },
  ];

  it('writes one llms.txt per product with pages, linked from /llms.txt', () => {
    const files = productLlmsFiles('https://docs.example.com', pages);
    expect([...files.keys()]).toEqual(['/material-ui/llms.txt', '/x/react-data-grid/llms.txt']);
    expect(files.get('/x/react-data-grid/llms.txt')).toContain(
      '- [Data Grid](https://docs.example.com/x/react-data-grid.md): G.',
    );
    expect(files.get('/x/react-data-grid/llms.txt')).not.toContain('Button');
    expect(llmsTxt('https://docs.example.com', pages)).toContain(
      '[Material UI](https://docs.example.com/material-ui/llms.txt)',
    );
  });

  it("puts every page's Markdown in llms-full.txt, in the order given", () => {
    const full = llmsFullTxt(pages, (page) => `# ${page.title}\n`);
    expect(full.indexOf('# Button')).toBeLessThan(full.indexOf('# Chip'));
    expect(full.indexOf('# Chip')).toBeLessThan(full.indexOf('# Data Grid'));
  });
});
