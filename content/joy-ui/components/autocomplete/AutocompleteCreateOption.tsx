import * as React from 'react';
import Autocomplete, { createFilterOptions } from '@mui/joy/Autocomplete';
import AutocompleteOption from '@mui/joy/AutocompleteOption';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import AddRounded from '@mui/icons-material/AddRounded';

interface Project {
  name: string;
  /** Set on the extra "Create …" option only. */
  create?: string;
}

const filter = createFilterOptions<Project>();

export default function AutocompleteCreateOption() {
  const [projects, setProjects] = React.useState<Project[]>([
    { name: 'Billing revamp' },
    { name: 'Mobile onboarding' },
    { name: 'Search relevance' },
  ]);
  const [value, setValue] = React.useState<Project | null>(null);

  return (
    <FormControl sx={{ width: 300 }}>
      <FormLabel>Project</FormLabel>
      <Autocomplete<Project, false, false, true>
        freeSolo
        selectOnFocus
        clearOnBlur
        handleHomeEndKeys
        options={projects}
        value={value}
        onChange={(_event, newValue) => {
          if (typeof newValue === 'string') {
            // Enter pressed on text that matches no option.
            const created = { name: newValue.trim() };
            setProjects((list) => [...list, created]);
            setValue(created);
          } else if (newValue?.create) {
            const created = { name: newValue.create };
            setProjects((list) => [...list, created]);
            setValue(created);
          } else {
            setValue(newValue);
          }
        }}
        filterOptions={(options, params) => {
          const filtered = filter(options, params);
          const typed = params.inputValue.trim();
          if (typed !== '' && !options.some((option) => option.name === typed)) {
            filtered.push({ name: `Create "${typed}"`, create: typed });
          }
          return filtered;
        }}
        getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
        renderOption={(props, option) => (
          <AutocompleteOption {...props} key={option.name}>
            {option.create ? (
              <ListItemDecorator>
                <AddRounded />
              </ListItemDecorator>
            ) : null}
            {option.name}
          </AutocompleteOption>
        )}
        placeholder="Pick or create a project"
      />
    </FormControl>
  );
}
