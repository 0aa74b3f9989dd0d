import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Popover, { PopoverOrigin } from '@mui/material/Popover';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type Vertical = 'top' | 'center' | 'bottom';
type Horizontal = 'left' | 'center' | 'right';

function OriginPicker({
  label,
  value,
  onChange,
}: {
  label: string;
  value: PopoverOrigin;
  onChange: (value: PopoverOrigin) => void;
}) {
  return (
    <Stack spacing={1}>
      <FormControl>
        <FormLabel>{label}: vertical</FormLabel>
        <RadioGroup
          row
          value={value.vertical}
          onChange={(event) => onChange({ ...value, vertical: event.target.value as Vertical })}
        >
          {['top', 'center', 'bottom'].map((v) => (
            <FormControlLabel key={v} value={v} control={<Radio size="small" />} label={v} />
          ))}
        </RadioGroup>
      </FormControl>
      <FormControl>
        <FormLabel>{label}: horizontal</FormLabel>
        <RadioGroup
          row
          value={value.horizontal}
          onChange={(event) => onChange({ ...value, horizontal: event.target.value as Horizontal })}
        >
          {['left', 'center', 'right'].map((h) => (
            <FormControlLabel key={h} value={h} control={<Radio size="small" />} label={h} />
          ))}
        </RadioGroup>
      </FormControl>
    </Stack>
  );
}

export default function PopoverOrigins() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const [anchorOrigin, setAnchorOrigin] = React.useState<PopoverOrigin>({
    vertical: 'bottom',
    horizontal: 'center',
  });
  const [transformOrigin, setTransformOrigin] = React.useState<PopoverOrigin>({
    vertical: 'top',
    horizontal: 'center',
  });

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
        <OriginPicker label="anchorOrigin" value={anchorOrigin} onChange={setAnchorOrigin} />
        <OriginPicker
          label="transformOrigin"
          value={transformOrigin}
          onChange={setTransformOrigin}
        />
      </Stack>
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
        <Button variant="contained" onClick={(event) => setAnchorEl(event.currentTarget)}>
          Open popover
        </Button>
      </Box>
      <Popover
        open={Boolean(anchorEl)}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={anchorOrigin}
        transformOrigin={transformOrigin}
        slotProps={{ paper: { role: 'dialog', 'aria-label': 'Origin preview', sx: { p: 2 } } }}
      >
        <Typography variant="body2">
          anchor {anchorOrigin.vertical} {anchorOrigin.horizontal} → popover{' '}
          {transformOrigin.vertical} {transformOrigin.horizontal}
        </Typography>
      </Popover>
    </Stack>
  );
}
