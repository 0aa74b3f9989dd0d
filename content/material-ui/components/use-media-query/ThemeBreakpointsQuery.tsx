import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';

function Row({ label, matches }: { label: string; matches: boolean }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
      <Box component="code" sx={{ fontSize: '0.875rem' }}>
        {label}
      </Box>
      <Typography
        variant="body2"
        sx={{ fontWeight: 'bold', color: matches ? 'success.main' : 'text.secondary' }}
      >
        {matches ? 'matches' : 'no match'}
      </Typography>
    </Stack>
  );
}

export default function ThemeBreakpointsQuery() {
  const upSm = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  const downMd = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const onlyLg = useMediaQuery((theme: Theme) => theme.breakpoints.only('lg'));
  const betweenMdXl = useMediaQuery((theme: Theme) => theme.breakpoints.between('md', 'xl'));

  return (
    <Stack spacing={1} sx={{ maxWidth: 360 }}>
      <Row label="breakpoints.up('sm')" matches={upSm} />
      <Row label="breakpoints.down('md')" matches={downMd} />
      <Row label="breakpoints.only('lg')" matches={onlyLg} />
      <Row label="breakpoints.between('md', 'xl')" matches={betweenMdXl} />
    </Stack>
  );
}
