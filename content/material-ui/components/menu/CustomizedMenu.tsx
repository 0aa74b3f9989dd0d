import * as React from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu, { MenuProps } from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { styled } from '@mui/material/styles';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DriveFileMoveOutlinedIcon from '@mui/icons-material/DriveFileMoveOutlined';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';

// Rounded corners, a border instead of a heavy shadow, compact items and a red destructive item.
const StyledMenu = styled((props: MenuProps) => <Menu elevation={0} {...props} />)(({ theme }) => ({
  '& .MuiPaper-root': {
    marginBlockStart: theme.spacing(0.5),
    minWidth: 200,
    borderRadius: 10,
    border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
    boxShadow: '0 8px 24px rgba(0, 0, 0, 0.12)',
  },
  '& .MuiMenu-list': {
    padding: theme.spacing(0.5),
  },
  '& .MuiMenuItem-root': {
    borderRadius: 6,
    fontSize: '0.875rem',
    '& .MuiSvgIcon-root': { fontSize: 18 },
  },
  '& .MuiMenuItem-root.destructive': {
    color: (theme.vars ?? theme).palette.error.main,
    '& .MuiListItemIcon-root': { color: 'inherit' },
  },
}));

export default function CustomizedMenu() {
  const [anchorEl, setAnchorEl] = React.useState<null | HTMLElement>(null);
  const open = Boolean(anchorEl);
  const close = () => setAnchorEl(null);

  return (
    <div>
      <Button
        id="customized-menu-button"
        variant="contained"
        disableElevation
        aria-haspopup="true"
        aria-controls={open ? 'customized-menu' : undefined}
        aria-expanded={open ? 'true' : undefined}
        endIcon={<KeyboardArrowDownIcon />}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        File actions
      </Button>
      <StyledMenu
        id="customized-menu"
        anchorEl={anchorEl}
        open={open}
        onClose={close}
        MenuListProps={{ 'aria-labelledby': 'customized-menu-button' }}
      >
        <MenuItem onClick={close}>
          <ListItemIcon>
            <ContentCopyIcon />
          </ListItemIcon>
          <ListItemText>Make a copy</ListItemText>
        </MenuItem>
        <MenuItem onClick={close}>
          <ListItemIcon>
            <DriveFileMoveOutlinedIcon />
          </ListItemIcon>
          <ListItemText>Move to…</ListItemText>
        </MenuItem>
        <Divider />
        <MenuItem onClick={close} className="destructive">
          <ListItemIcon>
            <DeleteOutlineIcon />
          </ListItemIcon>
          <ListItemText>Delete</ListItemText>
        </MenuItem>
      </StyledMenu>
    </div>
  );
}
