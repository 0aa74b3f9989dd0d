import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';

export default function SwitchesGroup() {
  const [settings, setSettings] = React.useState({
    notifications: true,
    sounds: false,
    preview: true,
  });

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    setSettings({ ...settings, [event.target.name]: event.target.checked });
  };

  return (
    <FormControl component="fieldset" variant="standard">
      <FormLabel component="legend">Notifications</FormLabel>
      <FormGroup>
        <FormControlLabel
          control={
            <Switch
              checked={settings.notifications}
              onChange={handleChange}
              name="notifications"
              inputProps={{ role: 'switch' }}
            />
          }
          label="Allow notifications"
        />
        <FormControlLabel
          control={
            <Switch
              checked={settings.sounds}
              onChange={handleChange}
              name="sounds"
              inputProps={{ role: 'switch' }}
            />
          }
          label="Play sounds"
        />
        <FormControlLabel
          disabled={!settings.notifications}
          control={
            <Switch
              checked={settings.preview}
              onChange={handleChange}
              name="preview"
              inputProps={{ role: 'switch' }}
            />
          }
          label="Show message previews"
        />
      </FormGroup>
      <FormHelperText>
        {settings.notifications
          ? 'Changes apply immediately.'
          : 'Previews need notifications to be allowed.'}
      </FormHelperText>
    </FormControl>
  );
}
