import { describe, expect, it } from 'vitest';
import type { ApiPageData } from '@/model/pageData';
import { apiPageMarkdown, docsPageMarkdown, type DemoCode } from './pageMarkdown';
import { llmsTxt } from './llmsTxt';

const demoCode: DemoCode = (file, variant) =>
  file === 'Missing.tsx' ? null : `// ${file} in ${variant}\nexport default function Demo() {}`;

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
  it('inlines demos as code in the chosen variant and turns callouts into GitHub alerts', () => {
    const md = docsPageMarkdown({ title: 'Button', description: 'Buttons.' }, BODY, 'TS', demoCode);
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
    const md = docsPageMarkdown({ title: 'B', description: 'd' }, BODY, 'JS', demoCode);
    expect(md).toContain('```jsx title="BasicButtons.js"\n// BasicButtons.tsx in JS');
  });

  it('fences code that itself contains a fence with a longer one', () => {
    const md = docsPageMarkdown(
      { title: 'B', description: 'd' },
      '{{"demo": "X.tsx"}}',
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
