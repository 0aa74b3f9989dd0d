import Breadcrumbs from '@mui/material/Breadcrumbs';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function RtlMixedText() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <Breadcrumbs aria-label="Breadcrumb">
        <Link underline="hover" color="inherit" href="#rtl-mixed-text">
          Home
        </Link>
        <Link underline="hover" color="inherit" href="#rtl-mixed-text">
          <span lang="ar">الإعدادات</span>
        </Link>
        <Typography sx={{ color: 'text.primary' }}>
          <span lang="he">הגדרות</span> (Settings)
        </Typography>
      </Breadcrumbs>
      <Typography>
        <span lang="ar">مرحبا بالعالم</span> — Hello world — <span lang="he">שלום עולם</span>,
        version 6.1.9.
      </Typography>
      <TextField
        label="Price"
        defaultValue="120"
        slotProps={{
          input: { startAdornment: <InputAdornment position="start">USD</InputAdornment> },
        }}
      />
      <Slider aria-label="Volume" defaultValue={30} />
    </Stack>
  );
}
