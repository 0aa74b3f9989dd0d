import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { ApiProductDocs } from '../api/apiDocs';
import type { ApiEntry, ApiProp } from '../api/types';
import { readContentPage } from '../content/readPage';
import { ContentError } from '../../contentError';
import {
  checkProseDefaults,
  checkProseDefaultsStep,
  isComparableDefault,
  normaliseValue,
  type PageWithComponents,
} from './checkProseDefaults';

const prop = (name: string, value: string | null): ApiProp => ({
  name,
  type: 'string',
  required: false,
  default: value,
  description: '',
  deprecated: null,
});

const entry = (name: string, props: ApiProp[], inherits: string | null = null): ApiEntry => ({
  kind: 'component',
  name,
  slug: name.toLowerCase(),
  packageName: '@mui/material',
  pathImport: `@mui/material/${name}`,
  description: '',
  props,
  inherits,
  forwardsRef: true,
  themeName: `Mui${name}`,
  slots: [],
  classes: [],
});

const DOCS: ApiProductDocs[] = [
  {
    productId: 'material-ui',
    packages: [
      {
        packageName: '@mui/material',
        version: '6.1.9',
        entries: [
          entry(
            'Button',
            [
              prop('variant', "'text'"),
              prop('size', "'medium'"),
              prop('color', "'primary'"),
              prop('href', null),
            ],
            'ButtonBase',
          ),
          entry('ButtonBase', [prop('centerRipple', 'false'), prop('tabIndex', '0')]),
          entry('ButtonGroup', [prop('variant', "'outlined'"), prop('size', "'medium'")]),
          entry('Autocomplete', [prop('clearOnBlur', '!props.freeSolo')]),
          entry('Badge', [
            prop('anchorOrigin', "{\nvertical: 'top',\nhorizontal: 'right',\n}"),
            prop('max', '99'),
          ]),
        ],
      },
    ],
  },
];

const page = (markdown: string, components: string[]): PageWithComponents => ({
  file: 'content/material-ui/components/x/x.md',
  markdown,
  markdownLine: 4,
  frameProductId: 'material-ui',
  components,
});

describe('normaliseValue and isComparableDefault', () => {
  it('reads quotes, spaces and trailing commas the same way', () => {
    expect(normaliseValue("'text'")).toBe('text');
    expect(normaliseValue('"text"')).toBe('text');
    expect(normaliseValue("{\nvertical: 'top',\nhorizontal: 'right',\n}")).toBe(
      normaliseValue("{ vertical: 'top', horizontal: 'right' }"),
    );
  });

  it('leaves expressions out', () => {
    expect(isComparableDefault("'text'")).toBe(true);
    expect(isComparableDefault('Fade')).toBe(true);
    expect(isComparableDefault('!props.freeSolo')).toBe(false);
    expect(isComparableDefault('(more) => `+${more}`')).toBe(false);
    expect(isComparableDefault('<ClearIcon />')).toBe(false);
  });
});

describe('checkProseDefaults', () => {
  it('accepts stated defaults that match, also of inherited props', () => {
    const report = checkProseDefaults(
      [
        page(
          '`variant` is `text` (default), `size` is `medium` by default and `tabIndex` (default `0`).',
          ['Button'],
        ),
      ],
      DOCS,
    );
    expect(report).toEqual({ found: 3, checked: 3, mismatches: [] });
  });

  it('reports a wrong default with its file and line, naming the true one', () => {
    const report = checkProseDefaults(
      [page('Intro.\n\n`size` is `small`, `medium` or `large` (default).', ['Button'])],
      DOCS,
    );
    expect(report.mismatches).toEqual([
      {
        file: 'content/material-ui/components/x/x.md',
        line: 7,
        message:
          "the default of `size` is stated as `large`, but Button's is `'medium'` (@mui/material)",
      },
    ]);
  });

  it('accepts a value any documented component with that prop has (Button and ButtonGroup)', () => {
    const markdown =
      'The group takes `variant` (default `outlined`); a button `variant` (default `text`).';
    expect(
      checkProseDefaults([page(markdown, ['Button', 'ButtonGroup'])], DOCS).mismatches,
    ).toEqual([]);
    expect(checkProseDefaults([page(markdown, ['Button'])], DOCS).mismatches).toHaveLength(1);
  });

  it('skips props without a default, expression defaults, and components the page does not document', () => {
    const report = checkProseDefaults(
      [
        page('`href` (default `#`), `clearOnBlur` defaults to `false`.', [
          'Button',
          'Autocomplete',
        ]),
        page('`max` (default `100`)', ['Button']),
      ],
      DOCS,
    );
    expect(report).toEqual({ found: 2, checked: 0, mismatches: [] });
  });

  it('compares object defaults whatever their spacing', () => {
    const report = checkProseDefaults(
      [page("`anchorOrigin` (default `{ vertical: 'top', horizontal: 'right' }`)", ['Badge'])],
      DOCS,
    );
    expect(report).toEqual({ found: 1, checked: 1, mismatches: [] });
  });
});

describe('the generate step on a fixture page', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'prose-defaults-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('fails naming the file and the line of a wrong default', () => {
    const dir = path.join(root, 'content', 'material-ui', 'components', 'button');
    fs.mkdirSync(dir, { recursive: true });
    const absolute = path.join(dir, 'button.md');
    fs.writeFileSync(
      absolute,
      [
        '---',
        'title: Button',
        'description: A fixture page that states a wrong default.',
        'components: Button, ButtonGroup',
        '---',
        '',
        '## Basics',
        '',
        '`variant="text"` is the default. `size` is `small`, `medium` (default) or `large`.',
        '',
        "- `Button`: `color` (default `'secondary'`), `href`.",
        '',
      ].join('\n'),
    );
    const content = readContentPage(absolute, 'material-ui', root);
    const fixture: PageWithComponents = {
      file: path.relative(root, absolute),
      markdown: content.markdown,
      markdownLine: content.markdownLine,
      frameProductId: 'material-ui',
      components: ['Button', 'ButtonGroup'],
    };
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    let error: unknown;
    try {
      checkProseDefaultsStep([fixture], DOCS);
    } catch (thrown) {
      error = thrown;
    }
    expect(log).toHaveBeenCalledWith(expect.stringContaining('3 stated prop defaults'));
    log.mockRestore();
    expect(error).toBeInstanceOf(ContentError);
    expect((error as Error).message).toContain(
      "content/material-ui/components/button/button.md:11: the default of `color` is stated as `'secondary'`, but Button's is `'primary'`",
    );
    expect((error as Error).message).not.toContain('button.md:9');
  });
});
