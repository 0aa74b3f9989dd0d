import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';

const stations = [
  'Amsterdam Centraal',
  'Antwerpen-Centraal',
  'Basel SBB',
  'Berlin Hauptbahnhof',
  'Bruxelles-Midi',
  'Frankfurt (Main) Hbf',
  'Köln Hbf',
  'Lyon Part-Dieu',
  'Milano Centrale',
  'Paris Gare de Lyon',
  'Strasbourg',
  'Zürich HB',
];

const flags = [
  'autoHighlight',
  'autoSelect',
  'openOnFocus',
  'clearOnEscape',
  'disableClearable',
  'includeInputInList',
  'blurOnSelect',
] as const;

type Flag = (typeof flags)[number];

export default function BehaviourProps() {
  const [enabled, setEnabled] = React.useState<Record<Flag, boolean>>({
    autoHighlight: true,
    autoSelect: false,
    openOnFocus: false,
    clearOnEscape: false,
    disableClearable: false,
    includeInputInList: false,
    blurOnSelect: false,
  });

  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' }, alignItems: 'start' }}
    >
      <Autocomplete
        options={stations}
        autoHighlight={enabled.autoHighlight}
        autoSelect={enabled.autoSelect}
        openOnFocus={enabled.openOnFocus}
        clearOnEscape={enabled.clearOnEscape}
        disableClearable={enabled.disableClearable}
        includeInputInList={enabled.includeInputInList}
        blurOnSelect={enabled.blurOnSelect}
        renderInput={(params) => <TextField {...params} label="Departure station" />}
      />
      <FormGroup aria-label="Autocomplete props">
        {flags.map((flag) => (
          <FormControlLabel
            key={flag}
            control={
              <Switch
                size="small"
                checked={enabled[flag]}
                onChange={(event) =>
                  setEnabled((prev) => ({ ...prev, [flag]: event.target.checked }))
                }
              />
            }
            label={flag}
          />
        ))}
      </FormGroup>
    </Box>
  );
}
