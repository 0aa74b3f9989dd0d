import * as React from 'react';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

interface Label {
  name: string;
  /** Set on the extra "Create …" option only. */
  newName?: string;
}

const filter = createFilterOptions<Label>();

export default function CreatableAutocomplete() {
  const [labels, setLabels] = React.useState<Label[]>([
    { name: 'bug' },
    { name: 'documentation' },
    { name: 'good first issue' },
    { name: 'performance' },
    { name: 'regression' },
  ]);
  const [value, setValue] = React.useState<Label | null>(null);

  const choose = (label: Label) => {
    if (!labels.some((existing) => existing.name === label.name)) {
      setLabels((previous) => [...previous, label]);
    }
    setValue(label);
  };

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 320 }}>
      <Autocomplete<Label, false, false, true>
        freeSolo
        selectOnFocus
        clearOnBlur
        handleHomeEndKeys
        options={labels}
        value={value}
        onChange={(_event, newValue) => {
          if (newValue === null) {
            setValue(null);
          } else if (typeof newValue === 'string') {
            // Enter pressed on text that matches no option.
            const name = newValue.trim();
            if (name) choose({ name });
          } else if (newValue.newName) {
            choose({ name: newValue.newName });
          } else {
            setValue(newValue);
          }
        }}
        filterOptions={(options, params) => {
          const filtered = filter(options, params);
          const typed = params.inputValue.trim();
          if (typed && !options.some((option) => option.name === typed)) {
            filtered.push({ name: `Create label “${typed}”`, newName: typed });
          }
          return filtered;
        }}
        getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
        renderOption={(props, option) => {
          const { key, ...optionProps } = props;
          return (
            <li key={key} {...optionProps}>
              {option.newName ? <em>{option.name}</em> : option.name}
            </li>
          );
        }}
        renderInput={(params) => <TextField {...params} label="Issue label" />}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {labels.length} labels in this repository.
      </Typography>
    </Stack>
  );
}
