import { describe, expect, it } from 'vitest';
import { findDefaultStatements } from './defaultStatements';

const PROPS = new Set([
  'variant',
  'size',
  'color',
  'max',
  'maxItems',
  'enterDelay',
  'enterTouchDelay',
  'position',
  'severity',
  'viewBox',
  'rowGroupingColumnMode',
  'renderValue',
  'anchorOrigin',
  'rowHeight',
  'cols',
  'rows',
  'clearOnBlur',
  'spacing',
  'placement',
  'ratio',
  'sx',
]);
const find = (markdown: string) => findDefaultStatements(markdown, (name) => PROPS.has(name));
const pairs = (markdown: string) => find(markdown).map(({ prop, value }) => `${prop}=${value}`);

describe('findDefaultStatements', () => {
  it('reads "`prop` (default `value`)", also after other words in the parenthesis', () => {
    expect(
      pairs(
        "- `Badge`: `max` (default `99`), `variant` (`'standard'` | `'dot'`, default `'standard'`)",
      ),
    ).toEqual(['max=99', "variant='standard'"]);
    expect(pairs("`anchorOrigin` (default `{ vertical: 'top', horizontal: 'right' }`)")).toEqual([
      "anchorOrigin={ vertical: 'top', horizontal: 'right' }",
    ]);
  });

  it('reads a value marked "(default)", "by default" or "is the default" in an enumeration', () => {
    expect(pairs('`size` is `small`, `medium` (default) or `large`.')).toEqual(['size=medium']);
    expect(
      pairs('`variant` is `soft` (default, tinted), `solid`; `color` is `neutral` by default.'),
    ).toEqual(['variant=soft', 'color=neutral']);
    expect(pairs('`size` (`sm`, `md` by default, `lg`) sizes the field.')).toEqual(['size=md']);
  });

  it('reads "defaults to", "the default is" and "the default `prop` is"', () => {
    expect(pairs("- `position` defaults to `'bottom'`, which fixes the bar.")).toEqual([
      "position='bottom'",
    ]);
    expect(
      pairs('`severity` sets the colour: `info` or `error` (the default is `success`).'),
    ).toEqual(['severity=success']);
    expect(pairs('The default `viewBox` is `0 0 24 24`.')).toEqual(['viewBox=0 0 24 24']);
  });

  it('reads a clause opening with "the default is" as about the previous clause\'s one prop', () => {
    expect(pairs('`placement` accepts `top` and `bottom`; the default is `bottom`. Then.')).toEqual(
      ['placement=bottom'],
    );
    expect(pairs('`ratio` takes a number, `1` for a square. The default is `16/9`.')).toEqual([
      'ratio=16/9',
    ]);
    // Two props in the previous sentence: which one is meant is unclear, so nothing is read.
    expect(
      pairs('It passes `variant` and `size` to the buttons. The default is `outlined`.'),
    ).toEqual([]);
  });

  it('reads `prop="value"` next to "default"', () => {
    expect(pairs('- `variant="text"` is the default, for actions in cards.')).toEqual([
      'variant=text',
    ]);
    expect(pairs('`AppBar` defaults to `position="fixed"`, which pins it.')).toEqual([
      'position=fixed',
    ]);
    expect(
      pairs('By default (`rowGroupingColumnMode="single"`) the grid adds one column.'),
    ).toEqual(['rowGroupingColumnMode=single']);
    expect(
      pairs('`size="small"` suits lists (the default is `medium`, whatever the density).'),
    ).toEqual(['size=medium']);
  });

  it('reads bare numbers right after "default", or just before "by default" near the prop', () => {
    expect(
      pairs('`enterDelay` (default 100 ms) waits; `enterTouchDelay` (default\n700 ms) opens.'),
    ).toEqual(['enterDelay=100', 'enterTouchDelay=700']);
    expect(pairs('With more than `maxItems` items (8 by default), the trail collapses.')).toEqual([
      'maxItems=8',
    ]);
    // Too far from the prop to be about it.
    expect(pairs("`spacing` is a multiple of the theme's spacing unit (8px by default).")).toEqual(
      [],
    );
  });

  it('reads a union in a list item (a bar splits clauses only in tables)', () => {
    expect(
      pairs("- `Skeleton`: `variant` (`'text'` | `'circular'`, default `'text'`), `size`."),
    ).toEqual(["variant='text'"]);
  });

  it('does not give a value to a prop in a closed parenthesis, or past another name', () => {
    expect(pairs('(the root has `color="red"`) inside a box (an `<h3>` by default)')).toEqual([]);
    expect(pairs('`sx` for a `maxHeight` (`44vh` by default)')).toEqual([]);
  });

  it('gives the line of the value, across wrapped lines', () => {
    const markdown = [
      'Intro.',
      '',
      'Set the number of columns with `cols` (default `2`), the height of a row with `rowHeight` (default',
      "`'auto'`, following the image).",
    ].join('\n');
    expect(find(markdown)).toEqual([
      { prop: 'cols', value: '2', line: 3 },
      { prop: 'rowHeight', value: "'auto'", line: 4 },
    ]);
  });

  it('stays out of fenced code, other clauses, table cells and mere mentions', () => {
    const markdown = [
      '```tsx',
      '// `variant` (default `text`)',
      '```',
      '',
      '`size` is `small` or `large`. In dense mode, buttons default to `small`.',
      '',
      '| `color` | the colour | `primary` (default) |',
      '',
      'Type-ahead and the default `renderValue` read the label.',
      '',
      'Free solo fields (`clearOnBlur` is off) keep the text; the default `<hr>` is not allowed.',
      '',
      '`rows` is the data; the grid reads `color` by default.',
    ].join('\n');
    expect(pairs(markdown)).toEqual([]);
  });
});
