import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

const hint =
  'Freezing the budget stops new purchase orders until the end of the quarter. Approved orders still go through.';

export default function InteractiveTooltips() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {/* Default: the pointer can move onto the bubble to read it, e.g. under a magnifier. */}
      <Tooltip title={hint} describeChild>
        <Button variant="outlined">Freeze budget</Button>
      </Tooltip>
      {/* disableInteractive: the bubble ignores the pointer and closes once it leaves the button. */}
      <Tooltip title={hint} describeChild disableInteractive>
        <Button variant="outlined">Freeze budget (disableInteractive)</Button>
      </Tooltip>
    </Stack>
  );
}
