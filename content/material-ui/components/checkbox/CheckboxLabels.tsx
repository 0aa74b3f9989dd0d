import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';

export default function CheckboxLabels() {
  return (
    <FormGroup>
      <FormControlLabel control={<Checkbox defaultChecked />} label="Send me the weekly digest" />
      <FormControlLabel required control={<Checkbox />} label="I accept the terms of service" />
      <FormControlLabel disabled control={<Checkbox />} label="Beta features (invite only)" />
      <FormControlLabel
        control={<Checkbox size="small" />}
        label="Remember this device"
        labelPlacement="end"
      />
    </FormGroup>
  );
}
