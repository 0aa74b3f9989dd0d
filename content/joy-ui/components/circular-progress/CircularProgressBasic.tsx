import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Typography from '@mui/joy/Typography';

export default function CircularProgressBasic() {
  const [value, setValue] = React.useState(35);
  return (
    <Box sx={{ display: 'flex', gap: 4, alignItems: 'center', flexWrap: 'wrap' }}>
      <CircularProgress aria-label="Loading messages" />
      <CircularProgress determinate value={value} aria-label="Profile completion">
        <Typography level="body-xs">{value}%</Typography>
      </CircularProgress>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button size="sm" variant="outlined" onClick={() => setValue((v) => Math.max(0, v - 10))}>
          −10
        </Button>
        <Button size="sm" variant="outlined" onClick={() => setValue((v) => Math.min(100, v + 10))}>
          +10
        </Button>
      </Box>
    </Box>
  );
}
