import { describe, expect, it } from 'vitest';
import { controlOf, playgroundControls, unionMembers, type PropInfo } from './playgroundControls';

const prop = (name: string, type: string, defaultText: string | null = null): PropInfo => ({
  name,
  type,
  default: defaultText,
  deprecated: null,
});

describe('controlOf', () => {
  it('makes a switch of a boolean, default false unless the API says true', () => {
    expect(controlOf(prop('disabled', 'boolean', 'false'))).toEqual({
      kind: 'switch',
      name: 'disabled',
      default: false,
    });
    expect(controlOf(prop('ripple', 'boolean', 'true'))).toMatchObject({ default: true });
    expect(controlOf(prop('open', 'boolean'))).toMatchObject({ kind: 'switch', default: false });
  });

  it('makes a select of a union of string literals, with the default from the API', () => {
    expect(controlOf(prop('variant', "'contained' | 'outlined' | 'text'", "'text'"))).toEqual({
      kind: 'select',
      name: 'variant',
      options: ['contained', 'outlined', 'text'],
      default: 'text',
    });
    // Widened with string (a theme may add values): the literals are the options.
    expect(controlOf(prop('size', "'sm' | 'md' | string"))).toEqual({
      kind: 'select',
      name: 'size',
      options: ['sm', 'md'],
      default: null,
    });
  });

  it('makes number and text fields', () => {
    expect(controlOf(prop('max', 'number', '100'))).toEqual({
      kind: 'number',
      name: 'max',
      default: 100,
    });
    expect(controlOf(prop('step', 'number'))).toEqual({
      kind: 'number',
      name: 'step',
      default: null,
    });
    expect(controlOf(prop('href', 'string'))).toEqual({ kind: 'text', name: 'href', default: '' });
  });

  it('makes a children text field when the component takes a node, named after the component', () => {
    expect(controlOf(prop('children', 'React.ReactNode'), 'Button')).toEqual({
      kind: 'text',
      name: 'children',
      default: 'Button',
    });
    expect(controlOf(prop('children', 'React.ReactElement<unknown, any>'), 'Tooltip')).toBeNull();
  });

  it.each([
    ['onClick', 'React.MouseEventHandler'],
    ['renderInput', '(params: object) => React.ReactNode'],
    ['startIcon', 'React.ReactNode'],
    ['component', 'React.ElementType'],
    ['sx', 'SxProps<Theme>'],
    ['classes', 'Partial<ButtonClasses>'],
    ['slots', 'ButtonSlots'],
    ['slotProps', '{ root?: object }'],
    ['action', 'React.Ref<ButtonActions>'],
    ['marks', 'boolean | Mark[]'],
    ['value', 'number | number[]'],
    ['style', 'React.CSSProperties'],
    ['options', 'readonly string[]'],
    ['rootElementName', Array.from({ length: 30 }, (_, i) => `'tag${i}'`).join(' | ')],
  ])('leaves out %s (%s)', (name, type) => {
    expect(controlOf(prop(name, type))).toBeNull();
  });

  it('leaves out deprecated props', () => {
    expect(controlOf({ ...prop('disableElevation', 'boolean'), deprecated: '' })).toBeNull();
  });
});

describe('playgroundControls', () => {
  const props = [
    prop('variant', "'contained' | 'outlined' | 'text'", "'text'"),
    prop('disabled', 'boolean', 'false'),
    prop('children', 'React.ReactNode'),
    prop('size', "'small' | 'medium' | 'large'", "'medium'"),
    prop('onClick', 'React.MouseEventHandler'),
    prop('color', "'primary' | 'secondary'", "'primary'"),
    prop('fullWidth', 'boolean', 'false'),
    prop('href', 'string'),
  ];

  it('puts colour, size and variant first, then the rest alphabetically', () => {
    expect(playgroundControls(props, 'Button').map((control) => control.name)).toEqual([
      'color',
      'size',
      'variant',
      'children',
      'disabled',
      'fullWidth',
      'href',
    ]);
  });

  it('leaves out the props an override hides', () => {
    const names = playgroundControls(props, 'Button', ['href', 'size']).map((c) => c.name);
    expect(names).not.toContain('href');
    expect(names).not.toContain('size');
  });
});

describe('unionMembers', () => {
  it('splits only at the top level', () => {
    expect(unionMembers("'a' | { x: 'b' | 'c' } | Array<'d' | 'e'> | 'f|g'")).toEqual([
      "'a'",
      "{ x: 'b' | 'c' }",
      "Array<'d' | 'e'>",
      "'f|g'",
    ]);
  });
});
