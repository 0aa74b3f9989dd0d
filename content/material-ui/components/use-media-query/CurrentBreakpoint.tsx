import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { Breakpoint, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';

// The widest breakpoint whose `up()` query matches. One hook call per breakpoint, always in the
// same order, so the rules of hooks hold.
function useBreakpointKey(): Breakpoint {
  const xl = useMediaQuery((theme: Theme) => theme.breakpoints.up('xl'));
  const lg = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));
  const md = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const sm = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  if (xl) {
    return 'xl';
  }
  if (lg) {
    return 'lg';
  }
  if (md) {
    return 'md';
  }
  return sm ? 'sm' : 'xs';
}

const columnsFor: Record<Breakpoint, number> = { xs: 1, sm: 2, md: 3, lg: 4, xl: 4 };

export default function CurrentBreakpoint() {
  const key = useBreakpointKey();

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="body2">Active breakpoint:</Typography>
      <Chip label={key} color="primary" size="small" />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {`the photo grid would use ${columnsFor[key]} column${columnsFor[key] > 1 ? 's' : ''}`}
      </Typography>
    </Stack>
  );
}
