import * as React from 'react';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

interface Supplier {
  name: string;
  city: string;
  /** Set on the extra "Add …" option only. */
  draftName?: string;
}

const filter = createFilterOptions<Supplier>();

const initialSuppliers: Supplier[] = [
  { name: 'Alder & Finch Timber', city: 'Bergen' },
  { name: 'Casa Verde Tiles', city: 'Valencia' },
  { name: 'Northgate Fasteners', city: 'Leeds' },
  { name: 'Riverside Glassworks', city: 'Ghent' },
];

export default function CreateOptionDialog() {
  const [suppliers, setSuppliers] = React.useState(initialSuppliers);
  const [value, setValue] = React.useState<Supplier | null>(null);
  const [draft, setDraft] = React.useState<Supplier | null>(null);

  const openDialog = (name: string) => setDraft({ name, city: '' });
  const closeDialog = () => setDraft(null);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!draft) return;
    const supplier = { name: draft.name.trim(), city: draft.city.trim() };
    setSuppliers((previous) => [...previous, supplier]);
    setValue(supplier);
    closeDialog();
  };

  return (
    <React.Fragment>
      <Autocomplete<Supplier, false, false, true>
        sx={{ width: '100%', maxWidth: 360 }}
        freeSolo
        selectOnFocus
        clearOnBlur
        handleHomeEndKeys
        options={suppliers}
        value={value}
        onChange={(_event, newValue) => {
          if (typeof newValue === 'string') {
            // Enter on text that matches no supplier: ask for the details.
            // Deferred so that the dialog does not receive this Enter press.
            setTimeout(() => openDialog(newValue));
          } else if (newValue?.draftName) {
            openDialog(newValue.draftName);
          } else {
            setValue(newValue);
          }
        }}
        filterOptions={(options, params) => {
          const filtered = filter(options, params);
          const typed = params.inputValue.trim();
          if (typed && !options.some((option) => option.name === typed)) {
            filtered.push({ name: `Add supplier “${typed}”…`, city: '', draftName: typed });
          }
          return filtered;
        }}
        getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
        renderOption={(props, option) => {
          const { key, ...optionProps } = props;
          return (
            <li key={key} {...optionProps}>
              {option.draftName ? option.name : `${option.name} (${option.city})`}
            </li>
          );
        }}
        renderInput={(params) => <TextField {...params} label="Supplier" />}
      />
      <Dialog open={draft !== null} onClose={closeDialog} aria-labelledby="new-supplier-title">
        <form onSubmit={handleSubmit}>
          <DialogTitle id="new-supplier-title">New supplier</DialogTitle>
          <DialogContent>
            <DialogContentText>
              This supplier is not on the list yet. Check the name and add its city.
            </DialogContentText>
            <Stack spacing={2} sx={{ paddingTop: 2 }}>
              <TextField
                label="Name"
                required
                value={draft?.name ?? ''}
                onChange={(event) =>
                  setDraft((current) => current && { ...current, name: event.target.value })
                }
              />
              <TextField
                autoFocus
                label="City"
                required
                value={draft?.city ?? ''}
                onChange={(event) =>
                  setDraft((current) => current && { ...current, city: event.target.value })
                }
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={closeDialog}>Cancel</Button>
            <Button type="submit">Add</Button>
          </DialogActions>
        </form>
      </Dialog>
    </React.Fragment>
  );
}
