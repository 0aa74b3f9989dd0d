import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';

// Announce the inputs as switches rather than checkboxes.
const switchRole = { role: 'switch' };

export default function SwitchLabels() {
  return (
    <FormGroup>
      <FormControlLabel control={<Switch defaultChecked inputProps={switchRole} />} label="Wi-Fi" />
      <FormControlLabel control={<Switch inputProps={switchRole} />} label="Airplane mode" />
      <FormControlLabel control={<Switch inputProps={switchRole} />} label="Location services" />
      <FormControlLabel
        disabled
        control={<Switch inputProps={switchRole} />}
        label="Hotspot (not on this plan)"
      />
    </FormGroup>
  );
}
