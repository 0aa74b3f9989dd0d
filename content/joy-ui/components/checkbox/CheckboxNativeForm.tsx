import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import Typography from '@mui/joy/Typography';

const toppings = ['Olives', 'Capers', 'Artichoke', 'Anchovies'];

export default function CheckboxNativeForm() {
  const [submitted, setSubmitted] = React.useState('');
  const legendId = React.useId();
  return (
    <Box
      component="form"
      aria-label="Pizza order"
      onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        setSubmitted(
          JSON.stringify({
            toppings: data.getAll('topping'),
            extraCheese: data.get('extraCheese'),
          }),
        );
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'flex-start' }}
    >
      <div role="group" aria-labelledby={legendId}>
        <Typography id={legendId} level="title-sm" sx={{ mb: 1 }}>
          Toppings
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          {toppings.map((topping) => (
            <Checkbox
              key={topping}
              name="topping"
              value={topping.toLowerCase()}
              label={topping}
              defaultChecked={topping === 'Olives' || topping === 'Capers'}
            />
          ))}
        </Box>
      </div>
      <Checkbox name="extraCheese" label="Extra cheese" />
      <Button type="submit" size="sm">
        Order
      </Button>
      <Typography level="body-sm" role="status" sx={{ fontFamily: 'code' }}>
        {submitted && `Submitted: ${submitted}`}
      </Typography>
    </Box>
  );
}
