import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SendRounded from '@mui/icons-material/SendRounded';
import { ThemeProvider, type Theme } from '@mui/material/styles';

// Direction is the only change: colours and type come from the page around the demo.
const rtlTheme = (outer: Theme): Theme => ({ ...outer, direction: 'rtl' });

export default function RtlForm() {
  return (
    <ThemeProvider theme={rtlTheme}>
      <Box dir="rtl" lang="ar" sx={{ width: '100%', maxWidth: 420 }}>
        <Typography variant="h6" component="p" gutterBottom>
          تواصل معنا
        </Typography>
        <Stack spacing={2}>
          <TextField label="الاسم الكامل" defaultValue="ليلى حسن" size="small" />
          <TextField label="البريد الإلكتروني" type="email" size="small" />
          <Stack direction="row" spacing={1}>
            <Button variant="contained" endIcon={<SendRounded sx={{ transform: 'scaleX(-1)' }} />}>
              إرسال
            </Button>
            <Button>إلغاء</Button>
          </Stack>
        </Stack>
      </Box>
    </ThemeProvider>
  );
}
