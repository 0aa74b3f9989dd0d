import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import MenuBookRounded from '@mui/icons-material/MenuBookRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import HelpOutlineRounded from '@mui/icons-material/HelpOutlineRounded';

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export default function ButtonLinks() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <Button component="a" href="/joy-ui/getting-started/templates/" variant="solid">
        Browse templates
      </Button>
      <Button
        component="a"
        href="/joy-ui/getting-started/installation/"
        variant="outlined"
        color="neutral"
        startDecorator={<MenuBookRounded />}
      >
        Installation guide
      </Button>
      <Button
        component="a"
        href="https://github.com/mui/material-ui/releases"
        target="_blank"
        rel="noopener noreferrer"
        variant="plain"
        endDecorator={<OpenInNewRounded />}
      >
        Release notes
        <Box component="span" sx={visuallyHidden}>
          (opens in a new tab)
        </Box>
      </Button>
      <IconButton
        component="a"
        href="/joy-ui/getting-started/support/"
        variant="soft"
        aria-label="Get support"
      >
        <HelpOutlineRounded />
      </IconButton>
    </Box>
  );
}
