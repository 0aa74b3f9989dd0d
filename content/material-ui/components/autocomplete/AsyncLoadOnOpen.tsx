import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';

interface Team {
  id: number;
  name: string;
}

// Stands in for a request to your API.
function fetchTeams(): Promise<Team[]> {
  return new Promise((resolve) => {
    setTimeout(
      () =>
        resolve([
          { id: 1, name: 'Billing' },
          { id: 2, name: 'Customer support' },
          { id: 3, name: 'Data platform' },
          { id: 4, name: 'Design systems' },
          { id: 5, name: 'Growth' },
          { id: 6, name: 'Mobile' },
          { id: 7, name: 'Security' },
        ]),
      1200,
    );
  });
}

export default function AsyncLoadOnOpen() {
  const [open, setOpen] = React.useState(false);
  const [teams, setTeams] = React.useState<readonly Team[] | null>(null);
  const loading = open && teams === null;

  React.useEffect(() => {
    if (!loading) return undefined;
    let active = true;
    fetchTeams().then((result) => {
      if (active) setTeams(result);
    });
    return () => {
      active = false;
    };
  }, [loading]);

  return (
    <Autocomplete
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={teams ?? []}
      loading={loading}
      loadingText="Loading teams…"
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      sx={{ width: '100%', maxWidth: 320 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Assign to team"
          slotProps={{
            input: {
              ...params.InputProps,
              endAdornment: (
                <React.Fragment>
                  {loading ? (
                    <CircularProgress color="inherit" size={20} aria-label="Loading teams" />
                  ) : null}
                  {params.InputProps.endAdornment}
                </React.Fragment>
              ),
            },
          }}
        />
      )}
    />
  );
}
