import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createSvgIcon } from '@mui/material/utils';

const KettleIcon = createSvgIcon(
  <path d="M6 8h10l1 11H5L6 8zm2-4h6v2H8V4zm9 5h2a2 2 0 0 1 0 4h-1.6l-.2-2H19V11h-2V9z" />,
  'Kettle',
);

export default function BoilWaterHint() {
  return (
    <Stack spacing={1.5}>
      {/* The same props as any Material Icon: fontSize, color and sx. */}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-end' }}>
        <KettleIcon fontSize="small" color="action" />
        <KettleIcon color="primary" />
        <KettleIcon fontSize="large" sx={{ color: 'success.main' }} />
      </Stack>
      <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <KettleIcon fontSize="small" color="action" />
        Boil the water before use until further notice.
      </Typography>
    </Stack>
  );
}
