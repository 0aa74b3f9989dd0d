import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AlarmIcon from '@mui/icons-material/Alarm';

const sizes = ['small', 'medium', 'large'] as const;
const colours = ['action', 'primary', 'secondary', 'success', 'error', 'disabled'] as const;

export default function IconSizesColours() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-end' }}>
        {sizes.map((size) => (
          <AlarmIcon key={size} fontSize={size} />
        ))}
        <AlarmIcon sx={{ fontSize: 48, color: 'warning.main' }} />
      </Stack>
      <Stack direction="row" spacing={2}>
        {colours.map((colour) => (
          <AlarmIcon key={colour} color={colour} />
        ))}
      </Stack>
      {/* fontSize="inherit" follows the text around it. */}
      <Typography variant="h5" component="p">
        <AlarmIcon fontSize="inherit" sx={{ verticalAlign: '-0.125em' }} /> Wake-up call at 06:30
      </Typography>
      {/* titleAccess turns the icon into an image with a name: use it when nothing else says it. */}
      <Typography>
        Reminder set <AlarmIcon titleAccess="with an alarm" fontSize="small" color="primary" />
      </Typography>
    </Stack>
  );
}
