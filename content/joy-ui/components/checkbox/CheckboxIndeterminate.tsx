import * as React from 'react';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';

const toppings = ['Mushrooms', 'Olives', 'Peppers'];

export default function CheckboxIndeterminate() {
  const [picked, setPicked] = React.useState<string[]>(['Olives']);
  const all = picked.length === toppings.length;
  const mixed = picked.length > 0 && !all;
  const parentInput = React.useRef<HTMLInputElement>(null);

  // Mirror the state on the native input, so assistive technology reads "mixed" consistently.
  React.useEffect(() => {
    if (parentInput.current) parentInput.current.indeterminate = mixed;
  }, [mixed]);

  return (
    <Box
      role="group"
      aria-label="Toppings"
      sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <FormControl>
        <Checkbox
          label="All toppings"
          checked={all}
          indeterminate={mixed}
          slotProps={{ input: { ref: parentInput } }}
          onChange={(event) => setPicked(event.target.checked ? toppings : [])}
        />
        <FormHelperText>{picked.length} of 3 selected, each adds 1.50 €</FormHelperText>
      </FormControl>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, paddingInlineStart: 3 }}>
        {toppings.map((item) => (
          <Checkbox
            key={item}
            label={item}
            checked={picked.includes(item)}
            onChange={(event) =>
              setPicked((prev) =>
                event.target.checked ? [...prev, item] : prev.filter((value) => value !== item),
              )
            }
          />
        ))}
      </Box>
    </Box>
  );
}
