import { beforeAll, describe, expect, it } from 'vitest';
import { createCodeChecker, type CodeAnalysis } from './checkCode';
import { MAX_HOVER_TEXT, MAX_HOVERS_PER_BLOCK } from './codeHovers';

const ROUTER_LINK = `import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';

<>
  <Button href="/pricing">See pricing</Button>
  <Button component={RouterLink} to="/signup" variant="contained">
    Sign up
  </Button>
</>;`;

const THEME = `import { createTheme } from '@mui/material/styles';
import * as React from 'react';

const theme = createTheme({ palette: { primary: { main: '#1976d2' } } });
const gap = theme.spacing(2);
const count = 1;
function twice(value: number) {
  return value * 2;
}
export default function Demo() {
  const [open, setOpen] = React.useState(false);
  return <div className="demo">{twice(count) + gap + String(open) + String(setOpen)}</div>;
}`;

const MANY_PROPS = `import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

<Stack direction="row" spacing={1} useFlexGap>
  <Button variant="text" size="small" color="primary" disabled disableElevation fullWidth
    disableRipple disableFocusRipple href="/a" type="button">Go</Button>
</Stack>;`;

const blocks = [ROUTER_LINK, THEME, MANY_PROPS];
/** The identifier and its popup text, in the code's order. */
let hovers: [string, string][][];

// One TypeScript program for the three blocks: seconds on a busy machine.
beforeAll(() => {
  const results: CodeAnalysis[] = createCodeChecker().analyseAll(
    blocks.map((code) => ({ code, lang: 'tsx' })),
  );
  expect(results.map((result) => result.diagnostics)).toEqual([[], [], []]);
  hovers = results.map((result, index) =>
    result.hovers.map((hover) => [blocks[index]!.slice(hover.start, hover.end), hover.text]),
  );
}, 120_000);

describe('codeHovers', () => {
  it('explains the package names, once each, and the props a reader passes', () => {
    expect(hovers[0]).toEqual([
      ['Button', '(alias) const Button: ExtendButtonBase<ButtonTypeMap<{}, "button">>'],
      ['href', '(property) href: string'],
      [
        'variant',
        // A union's members come in the order the program met them.
        expect.stringMatching(
          /^\(property\) ButtonOwnProps\.variant\?: OverridableStringUnion<("text"|"outlined"|"contained")( \| ("text"|"outlined"|"contained")){2}, ButtonPropsVariantOverrides> \| undefined$/,
        ),
      ],
    ]);
  });

  it('reads a prop as the component declares it when another prop from an untyped package makes the props `any`', () => {
    // `component={RouterLink}`: RouterLink is `any` here (react-router-dom is not installed), and
    // so is `component`, which is left out; `to` is no prop of Button's.
    const names = hovers[0]!.map(([name]) => name);
    expect(names).not.toContain('component');
    expect(names).not.toContain('RouterLink');
    expect(names).not.toContain('to');
  });

  it('explains options, calls and the block’s own values of package types, and nothing of its own', () => {
    expect(Object.fromEntries(hovers[1]!)).toEqual({
      createTheme: expect.stringMatching(/^\(alias\) function createTheme\(options\?: /),
      theme: 'const theme: Theme',
      palette: '(property) palette?: PaletteOptions | undefined',
      primary: '(property) PaletteOptions.primary?: PaletteColorOptions | undefined',
      main: '(property) SimplePaletteColorOptions.main: string',
      spacing:
        '(property) Theme.spacing: Spacing\n(value: SpacingArgument) => string (+4 overloads)',
      setOpen: 'const setOpen: React.Dispatch<React.SetStateAction<boolean>>',
      useState: expect.stringMatching(/^function React\.useState<boolean>\(/),
    });
    // Not: the namespace React, own functions and values (`count`, `twice`, `Demo`, `open` is a
    // boolean), the DOM's `div` and `className`, literals and keywords.
  });

  it('cuts a long display', () => {
    const createTheme = hovers[1]!.find(([name]) => name === 'createTheme')![1];
    expect(createTheme).toHaveLength(MAX_HOVER_TEXT);
    expect(createTheme.endsWith('…')).toBe(true);
  });

  it('keeps at most the limit per block, props before names', () => {
    expect(hovers[2]).toHaveLength(MAX_HOVERS_PER_BLOCK);
    const names = hovers[2]!.map(([name]) => name);
    expect(names).not.toContain('Button');
    expect(names).not.toContain('Stack');
    expect(names.slice(0, 3)).toEqual(['direction', 'spacing', 'useFlexGap']);
  });
});
