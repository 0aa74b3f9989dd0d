import * as React from 'react';
import Chip from '@mui/material/Chip';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

/** A stand-in for window.matchMedia that answers min-width queries for a chosen width. */
function matchMediaAt(width: number) {
  return (query: string): MediaQueryList => ({
    matches: Number(/min-width:\s*([\d.]+)px/.exec(query)?.[1] ?? Infinity) <= width,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

export default function PretendWidth() {
  const theme = useTheme();
  const [width, setWidth] = React.useState(1024);
  // A new function for each width: the hook evaluates the query again with it.
  const matchMedia = React.useMemo(() => matchMediaAt(width), [width]);

  const sm = useMediaQuery(theme.breakpoints.up('sm'), { matchMedia });
  const md = useMediaQuery(theme.breakpoints.up('md'), { matchMedia });
  const lg = useMediaQuery(theme.breakpoints.up('lg'), { matchMedia });

  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <Typography id="pretend-width-label" variant="body2">
        Pretend the window is {width}px wide
      </Typography>
      <Slider
        aria-labelledby="pretend-width-label"
        min={320}
        max={1600}
        step={16}
        value={width}
        onChange={(event, value) => setWidth(value as number)}
      />
      <Stack direction="row" spacing={1}>
        {(
          [
            ['up(sm)', sm],
            ['up(md)', md],
            ['up(lg)', lg],
          ] as const
        ).map(([label, matches]) => (
          <Chip
            key={label}
            label={`${label}: ${matches ? 'matches' : 'no match'}`}
            color={matches ? 'success' : 'default'}
            variant={matches ? 'filled' : 'outlined'}
          />
        ))}
      </Stack>
    </Stack>
  );
}
