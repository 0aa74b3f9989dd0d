import * as React from 'react';
import Box from '@mui/joy/Box';
import Dropdown from '@mui/joy/Dropdown';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Typography from '@mui/joy/Typography';

export default function MenuBasic() {
  const [last, setLast] = React.useState('nothing yet');
  const items = ['Duplicate', 'Rename', 'Move to folder', 'Download'];
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Dropdown>
        <MenuButton>File actions</MenuButton>
        <Menu>
          {items.map((item) => (
            <MenuItem key={item} onClick={() => setLast(item)}>
              {item}
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
      <Typography level="body-sm" role="status">
        Last action: {last}
      </Typography>
    </Box>
  );
}
