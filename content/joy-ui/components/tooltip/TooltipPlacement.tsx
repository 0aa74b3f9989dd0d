import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Switch from '@mui/joy/Switch';
import Tooltip from '@mui/joy/Tooltip';

const placements = [
  'top-start',
  'top',
  'top-end',
  'left',
  'right',
  'bottom-start',
  'bottom',
  'bottom-end',
] as const;

export default function TooltipPlacement() {
  const [open, setOpen] = React.useState(false);
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 3,
        alignItems: 'center',
        paddingBlock: 3,
        width: '100%',
      }}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, auto)', gap: 1 }}>
        {placements.map((placement) => (
          <Tooltip
            key={placement}
            title={placement}
            placement={placement}
            variant="soft"
            describeChild
          >
            <Button size="sm" variant="outlined" color="neutral">
              {placement}
            </Button>
          </Tooltip>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControl orientation="horizontal" size="sm" sx={{ gap: 1, alignItems: 'center' }}>
          <Switch checked={open} onChange={(event) => setOpen(event.target.checked)} />
          <FormLabel sx={{ m: 0, fontWeight: 'normal' }}>Show the hint</FormLabel>
        </FormControl>
        <Tooltip
          title="Hints are controlled by the switch"
          open={open}
          arrow
          placement="bottom"
          describeChild
        >
          <Button variant="soft">Controlled</Button>
        </Tooltip>
        <Tooltip title="Appears after one second" enterDelay={1000} leaveDelay={300} describeChild>
          <Button variant="soft" color="neutral">
            Slow
          </Button>
        </Tooltip>
      </Box>
    </Box>
  );
}
