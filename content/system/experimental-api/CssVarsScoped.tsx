import * as React from 'react';
import Box from '@mui/system/Box';
import { unstable_createGetCssVar as createGetCssVar } from '@mui/system';

type Token = 'accent' | 'accent-text' | 'surface';

// Reads --ticket-accent etc., with a fallback when the variable is not defined.
const getCssVar = createGetCssVar<Token>('ticket');

const themes = [
  { name: 'Default (fallbacks)', style: {} },
  {
    name: 'Night train',
    style: {
      '--ticket-accent': '#283593',
      '--ticket-accent-text': '#fff',
      '--ticket-surface': '#e8eaf6',
    },
  },
  {
    name: 'Coastal line',
    style: {
      '--ticket-accent': '#00796b',
      '--ticket-accent-text': '#fff',
      '--ticket-surface': '#e0f2f1',
    },
  },
];

export default function CssVarsScoped() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {themes.map((theme) => (
        <Box
          key={theme.name}
          style={theme.style as React.CSSProperties}
          sx={{
            width: 180,
            borderRadius: 1,
            overflow: 'hidden',
            border: 1,
            borderColor: 'divider',
            bgcolor: getCssVar('surface', '#f5f5f5'),
            color: '#1b1b1b',
            fontSize: 13,
          }}
        >
          <Box
            sx={{
              px: 1.5,
              py: 1,
              bgcolor: getCssVar('accent', '#616161'),
              color: getCssVar('accent-text', '#fff'),
            }}
          >
            {theme.name}
          </Box>
          <Box sx={{ px: 1.5, py: 1 }}>
            <code>{getCssVar('accent', '#616161')}</code>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
