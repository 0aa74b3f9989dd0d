import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';

const toppings = ['Mushrooms', 'Olives', 'Peppers', 'Onions', 'Pineapple'] as const;
type Topping = (typeof toppings)[number];

const MIN = 2;
const MAX = 3;

export default function CheckboxesGroup() {
  const [chosen, setChosen] = React.useState<Topping[]>(['Mushrooms']);
  const error = chosen.length < MIN || chosen.length > MAX;

  const toggle = (topping: Topping) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setChosen((previous) =>
      event.target.checked
        ? toppings.filter((item) => item === topping || previous.includes(item))
        : previous.filter((item) => item !== topping),
    );
  };

  return (
    <FormControl component="fieldset" variant="standard" error={error}>
      <FormLabel component="legend">
        Pick {MIN} or {MAX} toppings
      </FormLabel>
      <FormGroup>
        {toppings.map((topping) => (
          <FormControlLabel
            key={topping}
            control={<Checkbox checked={chosen.includes(topping)} onChange={toggle(topping)} />}
            label={topping}
          />
        ))}
      </FormGroup>
      <FormHelperText>
        {error ? `${chosen.length} chosen: choose ${MIN} or ${MAX}.` : 'Looks tasty.'}
      </FormHelperText>
    </FormControl>
  );
}
