import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

export default function CurrentBreakpoint() {
  const theme = useTheme();
  const matches = {
    xs: useMediaQuery(theme.breakpoints.up('xs')),
    sm: useMediaQuery(theme.breakpoints.up('sm')),
    md: useMediaQuery(theme.breakpoints.up('md')),
    lg: useMediaQuery(theme.breakpoints.up('lg')),
    xl: useMediaQuery(theme.breakpoints.up('xl')),
  };
  return (
    <Stack
      spacing={1.5}
      sx={{
        p: 2,
        boxSizing: 'border-box',
        minHeight: '100vh',
        bgcolor: 'background.default',
        color: 'text.primary',
      }}
    >
      <Typography variant="body2">Breakpoints this frame matches with up():</Typography>
      <Stack direction="row" spacing={1}>
        {Object.entries(matches).map(([key, match]) => (
          <Chip
            key={key}
            label={key}
            color={match ? 'primary' : 'default'}
            variant={match ? 'filled' : 'outlined'}
          />
        ))}
      </Stack>
    </Stack>
  );
}
