import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';

const colors = ['secondary', 'success', 'warning'] as const;

export default function SwitchSizesColors() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Switch
          size="small"
          defaultChecked
          inputProps={{ role: 'switch', 'aria-label': 'Small switch' }}
        />
        <Switch defaultChecked inputProps={{ role: 'switch', 'aria-label': 'Medium switch' }} />
        {colors.map((color) => (
          <Switch
            key={color}
            color={color}
            defaultChecked
            inputProps={{ role: 'switch', 'aria-label': `${color} switch` }}
          />
        ))}
      </Stack>
      <FormGroup sx={{ width: '100%', maxWidth: 320 }}>
        {['Auto-update apps', 'Back up photos', 'Battery saver'].map((label, index) => (
          <FormControlLabel
            key={label}
            control={<Switch defaultChecked={index !== 2} inputProps={{ role: 'switch' }} />}
            label={label}
            labelPlacement="start"
            sx={{ justifyContent: 'space-between', marginInlineStart: 0 }}
          />
        ))}
      </FormGroup>
    </Stack>
  );
}
