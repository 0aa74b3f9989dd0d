import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';

const permissions = ['Read', 'Comment', 'Edit', 'Share'];

export default function IndeterminateCheckbox() {
  const [granted, setGranted] = React.useState<boolean[]>([true, true, false, false]);
  const all = granted.every(Boolean);
  const some = granted.some(Boolean);
  const mixed = some && !all;
  const parentInput = React.useRef<HTMLInputElement>(null);

  // Material UI only draws the dash; the input's own flag makes screen readers announce "mixed".
  React.useEffect(() => {
    if (parentInput.current) parentInput.current.indeterminate = mixed;
  }, [mixed]);

  return (
    <div>
      <FormControlLabel
        label="All permissions"
        control={
          <Checkbox
            checked={all}
            indeterminate={mixed}
            inputRef={parentInput}
            onChange={() => setGranted(granted.map(() => !all))}
          />
        }
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', marginInlineStart: 3 }}>
        {permissions.map((permission, index) => (
          <FormControlLabel
            key={permission}
            label={permission}
            control={
              <Checkbox
                checked={granted[index]}
                onChange={(event) =>
                  setGranted(
                    granted.map((value, i) => (i === index ? event.target.checked : value)),
                  )
                }
              />
            }
          />
        ))}
      </Box>
    </div>
  );
}
