import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';

const sizes = ['S', 'M', 'L', 'XL'];

export default function RowRadioButtonsGroup() {
  const sizeLabelId = React.useId();
  const fitLabelId = React.useId();

  return (
    <Stack spacing={3}>
      <FormControl>
        <FormLabel id={sizeLabelId}>Size</FormLabel>
        <RadioGroup row aria-labelledby={sizeLabelId} name="size" defaultValue="M">
          {sizes.map((size) => (
            <FormControlLabel key={size} value={size} control={<Radio />} label={size} />
          ))}
        </RadioGroup>
      </FormControl>
      <FormControl>
        <FormLabel id={fitLabelId}>Fit</FormLabel>
        <RadioGroup row aria-labelledby={fitLabelId} name="fit" defaultValue="regular">
          <FormControlLabel value="slim" control={<Radio />} label="Slim" labelPlacement="top" />
          <FormControlLabel
            value="regular"
            control={<Radio />}
            label="Regular"
            labelPlacement="top"
          />
          <FormControlLabel
            value="relaxed"
            control={<Radio />}
            label="Relaxed"
            labelPlacement="top"
          />
        </RadioGroup>
      </FormControl>
    </Stack>
  );
}
