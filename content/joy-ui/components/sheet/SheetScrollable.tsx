import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListSubheader from '@mui/joy/ListSubheader';
import Sheet from '@mui/joy/Sheet';

const contacts: Record<string, string[]> = {
  A: ['Aiko Tanaka', 'Amara Okafor', 'Anders Lund'],
  B: ['Beatriz Costa', 'Bilal Hussain'],
  C: ['Camille Martin', 'Chen Jing', 'Chidi Eze'],
  D: ['Daniela Rossi', 'Dmitri Volkov'],
};

export default function SheetScrollable() {
  return (
    <Sheet
      variant="outlined"
      role="region"
      aria-label="Contacts"
      // A scrolling area must be reachable by keyboard to be scrolled with the arrow keys.
      tabIndex={0}
      sx={{
        width: 320,
        maxWidth: '100%',
        maxHeight: 260,
        overflow: 'auto',
        borderRadius: 'md',
        bgcolor: 'background.level1',
      }}
    >
      <List>
        {Object.entries(contacts).map(([letter, names]) => (
          <ListItem nested key={letter}>
            {/* A sticky subheader paints itself with the Sheet's background. */}
            <ListSubheader sticky>{letter}</ListSubheader>
            <List>
              {names.map((name) => (
                <ListItem key={name}>{name}</ListItem>
              ))}
            </List>
          </ListItem>
        ))}
      </List>
    </Sheet>
  );
}
