import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ShareIcon from '@mui/icons-material/Share';

const LINK = 'https://example.com/reports/q3-summary';

export default function SharePopover() {
  // Popover positions in pixels from the left, so 'right' stays right in right-to-left
  // layouts; take the end edge from the theme's direction instead.
  const end = useTheme().direction === 'rtl' ? 'left' : 'right';
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const [copied, setCopied] = React.useState(false);
  const open = Boolean(anchorEl);

  const copy = () => {
    navigator.clipboard?.writeText(LINK).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
      <Button
        variant="contained"
        startIcon={<ShareIcon />}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? 'share-popover' : undefined}
        onClick={(event) => {
          setCopied(false);
          setAnchorEl(event.currentTarget);
        }}
      >
        Share
      </Button>
      <Popover
        id="share-popover"
        open={open}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: end }}
        transformOrigin={{ vertical: 'top', horizontal: end }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': 'share-popover-title',
            sx: { p: 2, mt: 1, width: 320 },
          },
        }}
      >
        <Typography id="share-popover-title" variant="subtitle1" component="h2" gutterBottom>
          Share “Q3 summary”
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Anyone in your organisation with the link can view.
        </Typography>
        <Stack direction="row" spacing={1}>
          <TextField
            size="small"
            fullWidth
            value={LINK}
            label="Link"
            slotProps={{ htmlInput: { readOnly: true } }}
          />
          <Button variant="outlined" onClick={copy}>
            {copied ? 'Copied' : 'Copy'}
          </Button>
        </Stack>
      </Popover>
    </Stack>
  );
}
