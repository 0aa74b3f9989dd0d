import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import DarkModeRounded from '@mui/icons-material/DarkModeRounded';
import LightModeRounded from '@mui/icons-material/LightModeRounded';

export default function SwitchTrackContent() {
  return (
    <Stack direction="row" spacing={4} sx={{ alignItems: 'center' }}>
      <Switch
        slotProps={{
          input: { 'aria-label': 'Dark theme' },
          thumb: ({ checked }) => ({
            children: checked ? <DarkModeRounded /> : <LightModeRounded />,
          }),
        }}
        sx={{
          '--Switch-thumbSize': '24px',
          '--Switch-trackWidth': '52px',
          '--Switch-trackHeight': '30px',
        }}
      />
      <Switch
        color="success"
        defaultChecked
        slotProps={{
          input: { 'aria-label': 'Auto-renew' },
          track: {
            children: (
              <>
                <Typography component="span" level="inherit" sx={{ marginInlineStart: '8px' }}>
                  On
                </Typography>
                <Typography component="span" level="inherit" sx={{ marginInlineEnd: '6px' }}>
                  Off
                </Typography>
              </>
            ),
          },
        }}
        sx={{
          '--Switch-thumbSize': '27px',
          '--Switch-trackWidth': '64px',
          '--Switch-trackHeight': '31px',
          '& .MuiSwitch-track': {
            justifyContent: 'space-between',
            fontSize: 'xs',
            fontWeight: 'lg',
          },
        }}
      />
    </Stack>
  );
}
