import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import { applySolidInversion } from '@mui/joy/colorInversion';

export default function InvertedCustomSurface() {
  return (
    <Box
      sx={[
        {
          bgcolor: 'success.solidBg',
          color: 'common.white',
          borderRadius: 'md',
          p: 2.5,
          display: 'flex',
          flexDirection: 'column',
          gap: 1.5,
        },
        applySolidInversion('success'),
      ]}
    >
      <Typography level="title-md" textColor="inherit">
        Plot 14 · Allotment association
      </Typography>
      <Typography level="body-sm" textColor="inherit">
        Water is back on at the east taps. Seed swap on Sunday from ten in the shed.
      </Typography>
      <Switch
        defaultChecked
        endDecorator="Email me the weekly rota"
        slotProps={{ input: { 'aria-label': 'Email me the weekly rota' } }}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="solid">Book the rotavator</Button>
        <Button variant="outlined">Rota</Button>
        <Link href="#a-surface-of-your-own" underline="always">
          Association rules
        </Link>
      </Stack>
    </Box>
  );
}
