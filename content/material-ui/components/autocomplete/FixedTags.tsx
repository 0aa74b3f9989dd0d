import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';

interface Reviewer {
  login: string;
  /** Code owners review every change: they cannot be removed. */
  codeOwner: boolean;
}

const reviewers: Reviewer[] = [
  { login: 'amara-okafor', codeOwner: true },
  { login: 'bjorn-lindqvist', codeOwner: false },
  { login: 'chen-wei', codeOwner: false },
  { login: 'dalia-haddad', codeOwner: false },
  { login: 'elif-demir', codeOwner: true },
  { login: 'farid-rahimi', codeOwner: false },
];

const codeOwners = reviewers.filter((reviewer) => reviewer.codeOwner);

export default function FixedTags() {
  const [value, setValue] = React.useState<Reviewer[]>([...codeOwners]);

  return (
    <Autocomplete
      multiple
      options={reviewers}
      value={value}
      onChange={(_event, newValue) => {
        // Whatever the reader removed, code owners stay.
        setValue([...codeOwners, ...newValue.filter((reviewer) => !reviewer.codeOwner)]);
      }}
      getOptionLabel={(option) => option.login}
      getOptionDisabled={(option) => option.codeOwner}
      isOptionEqualToValue={(option, selected) => option.login === selected.login}
      renderTags={(tagValue, getTagProps) =>
        tagValue.map((option, index) => {
          const { key, onDelete, ...tagProps } = getTagProps({ index });
          return (
            <Chip
              key={key}
              label={option.codeOwner ? `${option.login} (code owner)` : option.login}
              {...tagProps}
              // No delete button on a fixed chip; a disabled chip would fade below readable contrast.
              onDelete={option.codeOwner ? undefined : onDelete}
            />
          );
        })
      }
      sx={{ width: '100%', maxWidth: 480 }}
      renderInput={(params) => <TextField {...params} label="Reviewers" />}
    />
  );
}
