import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';

const link = 'https://example.com/invite/7Qk2-Lp9x';

export default function CopyLinkTooltip() {
  const [open, setOpen] = React.useState(false);
  const [copied, setCopied] = React.useState(false);

  const copy = () => {
    void navigator.clipboard?.writeText(link).catch(() => {});
    setCopied(true);
    setOpen(true);
  };

  return (
    <Box
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        paddingInlineStart: 1.5,
      }}
    >
      <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
        {link}
      </Typography>
      <Tooltip
        title={copied ? 'Copied!' : 'Copy link'}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        slotProps={{ transition: { onExited: () => setCopied(false) } }}
      >
        <IconButton onClick={copy} aria-label="Copy link">
          <ContentCopyIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Box component="span" role="status" sx={visuallyHidden}>
        {copied ? 'Link copied to the clipboard' : ''}
      </Box>
    </Box>
  );
}
