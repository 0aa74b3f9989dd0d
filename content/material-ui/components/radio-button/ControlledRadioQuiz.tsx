import * as React from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

const CORRECT = 'jupiter';

export default function ControlledRadioQuiz() {
  const [value, setValue] = React.useState('');
  const [helperText, setHelperText] = React.useState('Choose wisely.');
  const [error, setError] = React.useState(false);
  const labelId = React.useId();

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    setValue(event.target.value);
    setHelperText(' ');
    setError(false);
  };

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (value === '') {
      setHelperText('Please select an option.');
      setError(true);
    } else if (value === CORRECT) {
      setHelperText('Right: Jupiter is more than twice as massive as all the other planets.');
      setError(false);
    } else {
      setHelperText('Not this one. Try again.');
      setError(true);
    }
  };

  return (
    <form onSubmit={handleSubmit}>
      <FormControl error={error} variant="standard">
        <FormLabel id={labelId}>Which is the largest planet?</FormLabel>
        <RadioGroup aria-labelledby={labelId} name="planet" value={value} onChange={handleChange}>
          <FormControlLabel value="earth" control={<Radio />} label="Earth" />
          <FormControlLabel value="jupiter" control={<Radio />} label="Jupiter" />
          <FormControlLabel value="saturn" control={<Radio />} label="Saturn" />
        </RadioGroup>
        <FormHelperText aria-live="polite">{helperText}</FormHelperText>
        <Button type="submit" variant="outlined" sx={{ marginTop: 1, alignSelf: 'flex-start' }}>
          Check answer
        </Button>
      </FormControl>
    </form>
  );
}
