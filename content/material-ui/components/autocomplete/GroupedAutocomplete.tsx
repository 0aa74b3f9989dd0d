import * as React from 'react';
import Autocomplete, { type AutocompleteRenderGroupParams } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';

interface Plant {
  name: string;
  kind: 'Herbs' | 'Houseplants' | 'Succulents';
  inStock: boolean;
}

const plants: Plant[] = [
  { name: 'Monstera', kind: 'Houseplants', inStock: true },
  { name: 'Basil', kind: 'Herbs', inStock: true },
  { name: 'Echeveria', kind: 'Succulents', inStock: true },
  { name: 'Fiddle-leaf fig', kind: 'Houseplants', inStock: false },
  { name: 'Rosemary', kind: 'Herbs', inStock: true },
  { name: 'Aloe vera', kind: 'Succulents', inStock: true },
  { name: 'Pothos', kind: 'Houseplants', inStock: true },
  { name: 'Thyme', kind: 'Herbs', inStock: false },
  { name: 'Haworthia', kind: 'Succulents', inStock: true },
  { name: 'Snake plant', kind: 'Houseplants', inStock: true },
  { name: 'Mint', kind: 'Herbs', inStock: true },
];

// Groups are built from consecutive options, so sort by group first.
const sortedPlants = [...plants].sort(
  (a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name),
);

export default function GroupedAutocomplete() {
  const id = React.useId();

  // Each group is an ARIA `group` named by its header, so screen readers announce "Herbs, group"
  // as the highlighted option enters it (the default markup nests a plain list in the listbox).
  const renderGroup = (params: AutocompleteRenderGroupParams) => (
    <li key={params.key} role="group" aria-labelledby={`${id}-group-${params.key}`}>
      <ListSubheader id={`${id}-group-${params.key}`} component="div" sx={{ top: -8 }}>
        {params.group}
      </ListSubheader>
      <Box
        component="ul"
        role="presentation"
        sx={{ padding: 0, '& .MuiAutocomplete-option': { paddingInlineStart: 3 } }}
      >
        {params.children}
      </Box>
    </li>
  );

  return (
    <Autocomplete
      options={sortedPlants}
      groupBy={(option) => option.kind}
      renderGroup={renderGroup}
      getOptionLabel={(option) => (option.inStock ? option.name : `${option.name} (sold out)`)}
      getOptionDisabled={(option) => !option.inStock}
      sx={{ width: '100%', maxWidth: 320 }}
      renderInput={(params) => <TextField {...params} label="Plant" />}
    />
  );
}
