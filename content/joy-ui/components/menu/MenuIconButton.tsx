import Dropdown from '@mui/joy/Dropdown';
import IconButton from '@mui/joy/IconButton';
import ListDivider from '@mui/joy/ListDivider';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';

export default function MenuIconButton() {
  return (
    <Dropdown>
      <MenuButton
        slots={{ root: IconButton }}
        slotProps={{
          root: { variant: 'outlined', color: 'neutral', 'aria-label': 'Note actions' },
        }}
      >
        <MoreVertRounded />
      </MenuButton>
      <Menu placement="bottom-end" size="sm" variant="soft">
        <MenuItem>
          <ListItemDecorator>
            <EditOutlined />
          </ListItemDecorator>
          Edit
        </MenuItem>
        <MenuItem>
          <ListItemDecorator>
            <PushPinOutlined />
          </ListItemDecorator>
          Pin to top
        </MenuItem>
        <MenuItem disabled>
          <ListItemDecorator>
            <ArchiveOutlined />
          </ListItemDecorator>
          Archive (owner only)
        </MenuItem>
        <ListDivider />
        <MenuItem color="danger">
          <ListItemDecorator sx={{ color: 'inherit' }}>
            <DeleteOutline />
          </ListItemDecorator>
          Delete
        </MenuItem>
      </Menu>
    </Dropdown>
  );
}
