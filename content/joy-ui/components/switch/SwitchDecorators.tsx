import Box from '@mui/joy/Box';
import Switch from '@mui/joy/Switch';
import DarkModeRounded from '@mui/icons-material/DarkModeRounded';
import LightModeRounded from '@mui/icons-material/LightModeRounded';

export default function SwitchDecorators() {
  return (
    <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', alignItems: 'center' }}>
      <Switch
        defaultChecked
        slotProps={{ input: { 'aria-label': 'Public profile' } }}
        startDecorator="Private"
        endDecorator="Public"
      />
      <Switch
        size="lg"
        slotProps={{
          input: { 'aria-label': 'Dark theme' },
          thumb: ({ checked }) => ({
            children: checked ? <DarkModeRounded /> : <LightModeRounded />,
          }),
        }}
        sx={{ '--Switch-thumbSize': '26px' }}
      />
      <Switch
        color="success"
        defaultChecked
        slotProps={{ input: { 'aria-label': 'Sync' } }}
        endDecorator={({ checked }) => (checked ? 'Sync on' : 'Sync off')}
      />
      <Switch
        readOnly
        checked
        slotProps={{ input: { 'aria-label': 'Required backups (read only)' } }}
      />
    </Box>
  );
}
