import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectChangeEvent } from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function BasicSelect() {
  const [sort, setSort] = React.useState('newest');
  const labelId = React.useId();

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <FormControl sx={{ minWidth: 200 }}>
        <InputLabel id={labelId}>Sort by</InputLabel>
        <Select
          labelId={labelId}
          value={sort}
          label="Sort by"
          onChange={(event: SelectChangeEvent) => setSort(event.target.value)}
        >
          <MenuItem value="newest">Newest first</MenuItem>
          <MenuItem value="oldest">Oldest first</MenuItem>
          <MenuItem value="price-asc">Price, low to high</MenuItem>
          <MenuItem value="price-desc">Price, high to low</MenuItem>
        </Select>
      </FormControl>
      <TextField select label="Currency" defaultValue="EUR" variant="filled" sx={{ minWidth: 160 }}>
        <MenuItem value="EUR">€ Euro</MenuItem>
        <MenuItem value="USD">$ US dollar</MenuItem>
        <MenuItem value="JPY">¥ Yen</MenuItem>
      </TextField>
    </Stack>
  );
}
