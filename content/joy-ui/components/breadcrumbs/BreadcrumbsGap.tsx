import * as React from 'react';
import Box from '@mui/joy/Box';
import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

export default function BreadcrumbsGap() {
  const [gap, setGap] = React.useState(6);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, width: '100%', maxWidth: 420 }}>
      <Breadcrumbs aria-label="Recipe category" sx={{ '--Breadcrumbs-gap': `${gap}px` }}>
        <Link color="neutral" href="#spacing">
          Recipes
        </Link>
        <Link color="neutral" href="#spacing">
          Baking
        </Link>
        <Typography aria-current="page">Sourdough</Typography>
      </Breadcrumbs>
      <div>
        <Typography id="breadcrumbs-gap-label" level="body-sm" textColor="text.secondary">
          --Breadcrumbs-gap: {gap}px
        </Typography>
        <Slider
          aria-labelledby="breadcrumbs-gap-label"
          min={0}
          max={24}
          value={gap}
          onChange={(_event, value) => setGap(value as number)}
          valueLabelDisplay="auto"
        />
      </div>
    </Box>
  );
}
