import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import EditIcon from '@mui/icons-material/Edit';

const notes = [
  { title: 'Plumber', text: 'Thursday, 8 to 10. Leave the side gate open.' },
  { title: 'Groceries', text: 'Oats, lemons, rice, dish soap.' },
  { title: 'Birthday', text: 'Order the cake by Friday noon.' },
  { title: 'Library', text: 'Two books due on the 14th.' },
  { title: 'Car', text: 'Winter tyres before November.' },
  { title: 'Garden', text: 'Cut back the roses, plant the bulbs.' },
];

export default function BottomAppBar() {
  return (
    <Paper
      variant="outlined"
      sx={{ position: 'relative', height: 360, maxWidth: 360, overflow: 'hidden' }}
    >
      <Box
        tabIndex={0}
        role="region"
        aria-label="Notes"
        sx={{ height: '100%', overflowY: 'auto', paddingBlockEnd: 8 }}
      >
        <List>
          {notes.map((note) => (
            <ListItem key={note.title} divider>
              <ListItemText primary={note.title} secondary={note.text} />
            </ListItem>
          ))}
        </List>
      </Box>
      {/* In an app: position="fixed" with the same top/bottom override. */}
      <AppBar
        position="absolute"
        component="footer"
        color="primary"
        enableColorOnDark
        sx={{ top: 'auto', bottom: 0 }}
      >
        <Toolbar>
          <IconButton color="inherit" edge="start" aria-label="Open navigation">
            <MenuIcon />
          </IconButton>
          <Fab
            color="secondary"
            aria-label="New note"
            sx={{ position: 'absolute', top: -28, insetInline: 0, marginInline: 'auto' }}
          >
            <EditIcon />
          </Fab>
          <Box sx={{ flexGrow: 1 }} />
          <IconButton color="inherit" edge="end" aria-label="Search notes">
            <SearchIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
    </Paper>
  );
}
