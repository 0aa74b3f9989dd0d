import * as React from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';

const recentFiles = [
  'Quarterly report — operations, logistics and warehouse staffing.xlsx',
  'Minutes of the neighbourhood association annual general meeting.docx',
  'Budget.ods',
];

export default function LongTextMenu() {
  const [anchorEl, setAnchorEl] = React.useState<null | HTMLElement>(null);
  const open = Boolean(anchorEl);
  const close = () => setAnchorEl(null);

  return (
    <div>
      <Button
        id="recent-button"
        aria-controls={open ? 'recent-menu' : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        Open recent
      </Button>
      <Menu
        id="recent-menu"
        anchorEl={anchorEl}
        open={open}
        onClose={close}
        MenuListProps={{ 'aria-labelledby': 'recent-button' }}
        slotProps={{ paper: { sx: { width: 280 } } }}
      >
        {recentFiles.map((file) => (
          // The full name stays available to everyone through `title` and to screen readers as text.
          <MenuItem key={file} onClick={close} title={file}>
            <Typography variant="inherit" noWrap>
              {file}
            </Typography>
          </MenuItem>
        ))}
      </Menu>
    </div>
  );
}
