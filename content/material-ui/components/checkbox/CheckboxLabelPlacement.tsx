import Stack from '@mui/material/Stack';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';

const finishing = ['Duplex', 'Colour', 'Staple', 'Hole punch'];

const alerts = [
  { label: 'Paper tray is low', checked: true },
  { label: 'Toner below 10 %', checked: true },
  { label: 'Job finished', checked: false },
];

export default function CheckboxLabelPlacement() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 360 }}>
      <FormControl component="fieldset">
        <FormLabel component="legend">Finishing</FormLabel>
        {/* Labels above the boxes keep a row of short options compact and aligned. */}
        <FormGroup row>
          {finishing.map((option) => (
            <FormControlLabel
              key={option}
              control={<Checkbox defaultChecked={option === 'Duplex'} />}
              label={option}
              labelPlacement="top"
            />
          ))}
        </FormGroup>
      </FormControl>
      <FormControl component="fieldset">
        <FormLabel component="legend">Email me when</FormLabel>
        {/* Label first, box at the far end: a settings list read like a table. */}
        <FormGroup>
          {alerts.map((alert) => (
            <FormControlLabel
              key={alert.label}
              control={<Checkbox defaultChecked={alert.checked} />}
              label={alert.label}
              labelPlacement="start"
              sx={{ justifyContent: 'space-between', marginInline: 0 }}
            />
          ))}
        </FormGroup>
      </FormControl>
    </Stack>
  );
}
