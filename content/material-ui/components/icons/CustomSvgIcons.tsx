import Stack from '@mui/material/Stack';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import { createSvgIcon } from '@mui/material/utils';

// createSvgIcon turns a path into a reusable icon component, like those in @mui/icons-material.
const SproutIcon = createSvgIcon(
  <path d="M12 22v-8m0 0C12 9 8.5 6 4 6c0 4.5 3.5 8 8 8Zm0 0c0-4 3-7 8-7 0 4-3.5 7-8 7Z" />,
  'Sprout',
);

// For an SVG drawn on another grid, pass its viewBox (or use inheritViewBox with a component).
function LogoIcon(props: SvgIconProps) {
  return (
    <SvgIcon viewBox="0 0 48 24" {...props}>
      <rect x="2" y="4" width="16" height="16" rx="4" />
      <circle cx="33" cy="12" r="8" opacity="0.6" />
    </SvgIcon>
  );
}

export default function CustomSvgIcons() {
  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
      <SproutIcon
        color="success"
        fontSize="large"
        sx={{ fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round' }}
      />
      <LogoIcon color="primary" sx={{ width: 64, height: 32 }} titleAccess="Acme logo" />
    </Stack>
  );
}
