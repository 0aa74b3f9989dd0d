import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';

export default function NativeSelectDemo() {
  const id = React.useId();

  return (
    <FormControl sx={{ minWidth: 200 }}>
      <InputLabel variant="standard" htmlFor={id}>
        Language
      </InputLabel>
      <NativeSelect defaultValue="pt" inputProps={{ name: 'language', id }}>
        <option value="en">English</option>
        <option value="fr" lang="fr">
          Français
        </option>
        <option value="pt" lang="pt">
          Português
        </option>
        <option value="ja" lang="ja">
          日本語
        </option>
      </NativeSelect>
    </FormControl>
  );
}
