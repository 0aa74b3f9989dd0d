import type * as React from 'react';
import Box from '@mui/system/Box';
import { unstable_cssVarsParser as cssVarsParser } from '@mui/system';

const tokens = {
  palette: { accent: '#0b6bcb', surface: '#eef5fc', text: '#0c2a4a' },
  radius: { md: 10 },
};

const { css, vars } = cssVarsParser(tokens, { prefix: 'acme' });

export default function CssVarsParser() {
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2, width: 1 }}
    >
      <Box
        component="pre"
        sx={{
          m: 0,
          p: 2,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          fontSize: 12,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          color: 'text.primary',
        }}
      >
        {Object.entries(css)
          .map(([name, value]) => `${name}: ${value};`)
          .join('\n')}
        {'\n\nvars.palette.accent → '}
        {vars.palette.accent}
      </Box>
      <Box style={css as React.CSSProperties}>
        <Box
          sx={{
            p: 2,
            bgcolor: vars.palette.surface,
            color: vars.palette.text,
            borderRadius: vars.radius.md,
            borderInlineStart: '6px solid',
            borderColor: vars.palette.accent,
          }}
        >
          <Box sx={{ fontWeight: 'fontWeightBold' }}>Styled only with var() references</Box>
          <Box sx={{ fontSize: 14 }}>
            The declarations on the wrapper define the values; this card reads them.
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
