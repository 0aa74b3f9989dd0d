import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Popover, { PopoverActions } from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';

const stops = ['Gare du Nord', 'Lille Europe', 'Brussels-Midi', 'Liège', 'Aachen', 'Cologne'];

// Holds its own state: expanding it re-renders this component, not the Popover around it.
function StopList({ onResize }: { onResize: () => void }) {
  const [expanded, setExpanded] = React.useState(false);
  const firstRender = React.useRef(true);

  React.useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    onResize();
  }, [expanded, onResize]);

  return (
    <div>
      <List dense aria-label="Stops">
        {(expanded ? stops : stops.slice(0, 2)).map((stop) => (
          <ListItem key={stop}>
            <ListItemText primary={stop} />
          </ListItem>
        ))}
      </List>
      <Button
        size="small"
        aria-expanded={expanded}
        onClick={() => setExpanded((value) => !value)}
        sx={{ marginInline: 1, marginBlockEnd: 1 }}
      >
        {expanded ? 'Show fewer stops' : `Show all ${stops.length} stops`}
      </Button>
    </div>
  );
}

export default function GrowingPopover() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const [remeasure, setRemeasure] = React.useState(true);
  const actionRef = React.useRef<PopoverActions>(null);
  const open = Boolean(anchorEl);
  const popoverId = React.useId();

  const handleResize = React.useCallback(() => {
    if (remeasure) {
      actionRef.current?.updatePosition();
    }
  }, [remeasure]);

  return (
    <Stack spacing={2} sx={{ alignItems: 'center', paddingBlockStart: 24 }}>
      <FormControlLabel
        control={
          <Switch checked={remeasure} onChange={(event) => setRemeasure(event.target.checked)} />
        }
        label="Call updatePosition() when the list changes size"
      />
      <Button
        variant="outlined"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        Train 9412: stops
      </Button>
      <Popover
        id={popoverId}
        action={actionRef}
        open={open}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        // Opens above the button: growing must move its top edge up.
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        slotProps={{
          paper: { role: 'dialog', 'aria-label': 'Stops of train 9412', sx: { minWidth: 220 } },
        }}
      >
        <StopList onResize={handleResize} />
      </Popover>
    </Stack>
  );
}
