import * as React from 'react';
import IconButton from '@mui/joy/IconButton';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import KeyboardArrowDownRounded from '@mui/icons-material/KeyboardArrowDownRounded';

const folders = [
  { name: 'invoices', files: ['2026-10.pdf', '2026-11.pdf'] },
  { name: 'contracts', files: ['lease.pdf', 'insurance.pdf', 'cleaning.pdf'] },
];

export default function ListTree() {
  const [open, setOpen] = React.useState<Record<string, boolean>>({ invoices: true });
  const [current, setCurrent] = React.useState('2026-11.pdf');
  return (
    <List
      size="sm"
      aria-label="Documents"
      sx={{ width: 280, maxWidth: '100%', '--List-nestedInsetStart': '1.5rem' }}
    >
      {folders.map((folder) => {
        const isOpen = Boolean(open[folder.name]);
        const listId = `tree-${folder.name}`;
        return (
          <ListItem
            key={folder.name}
            nested
            startAction={
              <IconButton
                size="sm"
                variant="plain"
                aria-label={`${isOpen ? 'Collapse' : 'Expand'} ${folder.name}`}
                aria-expanded={isOpen}
                aria-controls={listId}
                onClick={() => setOpen({ ...open, [folder.name]: !isOpen })}
              >
                <KeyboardArrowDownRounded
                  sx={{ transform: isOpen ? 'none' : 'rotate(-90deg)', transition: '0.2s' }}
                />
              </IconButton>
            }
          >
            <ListItem>
              <ListItemDecorator>
                <FolderOutlined />
              </ListItemDecorator>
              {folder.name}
            </ListItem>
            <List
              id={listId}
              aria-label={`Files in ${folder.name}`}
              sx={{ display: isOpen ? undefined : 'none' }}
            >
              {folder.files.map((file) => (
                <ListItem key={file}>
                  <ListItemButton
                    selected={current === file}
                    aria-current={current === file ? 'true' : undefined}
                    onClick={() => setCurrent(file)}
                  >
                    <ListItemDecorator>
                      <DescriptionOutlined />
                    </ListItemDecorator>
                    {file}
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </ListItem>
        );
      })}
    </List>
  );
}
