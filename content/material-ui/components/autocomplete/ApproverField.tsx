import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

interface Person {
  id: number;
  name: string;
  team: string;
}

const staff: Person[] = [
  { id: 7, name: 'Sam Okoro', team: 'Finance' },
  { id: 12, name: 'Sam Okoro', team: 'Logistics' },
  { id: 15, name: 'Inés Varga', team: 'Legal' },
];

export default function ApproverField() {
  const [approver, setApprover] = React.useState<Person | null>(null);

  // What a server returns: equal data, but a new object, not one of the items of `staff`.
  const loadSaved = () => setApprover({ id: 12, name: 'Sam Okoro', team: 'Logistics' });

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Autocomplete
        sx={{ width: 300 }}
        options={staff}
        value={approver}
        onChange={(event, person) => setApprover(person)}
        getOptionLabel={(person) => `${person.name} (${person.team})`}
        getOptionKey={(person) => person.id}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        renderInput={(params) => <TextField {...params} label="Approver" />}
      />
      <Button onClick={loadSaved}>Load saved approver</Button>
    </Stack>
  );
}
