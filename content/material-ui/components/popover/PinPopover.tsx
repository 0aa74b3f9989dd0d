import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';

interface Point {
  top: number;
  left: number;
}

export default function PinPopover() {
  const [position, setPosition] = React.useState<Point | null>(null);
  const [pins, setPins] = React.useState(0);

  const handleClick = (event: React.MouseEvent<HTMLButtonElement>) => {
    // A keyboard "click" (Enter or Space) has detail 0 and no useful pointer position:
    // open the popover at the centre of the floor plan instead.
    if (event.detail === 0) {
      const rect = event.currentTarget.getBoundingClientRect();
      setPosition({ top: rect.top + rect.height / 2, left: rect.left + rect.width / 2 });
    } else {
      setPosition({ top: event.clientY, left: event.clientX });
    }
  };

  return (
    <div>
      <ButtonBase
        onClick={handleClick}
        aria-haspopup="dialog"
        aria-expanded={position !== null}
        sx={{
          width: '100%',
          maxWidth: 420,
          height: 180,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          backgroundColor: 'action.hover',
          backgroundImage:
            'repeating-linear-gradient(0deg, transparent 0 23px, rgba(127, 127, 127, 0.25) 23px 24px), repeating-linear-gradient(90deg, transparent 0 23px, rgba(127, 127, 127, 0.25) 23px 24px)',
          typography: 'body2',
          color: 'text.secondary',
        }}
      >
        Floor plan: click where the desk goes
      </ButtonBase>
      <Typography variant="body2" role="status" sx={{ marginBlockStart: 1 }}>
        {pins === 1 ? '1 desk placed' : `${pins} desks placed`}
      </Typography>
      <Popover
        open={position !== null}
        onClose={() => setPosition(null)}
        anchorReference="anchorPosition"
        anchorPosition={position ?? undefined}
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        slotProps={{
          paper: { role: 'dialog', 'aria-labelledby': 'pin-popover-title', sx: { p: 2 } },
        }}
      >
        <Typography id="pin-popover-title" variant="subtitle2" component="p" gutterBottom>
          Place a desk here?
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          <Button size="small" onClick={() => setPosition(null)}>
            Cancel
          </Button>
          <Button
            size="small"
            variant="contained"
            onClick={() => {
              setPins((count) => count + 1);
              setPosition(null);
            }}
          >
            Place desk
          </Button>
        </Box>
      </Popover>
    </div>
  );
}
