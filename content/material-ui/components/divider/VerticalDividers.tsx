import Paper from '@mui/material/Paper';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import LinkIcon from '@mui/icons-material/Link';

export default function VerticalDividers() {
  return (
    <Paper
      variant="outlined"
      role="toolbar"
      aria-label="Text formatting"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, padding: 0.5 }}
    >
      <IconButton size="small" aria-label="Bold">
        <FormatBoldIcon />
      </IconButton>
      <IconButton size="small" aria-label="Italic">
        <FormatItalicIcon />
      </IconButton>
      <Divider orientation="vertical" flexItem sx={{ marginInline: 0.5 }} />
      <IconButton size="small" aria-label="Bulleted list">
        <FormatListBulletedIcon />
      </IconButton>
      <IconButton size="small" aria-label="Numbered list">
        <FormatListNumberedIcon />
      </IconButton>
      <Divider orientation="vertical" flexItem sx={{ marginInline: 0.5 }} />
      <IconButton size="small" aria-label="Insert link">
        <LinkIcon />
      </IconButton>
    </Paper>
  );
}
