import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import CheckBoxIcon from '@mui/icons-material/CheckBox';

const amenities = [
  'Air conditioning',
  'Balcony',
  'Dishwasher',
  'Lift',
  'Parking space',
  'Pets allowed',
  'Step-free access',
  'Washing machine',
];

export default function CheckboxesTags() {
  return (
    <Autocomplete
      multiple
      options={amenities}
      defaultValue={['Balcony', 'Lift']}
      disableCloseOnSelect
      renderOption={(props, option, { selected }) => {
        const { key, ...optionProps } = props;
        return (
          <li key={key} {...optionProps}>
            {/* A picture of a checkbox, not a control: the option already has aria-selected. */}
            {selected ? (
              <CheckBoxIcon fontSize="small" color="primary" sx={{ marginInlineEnd: 1 }} />
            ) : (
              <CheckBoxOutlineBlankIcon fontSize="small" sx={{ marginInlineEnd: 1 }} />
            )}
            {option}
          </li>
        );
      }}
      sx={{ width: '100%', maxWidth: 420 }}
      renderInput={(params) => <TextField {...params} label="Must have" />}
    />
  );
}
