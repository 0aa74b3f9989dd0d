import { describe, expect, it } from 'vitest';
import type { PlaygroundControl } from '@/model/playground';
import { changeProp, jsxAttribute, playgroundJsx, type ChangedProps } from './playgroundCode';

const variant: PlaygroundControl = {
  kind: 'select',
  name: 'variant',
  options: ['contained', 'outlined', 'text'],
  default: 'text',
};
const color: PlaygroundControl = {
  kind: 'select',
  name: 'color',
  options: ['primary', 'secondary'],
  default: 'primary',
};
const disabled: PlaygroundControl = { kind: 'switch', name: 'disabled', default: false };
const ripple: PlaygroundControl = { kind: 'switch', name: 'ripple', default: true };
const max: PlaygroundControl = { kind: 'number', name: 'max', default: 100 };
const href: PlaygroundControl = { kind: 'text', name: 'href', default: '' };

describe('changeProp', () => {
  it('keeps only props that differ from their default, in the order first changed', () => {
    let changed: ChangedProps = [];
    changed = changeProp(changed, variant, 'outlined');
    changed = changeProp(changed, color, 'secondary');
    changed = changeProp(changed, variant, 'contained');
    expect(changed).toEqual([
      ['variant', 'contained'],
      ['color', 'secondary'],
    ]);
    changed = changeProp(changed, variant, 'text');
    expect(changed).toEqual([['color', 'secondary']]);
  });

  it('drops a cleared field and a switch back at its default', () => {
    expect(changeProp([['href', '/x']], href, '')).toEqual([]);
    expect(changeProp([['disabled', true]], disabled, false)).toEqual([]);
    expect(changeProp([], ripple, false)).toEqual([['ripple', false]]);
    expect(changeProp([['max', 10]], max, null)).toEqual([]);
  });
});

describe('jsxAttribute', () => {
  it('writes strings, booleans and numbers as JSX does', () => {
    expect(jsxAttribute('variant', 'outlined')).toBe('variant="outlined"');
    expect(jsxAttribute('disabled', true)).toBe('disabled');
    expect(jsxAttribute('ripple', false)).toBe('ripple={false}');
    expect(jsxAttribute('max', 10)).toBe('max={10}');
    expect(jsxAttribute('title', 'Say "hi"')).toBe('title={"Say \\"hi\\""}');
  });
});

describe('playgroundJsx', () => {
  it('shows the changed props and the children', () => {
    expect(
      playgroundJsx(
        'Button',
        [
          ['variant', 'outlined'],
          ['color', 'secondary'],
        ],
        'Button',
      ),
    ).toBe('<Button variant="outlined" color="secondary">Button</Button>');
  });

  it('closes an element without children, and writes the defaults as a bare tag', () => {
    expect(playgroundJsx('Slider', [], null)).toBe('<Slider />');
    expect(playgroundJsx('Slider', [['disabled', true]], null)).toBe('<Slider disabled />');
  });

  it('escapes children that JSX would read as code', () => {
    expect(playgroundJsx('Chip', [], 'a {b}')).toBe('<Chip>{"a {b}"}</Chip>');
  });

  it('uses sample children written as JSX when given', () => {
    expect(playgroundJsx('Tooltip', [], null, '<button>Hi</button>')).toBe(
      '<Tooltip><button>Hi</button></Tooltip>',
    );
  });

  it('puts one attribute per line when the element is long', () => {
    const code = playgroundJsx(
      'Button',
      [
        ['variant', 'outlined'],
        ['color', 'secondary'],
        ['href', 'https://example.com/a/long/path'],
      ],
      'Button',
    );
    expect(code).toBe(
      [
        '<Button',
        '  variant="outlined"',
        '  color="secondary"',
        '  href="https://example.com/a/long/path"',
        '>',
        '  Button',
        '</Button>',
      ].join('\n'),
    );
  });
});
