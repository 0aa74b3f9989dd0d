import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const formatEuros = (value: number) => `€${value}`;

export default function PriceFilterForm() {
  const [sent, setSent] = React.useState<string | null>(null);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // One hidden range input per thumb, all named "price".
    const [low = 0, high = low] = new FormData(event.currentTarget).getAll('price').map(Number);
    setSent(`Searching bikes between ${formatEuros(low)} and ${formatEuros(high)}`);
  };

  return (
    <Box component="form" onSubmit={handleSubmit} sx={{ maxWidth: 360 }}>
      <Typography variant="body2">Price range</Typography>
      <Slider
        name="price"
        defaultValue={[300, 900]}
        min={0}
        max={2000}
        step={50}
        valueLabelDisplay="auto"
        valueLabelFormat={formatEuros}
        getAriaValueText={formatEuros}
        getAriaLabel={(index) => (index === 0 ? 'Minimum price' : 'Maximum price')}
      />
      <Button type="submit" variant="contained" size="small">
        Search
      </Button>
      <Typography
        role="status"
        variant="body2"
        sx={{ color: 'text.secondary', marginBlockStart: 1 }}
      >
        {sent ?? ''}
      </Typography>
    </Box>
  );
}
