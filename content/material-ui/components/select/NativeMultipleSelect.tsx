import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import Select from '@mui/material/Select';

const crops = ['Beans', 'Carrots', 'Courgettes', 'Garlic', 'Leeks', 'Potatoes', 'Spinach'];

export default function NativeMultipleSelect() {
  const [planted, setPlanted] = React.useState<string[]>(['Garlic', 'Leeks']);
  const id = React.useId();

  return (
    <FormControl sx={{ minWidth: 240 }}>
      {/* A list box is never empty-looking, so the label stays shrunk. */}
      <InputLabel shrink htmlFor={id}>
        Crops this season
      </InputLabel>
      <Select<string[]>
        multiple
        native
        label="Crops this season"
        value={planted}
        onChange={(event) => {
          // With `native`, the event comes from the <select> itself, whose `value` is only the
          // first chosen option: read every chosen one from `selectedOptions`.
          const select = event.target as unknown as HTMLSelectElement;
          setPlanted(Array.from(select.selectedOptions, (option) => option.value));
        }}
        inputProps={{ id, 'aria-describedby': `${id}-help` }}
      >
        {crops.map((crop) => (
          <option key={crop} value={crop}>
            {crop}
          </option>
        ))}
      </Select>
      <FormHelperText id={`${id}-help`}>
        {planted.length} chosen. Ctrl or ⌘ adds one, Shift picks a range.
      </FormHelperText>
    </FormControl>
  );
}
