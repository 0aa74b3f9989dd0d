import * as React from 'react';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import SearchIcon from '@mui/icons-material/Search';
import TuneIcon from '@mui/icons-material/Tune';

export default function InputBaseSearch() {
  return (
    <Paper
      component="form"
      role="search"
      variant="outlined"
      onSubmit={(event: React.FormEvent<HTMLFormElement>) => event.preventDefault()}
      sx={{ display: 'flex', alignItems: 'center', maxWidth: 420, paddingInlineStart: 2 }}
    >
      <InputBase
        sx={{ flex: 1 }}
        placeholder="Search recipes"
        inputProps={{ 'aria-label': 'Search recipes' }}
        type="search"
        name="q"
      />
      <IconButton type="submit" aria-label="Search">
        <SearchIcon />
      </IconButton>
      <Divider orientation="vertical" flexItem sx={{ marginBlock: 1 }} />
      <IconButton aria-label="Filters">
        <TuneIcon />
      </IconButton>
    </Paper>
  );
}
