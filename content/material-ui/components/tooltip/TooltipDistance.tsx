import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

// The second number of the offset moves the tooltip away from (or, negative, towards) the button,
// on top of the tooltip's own 14px margin.
const distances = [
  { label: 'Closer', offset: -10 },
  { label: 'Default', offset: 0 },
  { label: 'Farther', offset: 12 },
];

export default function TooltipDistance() {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'center', paddingBlock: 4 }}>
      {distances.map(({ label, offset }) => (
        <Tooltip
          key={label}
          title={`Offset ${offset}px`}
          describeChild
          slotProps={{
            popper: { modifiers: [{ name: 'offset', options: { offset: [0, offset] } }] },
          }}
        >
          <Button variant="outlined">{label}</Button>
        </Tooltip>
      ))}
    </Stack>
  );
}
