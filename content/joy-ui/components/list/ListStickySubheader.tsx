import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListSubheader from '@mui/joy/ListSubheader';
import Sheet from '@mui/joy/Sheet';

const contacts: Record<string, string[]> = {
  A: ['Abena Owusu', 'Adrián Castillo', 'Ana Petrović'],
  B: ['Bao Nguyen', 'Björn Lindqvist', 'Bruna Alves'],
  C: ['Camille Laurent', 'Chidi Eze', 'Chloé Martin', 'Cyrus Tehrani'],
  D: ['Dagny Holm', 'Daniel Kim', 'Divya Iyer'],
};

export default function ListStickySubheader() {
  return (
    <Sheet
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label="Contacts (scrolls)"
      sx={{ width: 280, maxHeight: 260, overflow: 'auto', borderRadius: 'sm' }}
    >
      <List>
        {Object.entries(contacts).map(([letter, names]) => (
          <ListItem nested key={letter}>
            <ListSubheader sticky id={`contacts-${letter}`}>
              {letter}
            </ListSubheader>
            <List aria-labelledby={`contacts-${letter}`}>
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
