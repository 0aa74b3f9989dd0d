import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListSubheader from '@mui/material/ListSubheader';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Collapse from '@mui/material/Collapse';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import FolderIcon from '@mui/icons-material/FolderOutlined';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';

const reports = ['Q1 revenue.xlsx', 'Q2 revenue.xlsx', 'Hiring plan.docx'];

function FileRow({ name, nested = false }: { name: string; nested?: boolean }) {
  return (
    <ListItem disablePadding>
      <ListItemButton sx={nested ? { paddingInlineStart: 4 } : undefined}>
        <ListItemIcon>
          <DescriptionIcon />
        </ListItemIcon>
        <ListItemText primary={name} />
      </ListItemButton>
    </ListItem>
  );
}

export default function NestedList() {
  const [open, setOpen] = React.useState(true);

  return (
    <List
      sx={{ maxWidth: 360, bgcolor: 'background.paper' }}
      aria-labelledby="nested-list-subheader"
      subheader={<ListSubheader id="nested-list-subheader">Shared with me</ListSubheader>}
    >
      <FileRow name="Brand guidelines.pdf" />
      <ListItem disablePadding sx={{ display: 'block' }}>
        <ListItemButton
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          aria-controls="reports-folder"
        >
          <ListItemIcon>
            <FolderIcon />
          </ListItemIcon>
          <ListItemText primary="Reports" secondary={`${reports.length} files`} />
          {open ? <ExpandLess /> : <ExpandMore />}
        </ListItemButton>
        <Collapse in={open} timeout="auto">
          <List id="reports-folder" disablePadding aria-label="Reports">
            {reports.map((report) => (
              <FileRow key={report} name={report} nested />
            ))}
          </List>
        </Collapse>
      </ListItem>
    </List>
  );
}
