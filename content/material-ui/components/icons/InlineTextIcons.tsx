import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ScheduleIcon from '@mui/icons-material/Schedule';
import PlaceIcon from '@mui/icons-material/Place';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';

export default function InlineTextIcons() {
  return (
    <Stack spacing={2}>
      {/* Flex row: the icon and the text are centred on each other. */}
      <Typography
        variant="body2"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}
      >
        <ScheduleIcon fontSize="inherit" />
        Tuesday, 18:30–20:00
      </Typography>
      {/* Inside running text: an inline icon sized and shifted to sit on the text. */}
      <Typography variant="body1">
        Meet at the north entrance{' '}
        <PlaceIcon fontSize="inherit" sx={{ verticalAlign: '-0.125em' }} /> of the park; the south
        gate closes at 19:00{' '}
        <WarningAmberIcon
          fontSize="inherit"
          titleAccess="Warning"
          sx={{ verticalAlign: '-0.125em', color: 'warning.main' }}
        />
        .
      </Typography>
    </Stack>
  );
}
