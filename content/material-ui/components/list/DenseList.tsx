import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import FolderIcon from '@mui/icons-material/Folder';
import DownloadIcon from '@mui/icons-material/Download';

const folders = [
  { name: 'Invoices 2024', size: '148 files, 32 MB' },
  { name: 'Contracts', size: '23 files, 9 MB' },
  { name: 'Site photos', size: '412 files, 1.8 GB' },
];

export default function DenseList() {
  const [dense, setDense] = React.useState(false);
  const [secondary, setSecondary] = React.useState(true);

  return (
    <div>
      <FormGroup row>
        <FormControlLabel
          control={<Switch checked={dense} onChange={(event) => setDense(event.target.checked)} />}
          label="dense"
        />
        <FormControlLabel
          control={
            <Switch checked={secondary} onChange={(event) => setSecondary(event.target.checked)} />
          }
          label="Secondary text"
        />
      </FormGroup>
      <List dense={dense} aria-label="Shared folders" sx={{ maxWidth: 420 }}>
        {folders.map((folder) => (
          <ListItem
            key={folder.name}
            secondaryAction={
              <IconButton edge="end" aria-label={`Download ${folder.name}`}>
                <DownloadIcon />
              </IconButton>
            }
          >
            <ListItemAvatar>
              <Avatar>
                <FolderIcon />
              </Avatar>
            </ListItemAvatar>
            <ListItemText primary={folder.name} secondary={secondary ? folder.size : null} />
          </ListItem>
        ))}
      </List>
    </div>
  );
}
