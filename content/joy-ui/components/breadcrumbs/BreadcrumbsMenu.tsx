import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Dropdown from '@mui/joy/Dropdown';
import IconButton from '@mui/joy/IconButton';
import Link from '@mui/joy/Link';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Typography from '@mui/joy/Typography';
import MoreHorizRounded from '@mui/icons-material/MoreHorizRounded';

const hidden = ['Engineering', 'Platform', 'Storage'];

export default function BreadcrumbsMenu() {
  return (
    <Breadcrumbs aria-label="Wiki location">
      <Link color="neutral" href="#breadcrumbs-menu">
        Wiki
      </Link>
      <Dropdown>
        <MenuButton
          slots={{ root: IconButton }}
          slotProps={{ root: { size: 'sm', variant: 'plain', 'aria-label': 'Hidden levels' } }}
        >
          <MoreHorizRounded />
        </MenuButton>
        <Menu size="sm" placement="bottom-start">
          {hidden.map((level) => (
            <MenuItem key={level} component="a" href="#breadcrumbs-menu">
              {level}
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
      <Link color="neutral" href="#breadcrumbs-menu">
        Backups
      </Link>
      <Typography aria-current="page">Restore a bucket</Typography>
    </Breadcrumbs>
  );
}
