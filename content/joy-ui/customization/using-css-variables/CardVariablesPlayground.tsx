import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function CardVariablesPlayground() {
  const [padding, setPadding] = React.useState(16);
  const [radius, setRadius] = React.useState(8);

  return (
    <Box
      sx={{
        display: 'flex',
        gap: 3,
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      <Stack spacing={2} sx={{ width: 220 }}>
        <div>
          <Typography id="card-padding-label" level="body-sm">
            --Card-padding: {padding}px
          </Typography>
          <Slider
            value={padding}
            min={4}
            max={40}
            onChange={(_event, value) => setPadding(value as number)}
            slotProps={{ input: { 'aria-labelledby': 'card-padding-label' } }}
          />
        </div>
        <div>
          <Typography id="card-radius-label" level="body-sm">
            --Card-radius: {radius}px
          </Typography>
          <Slider
            value={radius}
            min={0}
            max={32}
            onChange={(_event, value) => setRadius(value as number)}
            slotProps={{ input: { 'aria-labelledby': 'card-radius-label' } }}
          />
        </div>
      </Stack>
      <Card
        variant="outlined"
        sx={{ width: 260, '--Card-padding': `${padding}px`, '--Card-radius': `${radius}px` }}
      >
        <Typography level="title-md">Invoice #2041</Typography>
        <Typography level="body-sm">Due 30 November · $1,280.00</Typography>
        <Button size="sm" sx={{ alignSelf: 'flex-start' }}>
          Pay now
        </Button>
      </Card>
    </Box>
  );
}
