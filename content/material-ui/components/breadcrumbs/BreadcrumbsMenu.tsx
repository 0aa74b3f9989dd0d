import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';

const hidden = ['Finance', 'Reports', '2024'];

export default function BreadcrumbsMenu() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);

  return (
    <>
      <Breadcrumbs aria-label="breadcrumb">
        <Link underline="hover" color="inherit" href="#drive">
          Drive
        </Link>
        <IconButton
          size="small"
          id="breadcrumbs-menu-button"
          aria-label={`${hidden.length} more folders`}
          aria-haspopup="true"
          aria-controls={open ? 'breadcrumbs-menu' : undefined}
          aria-expanded={open ? 'true' : undefined}
          onClick={(event) => setAnchorEl(event.currentTarget)}
        >
          <MoreHorizIcon fontSize="small" />
        </IconButton>
        <Link underline="hover" color="inherit" href="#q3">
          Q3
        </Link>
        <Typography aria-current="page" sx={{ color: 'text.primary' }}>
          Budget.xlsx
        </Typography>
      </Breadcrumbs>
      <Menu
        id="breadcrumbs-menu"
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        MenuListProps={{ 'aria-labelledby': 'breadcrumbs-menu-button' }}
      >
        {hidden.map((folder) => (
          <MenuItem
            key={folder}
            component="a"
            href={`#${folder.toLowerCase()}`}
            onClick={() => setAnchorEl(null)}
          >
            {folder}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
