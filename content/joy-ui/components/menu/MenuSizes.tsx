import Box from '@mui/joy/Box';
import Dropdown from '@mui/joy/Dropdown';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';

const sizes = [
  { size: 'sm', label: 'Small' },
  { size: 'md', label: 'Medium' },
  { size: 'lg', label: 'Large' },
] as const;

export default function MenuSizes() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      {sizes.map(({ size, label }) => (
        <Dropdown key={size}>
          <MenuButton size={size}>{label} menu</MenuButton>
          <Menu size={size} placement="bottom-start">
            <MenuItem>Rename</MenuItem>
            <MenuItem>Duplicate</MenuItem>
            <MenuItem>Move to folder…</MenuItem>
          </Menu>
        </Dropdown>
      ))}
    </Box>
  );
}
