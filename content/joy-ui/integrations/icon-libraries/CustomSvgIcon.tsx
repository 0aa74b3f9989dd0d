import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import SvgIcon from '@mui/joy/SvgIcon';
import type { SvgIconProps } from '@mui/joy/SvgIcon';

// An icon drawn by hand (or exported from a design tool), wrapped in Joy's SvgIcon.
function LeafIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path
        d="M5 21c0-9 5-15 15-16-1 10-7 15-15 16Zm0 0 8-8"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </SvgIcon>
  );
}

export default function CustomSvgIcon() {
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap' }}
    >
      <LeafIcon color="success" fontSize="xl2" />
      <LeafIcon color="primary" fontSize="xl3" />
      <Button variant="soft" color="success" startDecorator={<LeafIcon />}>
        Eco shipping
      </Button>
    </Stack>
  );
}
