import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';

const rows = Array.from({ length: 12 }, (_, index) => `Row ${index + 1}`);

export default function DemoComboFrameHeight() {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', color: 'text.primary', p: 2 }}>
      <Typography variant="subtitle1" component="p">
        Content sized in vh, taller than the frame: it scrolls inside the frame.
      </Typography>
      <List dense>
        {rows.map((row) => (
          <ListItem key={row} divider>
            <ListItemText primary={row} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
