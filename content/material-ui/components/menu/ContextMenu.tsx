import * as React from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const note =
  'Meeting notes, 14 March. The venue for the autumn workshop is confirmed: the old print works ' +
  'on Canal Street. Catering quotes are due on Friday; Lina will collect them. Travel grants open ' +
  'next week for anyone coming from outside the region.';

export default function ContextMenu() {
  const [position, setPosition] = React.useState<{ top: number; left: number } | null>(null);
  const [copied, setCopied] = React.useState('');

  const handleContextMenu = (event: React.MouseEvent) => {
    event.preventDefault();
    if (position !== null) {
      // A second right-click while open closes the menu, as native context menus do.
      setPosition(null);
      return;
    }
    // Opened from the keyboard (Shift+F10 or the Menu key), the event has no pointer position:
    // place the menu at the top of the focused region instead.
    const fromKeyboard = event.clientX === 0 && event.clientY === 0;
    const rect = event.currentTarget.getBoundingClientRect();
    setPosition(
      fromKeyboard
        ? { top: rect.top + 8, left: rect.left + 8 }
        : { top: event.clientY + 2, left: event.clientX + 2 },
    );
  };

  const copySelection = () => {
    setCopied(window.getSelection()?.toString() ?? '');
    setPosition(null);
  };

  return (
    <Paper
      variant="outlined"
      onContextMenu={handleContextMenu}
      sx={{ padding: 2, cursor: 'context-menu' }}
    >
      <Typography variant="body2">{note}</Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary' }} aria-live="polite">
        {copied
          ? `Copied: “${copied}”`
          : 'Select some text, then right-click it (or focus this box and press Shift+F10).'}
      </Typography>
      <Menu
        open={position !== null}
        onClose={() => setPosition(null)}
        anchorReference="anchorPosition"
        anchorPosition={position ?? undefined}
      >
        <MenuItem onClick={copySelection}>Copy</MenuItem>
        <MenuItem onClick={() => setPosition(null)}>Highlight</MenuItem>
        <MenuItem onClick={() => setPosition(null)}>Add comment</MenuItem>
      </Menu>
    </Paper>
  );
}
