import { describe, expect, it } from 'vitest';
import { headingsOf, replacementOf } from './apiPageData';
import type { ApiEntry, ApiProp } from './types';

const prop = (name: string, deprecated: string | null = null): ApiProp => ({
  name,
  type: 'string',
  required: false,
  default: null,
  description: '',
  deprecated,
});

describe('replacementOf', () => {
  it('reads the code a @deprecated tag names', () => {
    expect(
      replacementOf('Use `slots.transition` instead. This prop will be removed in v7.'),
    ).toEqual({ text: 'slots.transition', code: true });
    expect(replacementOf('use the `slotProps` prop instead.')).toEqual({
      text: 'slotProps',
      code: true,
    });
  });

  it('falls back to the words between "use" and "instead", and to nothing', () => {
    expect(replacementOf('Use flex parent container instead: https://mui.com/x/')).toEqual({
      text: 'flex parent container',
      code: false,
    });
    expect(replacementOf('')).toBeNull();
    expect(replacementOf(null)).toBeNull();
    expect(replacementOf('Will be removed.')).toBeNull();
  });
});

describe('headingsOf', () => {
  it('lists a component’s props under Props, in page order, deprecated ones marked', () => {
    const entry = {
      kind: 'component',
      name: 'Accordion',
      props: [prop('children'), prop('TransitionComponent', 'Use `slots.transition` instead.')],
      inherits: 'Paper',
      themeName: 'MuiAccordion',
      slots: [],
      classes: [],
    } as unknown as ApiEntry;
    const headings = headingsOf(entry, true);
    expect(headings.map((heading) => heading.id)).toEqual([
      'demos',
      'import',
      'props',
      'inheritance',
      'theme-default-props',
    ]);
    expect(headings.find((heading) => heading.id === 'props')!.members).toEqual([
      { id: 'props-children', text: 'children', deprecated: false },
      { id: 'props-TransitionComponent', text: 'TransitionComponent', deprecated: true },
    ]);
    expect(headings.find((heading) => heading.id === 'import')!.members).toBeUndefined();
  });

  it('lists a hook’s parameters and return value', () => {
    const entry = {
      kind: 'hook',
      name: 'useButton',
      props: [],
      parameters: [prop('disabled')],
      returnValue: [prop('getRootProps')],
      inherits: null,
      themeName: null,
      slots: [],
      classes: [],
    } as unknown as ApiEntry;
    const members = headingsOf(entry, false).map((heading) => heading.members?.[0]?.id);
    expect(members).toEqual([undefined, 'parameters-disabled', 'return-value-getRootProps']);
  });
});
