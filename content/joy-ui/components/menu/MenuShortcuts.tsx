import * as React from 'react';
import Box from '@mui/joy/Box';
import Dropdown from '@mui/joy/Dropdown';
import ListDivider from '@mui/joy/ListDivider';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Typography from '@mui/joy/Typography';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import ContentCutRounded from '@mui/icons-material/ContentCutRounded';
import ContentPasteRounded from '@mui/icons-material/ContentPasteRounded';
import SelectAllRounded from '@mui/icons-material/SelectAllRounded';

const commands = [
  { label: 'Cut', keys: 'Ctrl+X', icon: <ContentCutRounded /> },
  { label: 'Copy', keys: 'Ctrl+C', icon: <ContentCopyRounded /> },
  { label: 'Paste', keys: 'Ctrl+V', icon: <ContentPasteRounded /> },
];

export default function MenuShortcuts() {
  const [last, setLast] = React.useState('');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Dropdown>
        <MenuButton variant="plain" color="neutral">
          Edit
        </MenuButton>
        <Menu placement="bottom-start" sx={{ minWidth: 220 }}>
          {commands.map((command) => (
            <MenuItem
              key={command.label}
              aria-keyshortcuts={command.keys.replace('Ctrl', 'Control')}
              onClick={() => setLast(command.label)}
            >
              <ListItemDecorator>{command.icon}</ListItemDecorator>
              <Box component="span" sx={{ flex: 1 }}>
                {command.label}
              </Box>
              <Typography component="kbd" level="body-xs" textColor="text.secondary" aria-hidden>
                {command.keys}
              </Typography>
            </MenuItem>
          ))}
          <ListDivider />
          <MenuItem aria-keyshortcuts="Control+A" onClick={() => setLast('Select all')}>
            <ListItemDecorator>
              <SelectAllRounded />
            </ListItemDecorator>
            <Box component="span" sx={{ flex: 1 }}>
              Select all
            </Box>
            <Typography component="kbd" level="body-xs" textColor="text.secondary" aria-hidden>
              Ctrl+A
            </Typography>
          </MenuItem>
        </Menu>
      </Dropdown>
      <Typography level="body-sm" role="status">
        {last && `Chose ${last}`}
      </Typography>
    </Box>
  );
}
