import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';

export default function CheckboxLabels() {
  return (
    <FormGroup>
      <FormControlLabel control={<Checkbox defaultChecked />} label="Send me the weekly digest" />
      {/* `required` on the input, not on FormControlLabel: see the note on this page. */}
      <FormControlLabel
        control={<Checkbox inputProps={{ required: true }} />}
        label="I accept the terms of service (required)"
      />
      <FormControlLabel disabled control={<Checkbox />} label="Beta features (invite only)" />
      <FormControlLabel
        control={<Checkbox size="small" />}
        label="Remember this device"
        labelPlacement="end"
      />
    </FormGroup>
  );
}
