import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useColorScheme } from '@mui/material/styles';

export default function ColorSchemeSelect() {
  const { mode, systemMode, setMode } = useColorScheme();
  if (!mode) {
    // The stored choice is not known until the first client render.
    return (
      <Typography sx={{ color: 'text.secondary' }}>Reading your colour preference…</Typography>
    );
  }
  return (
    <FormControl>
      <FormLabel id="color-scheme-label">Appearance</FormLabel>
      <RadioGroup
        row
        aria-labelledby="color-scheme-label"
        value={mode}
        onChange={(event) => setMode(event.target.value as 'light' | 'dark' | 'system')}
      >
        <FormControlLabel value="system" control={<Radio />} label="System" />
        <FormControlLabel value="light" control={<Radio />} label="Light" />
        <FormControlLabel value="dark" control={<Radio />} label="Dark" />
      </RadioGroup>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {mode === 'system'
          ? `Following your system: ${systemMode ?? 'unknown'}.`
          : `Always ${mode}.`}
      </Typography>
    </FormControl>
  );
}
