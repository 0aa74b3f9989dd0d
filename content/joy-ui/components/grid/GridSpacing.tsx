import * as React from 'react';
import Box from '@mui/joy/Box';
import Grid from '@mui/joy/Grid';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Tile from './Tile';

export default function GridSpacing() {
  const [spacing, setSpacing] = React.useState(2);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%' }}>
      <RadioGroup
        orientation="horizontal"
        aria-label="Spacing"
        value={String(spacing)}
        onChange={(event) => setSpacing(Number(event.target.value))}
        sx={{ flexWrap: 'wrap', gap: 2 }}
      >
        {[0, 1, 2, 4].map((value) => (
          <Radio key={value} value={String(value)} label={`spacing=${value}`} size="sm" />
        ))}
      </RadioGroup>
      <Grid container spacing={spacing}>
        {[1, 2, 3, 4, 5, 6].map((item) => (
          <Grid key={item} xs={4}>
            <Tile>Item {item}</Tile>
          </Grid>
        ))}
      </Grid>
      <Grid container rowSpacing={1} columnSpacing={{ xs: 1, sm: 3 }}>
        {['A', 'B', 'C', 'D'].map((item) => (
          <Grid key={item} xs={6}>
            <Tile>rowSpacing 1, columnSpacing xs 1 / sm 3: {item}</Tile>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
