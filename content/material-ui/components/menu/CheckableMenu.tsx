import * as React from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';

const zoomLevels = ['50%', '100%', '200%'];

export default function CheckableMenu() {
  const [anchorEl, setAnchorEl] = React.useState<null | HTMLElement>(null);
  const [options, setOptions] = React.useState({ ruler: true, grid: false });
  const [zoom, setZoom] = React.useState('100%');
  const open = Boolean(anchorEl);

  const toggle = (key: keyof typeof options) => () =>
    setOptions((current) => ({ ...current, [key]: !current[key] }));

  return (
    <div>
      <Button
        id="display-menu-button"
        variant="outlined"
        aria-haspopup="true"
        aria-controls={open ? 'display-menu' : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        View
      </Button>
      <Typography variant="body2" sx={{ marginBlockStart: 1, color: 'text.secondary' }}>
        Ruler {options.ruler ? 'on' : 'off'} · grid {options.grid ? 'on' : 'off'} · zoom {zoom}
      </Typography>
      <Menu
        id="display-menu"
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        MenuListProps={{ 'aria-labelledby': 'display-menu-button', dense: true }}
      >
        {/* Checkbox items toggle and leave the menu open. */}
        <MenuItem role="menuitemcheckbox" aria-checked={options.ruler} onClick={toggle('ruler')}>
          <ListItemIcon>{options.ruler ? <CheckIcon /> : null}</ListItemIcon>
          <ListItemText>Show ruler</ListItemText>
        </MenuItem>
        <MenuItem role="menuitemcheckbox" aria-checked={options.grid} onClick={toggle('grid')}>
          <ListItemIcon>{options.grid ? <CheckIcon /> : null}</ListItemIcon>
          <ListItemText>Show grid</ListItemText>
        </MenuItem>
        <Divider />
        <ListSubheader sx={{ lineHeight: 2.5 }}>Zoom</ListSubheader>
        {/* Radio items: picking one closes the menu, like a plain command. */}
        {zoomLevels.map((level) => (
          <MenuItem
            key={level}
            role="menuitemradio"
            aria-checked={zoom === level}
            onClick={() => {
              setZoom(level);
              setAnchorEl(null);
            }}
          >
            <ListItemIcon>{zoom === level ? <CheckIcon /> : null}</ListItemIcon>
            <ListItemText>{level}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </div>
  );
}
