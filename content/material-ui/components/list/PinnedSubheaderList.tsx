import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';

const contacts: Record<string, string[]> = {
  A: ['Abebe Bikila', 'Ada Okafor', 'Ana Lima', 'Arjun Mehta'],
  B: ['Bao Nguyen', 'Beatriz Costa', 'Björn Lind'],
  C: ['Camille Roux', 'Chen Wei', 'Chiara Conti', 'Connor Walsh'],
  D: ['Dara Kaur', 'Diego Ramos', 'Dmitri Orlov'],
};

export default function PinnedSubheaderList() {
  return (
    <Box
      tabIndex={0}
      role="region"
      aria-label="Contacts"
      sx={{
        maxWidth: 360,
        height: 280,
        overflowY: 'auto',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      {/* One list per letter, each inside an item of the outer list. */}
      <List disablePadding>
        {Object.entries(contacts).map(([letter, names]) => (
          <li key={letter}>
            <List disablePadding aria-labelledby={`pinned-letter-${letter}`}>
              <ListSubheader id={`pinned-letter-${letter}`}>{letter}</ListSubheader>
              {names.map((name) => (
                <ListItem key={name}>
                  <ListItemText primary={name} />
                </ListItem>
              ))}
            </List>
          </li>
        ))}
      </List>
    </Box>
  );
}
