import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';

// Icons from another library are plain <svg> elements. Joy sizes any svg in a decorator through
// --Icon-fontSize; sizing the svg with 1em and colouring it with currentColor keeps it in step.
function BoltIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      aria-hidden="true"
      style={{ fontSize: 'var(--Icon-fontSize, 1.25rem)' }}
    >
      <path d="M13 2 4 14h7l-1 8 9-12h-7l1-8Z" fill="currentColor" />
    </svg>
  );
}

export default function InlineSvgIcons() {
  return (
    <Stack
      direction="row"
      spacing={1.5}
      sx={{ alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap' }}
    >
      <Button size="sm" startDecorator={<BoltIcon />}>
        Boost
      </Button>
      <Button size="lg" variant="outlined" startDecorator={<BoltIcon />}>
        Boost
      </Button>
      <Chip variant="soft" color="warning" startDecorator={<BoltIcon />}>
        Fast lane
      </Chip>
    </Stack>
  );
}
