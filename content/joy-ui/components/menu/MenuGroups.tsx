import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import ListSubheader from '@mui/joy/ListSubheader';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import CheckRounded from '@mui/icons-material/CheckRounded';
import FormatListBulletedRounded from '@mui/icons-material/FormatListBulletedRounded';
import FormatListNumberedRounded from '@mui/icons-material/FormatListNumberedRounded';
import FormatSizeRounded from '@mui/icons-material/FormatSizeRounded';

const textSizes = ['Small', 'Normal', 'Large'] as const;

export default function MenuGroups() {
  const [textSize, setTextSize] = React.useState<(typeof textSizes)[number]>('Normal');
  const sizeHeadingId = React.useId();
  const listHeadingId = React.useId();
  return (
    <Dropdown>
      <MenuButton startDecorator={<FormatSizeRounded />}>
        Format: {textSize.toLowerCase()} text
      </MenuButton>
      <Menu sx={{ minWidth: 220 }}>
        <ListItem nested>
          <ListSubheader id={sizeHeadingId}>Text size</ListSubheader>
          <List aria-labelledby={sizeHeadingId}>
            {textSizes.map((size) => (
              <MenuItem key={size} selected={size === textSize} onClick={() => setTextSize(size)}>
                <ListItemDecorator>{size === textSize && <CheckRounded />}</ListItemDecorator>
                {size}
              </MenuItem>
            ))}
          </List>
        </ListItem>
        <ListDivider />
        <ListItem nested>
          <ListSubheader id={listHeadingId}>Insert a list</ListSubheader>
          <List aria-labelledby={listHeadingId}>
            <MenuItem>
              <ListItemDecorator>
                <FormatListBulletedRounded />
              </ListItemDecorator>
              Bulleted list
            </MenuItem>
            <MenuItem>
              <ListItemDecorator>
                <FormatListNumberedRounded />
              </ListItemDecorator>
              Numbered list
            </MenuItem>
          </List>
        </ListItem>
      </Menu>
    </Dropdown>
  );
}
