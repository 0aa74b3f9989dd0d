import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';
import { amber } from '@mui/material/colors';

const colors = ['primary', 'secondary', 'success', 'error', 'action', 'disabled'] as const;

export default function IconSizesColors() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <StarIcon fontSize="small" />
        <StarIcon />
        <StarIcon fontSize="large" />
        <StarIcon sx={{ fontSize: 48 }} />
      </Stack>
      <Stack direction="row" spacing={2}>
        {colors.map((color) => (
          <StarIcon key={color} color={color} />
        ))}
        <StarIcon htmlColor={amber[600]} />
      </Stack>
      <Typography variant="h6" component="p" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <StarIcon fontSize="inherit" color="primary" />
        Follows the heading size with fontSize=&quot;inherit&quot;
      </Typography>
    </Stack>
  );
}
