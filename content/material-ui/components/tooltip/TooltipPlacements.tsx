import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import Tooltip, { type TooltipProps } from '@mui/material/Tooltip';

const placements: TooltipProps['placement'][] = ['top', 'right', 'bottom', 'left'];

export default function TooltipPlacements() {
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', justifyContent: 'center' }}
    >
      {placements.map((placement) => (
        <Tooltip
          key={placement}
          title={`Opens on the ${placement}`}
          placement={placement}
          arrow
          describeChild
        >
          <Button variant="outlined">{placement}</Button>
        </Tooltip>
      ))}
    </Stack>
  );
}
