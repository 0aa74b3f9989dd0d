import * as React from 'react';
import IconButton from '@mui/joy/IconButton';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import InboxRounded from '@mui/icons-material/InboxRounded';
import SendRounded from '@mui/icons-material/SendRounded';
import StarBorderRounded from '@mui/icons-material/StarBorderRounded';

const folders = [
  { id: 'inbox', label: 'Inbox', icon: <InboxRounded /> },
  { id: 'starred', label: 'Starred', icon: <StarBorderRounded /> },
  { id: 'sent', label: 'Sent', icon: <SendRounded /> },
];

export default function ListInteractive() {
  const [current, setCurrent] = React.useState('inbox');
  return (
    <List aria-label="Mail folders" sx={{ maxWidth: 320, '--ListItem-radius': '8px' }}>
      {folders.map((folder) => (
        <ListItem
          key={folder.id}
          endAction={
            folder.id === 'sent' ? (
              <IconButton size="sm" color="danger" aria-label="Empty the Sent folder">
                <DeleteOutline />
              </IconButton>
            ) : undefined
          }
        >
          <ListItemButton
            selected={current === folder.id}
            aria-current={current === folder.id ? 'page' : undefined}
            onClick={() => setCurrent(folder.id)}
          >
            <ListItemDecorator>{folder.icon}</ListItemDecorator>
            {folder.label}
          </ListItemButton>
        </ListItem>
      ))}
      <ListItem>
        <ListItemButton disabled aria-disabled="true">
          <ListItemDecorator>
            <DeleteOutline />
          </ListItemDecorator>
          Trash (emptied by your administrator)
        </ListItemButton>
      </ListItem>
    </List>
  );
}
