import Box from '@mui/joy/Box';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListSubheader from '@mui/joy/ListSubheader';

export default function ListNested() {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <List variant="outlined" size="sm" sx={{ minWidth: 220, borderRadius: 'sm' }}>
        <ListItem nested>
          <ListSubheader id="settings-account">Account</ListSubheader>
          <List aria-labelledby="settings-account">
            <ListItem>
              <ListItemButton>Profile</ListItemButton>
            </ListItem>
            <ListItem>
              <ListItemButton>Security</ListItemButton>
            </ListItem>
          </List>
        </ListItem>
        <ListItem
          nested
          sx={{ borderBlockStart: '1px solid', borderColor: 'divider', paddingBlockStart: 0.5 }}
        >
          <ListSubheader id="settings-workspace">Workspace</ListSubheader>
          <List aria-labelledby="settings-workspace">
            <ListItem>
              <ListItemButton>Members</ListItemButton>
            </ListItem>
            <ListItem>
              <ListItemButton>Billing</ListItemButton>
            </ListItem>
          </List>
        </ListItem>
      </List>
      <List
        variant="soft"
        color="primary"
        size="lg"
        orientation="horizontal"
        aria-label="Sections"
        sx={{ borderRadius: 'sm', flexGrow: 0 }}
      >
        <ListItem>
          <ListItemButton selected>Overview</ListItemButton>
        </ListItem>
        <ListItem>
          <ListItemButton>Activity</ListItemButton>
        </ListItem>
        <ListItem>
          <ListItemButton>Files</ListItemButton>
        </ListItem>
      </List>
    </Box>
  );
}
