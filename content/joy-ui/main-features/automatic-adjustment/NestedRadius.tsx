import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import Stack from '@mui/joy/Stack';

const settings = [
  { radius: 8, padding: 4 },
  { radius: 16, padding: 6 },
  { radius: 24, padding: 8 },
];

export default function NestedRadius() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {settings.map(({ radius, padding }) => (
        <List
          key={radius}
          aria-label={`List radius ${radius}px, padding ${padding}px`}
          variant="outlined"
          size="sm"
          sx={{ '--List-radius': `${radius}px`, '--List-padding': `${padding}px`, width: 160 }}
        >
          <ListItem>
            <ListItemButton selected variant="soft" color="primary">
              Inbox
            </ListItemButton>
          </ListItem>
          <ListItem>
            <ListItemButton>Archive</ListItemButton>
          </ListItem>
        </List>
      ))}
    </Stack>
  );
}
