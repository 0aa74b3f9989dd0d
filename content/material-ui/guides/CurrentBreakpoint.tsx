import { useTheme, type Breakpoint } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const KEYS: Breakpoint[] = ['xs', 'sm', 'md', 'lg', 'xl'];

export default function CurrentBreakpoint() {
  const theme = useTheme();
  // One hook call per breakpoint, in a fixed order, so the rules of hooks hold.
  const matches = [
    useMediaQuery(theme.breakpoints.up('xs')),
    useMediaQuery(theme.breakpoints.up('sm')),
    useMediaQuery(theme.breakpoints.up('md')),
    useMediaQuery(theme.breakpoints.up('lg')),
    useMediaQuery(theme.breakpoints.up('xl')),
  ];
  const current = KEYS[matches.lastIndexOf(true)] ?? 'xs';

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', justifyContent: 'center' }}
      >
        {KEYS.map((key, index) => (
          <Chip
            key={key}
            label={`${key} ≥ ${theme.breakpoints.values[key]}px`}
            color={key === current ? 'primary' : 'default'}
            variant={matches[index] ? 'filled' : 'outlined'}
          />
        ))}
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        The window is in the <strong>{current}</strong> range. Resize it to watch the chips change.
      </Typography>
    </Stack>
  );
}
