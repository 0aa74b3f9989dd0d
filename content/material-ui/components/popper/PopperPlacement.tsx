import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Popper, { PopperPlacementType } from '@mui/material/Popper';
import Typography from '@mui/material/Typography';

const rows: (PopperPlacementType | null)[][] = [
  [null, 'top-start', 'top', 'top-end', null],
  ['left-start', null, null, null, 'right-start'],
  ['left', null, null, null, 'right'],
  ['left-end', null, null, null, 'right-end'],
  [null, 'bottom-start', 'bottom', 'bottom-end', null],
];

export default function PopperPlacement() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const [placement, setPlacement] = React.useState<PopperPlacementType>('top');

  const toggle = (next: PopperPlacementType) => (event: React.MouseEvent<HTMLButtonElement>) => {
    const target = event.currentTarget;
    setAnchorEl((previous) => (previous === target && placement === next ? null : target));
    setPlacement(next);
  };

  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(5, 110px)',
          gap: 1,
          justifyContent: 'center',
        }}
      >
        {rows.flat().map((value, i) =>
          value ? (
            <Button
              key={value}
              size="small"
              variant={anchorEl && placement === value ? 'contained' : 'outlined'}
              onClick={toggle(value)}
            >
              {value}
            </Button>
          ) : (
            <span key={i} />
          ),
        )}
      </Box>
      <Popper
        open={Boolean(anchorEl)}
        anchorEl={anchorEl}
        placement={placement}
        sx={{ zIndex: 'tooltip' }}
        modifiers={[{ name: 'offset', options: { offset: [0, 6] } }]}
      >
        <Paper elevation={6} sx={{ px: 1.5, py: 1 }}>
          <Typography variant="body2">placement=&quot;{placement}&quot;</Typography>
        </Paper>
      </Popper>
    </Box>
  );
}
