import Stack from '@mui/material/Stack';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

// Drawn on a 16 × 16 grid: viewBox says so, and SvgIcon still sizes it like any 24px icon.
function PinIcon(props: SvgIconProps) {
  return (
    <SvgIcon viewBox="0 0 16 16" {...props}>
      <path d="M8 1a5 5 0 0 0-5 5c0 3.5 5 9 5 9s5-5.5 5-9a5 5 0 0 0-5-5zm0 7a2 2 0 1 1 0-4 2 2 0 0 1 0 4z" />
    </SvgIcon>
  );
}

// An outline icon as another set ships it: a whole <svg> with fill="none" and a stroke in the
// current colour, pasted as the child. SvgIcon then leaves `fill` to that <svg>.
function HouseOutlineIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.75}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M3 11 12 4l9 7" />
        <path d="M5 10v10h14V10" />
        <path d="M10 20v-6h4v6" />
      </svg>
    </SvgIcon>
  );
}

export default function OtherIconSets() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <PinIcon color="error" />
      <PinIcon fontSize="large" color="error" />
      <HouseOutlineIcon color="primary" />
      <HouseOutlineIcon fontSize="large" color="primary" />
    </Stack>
  );
}
