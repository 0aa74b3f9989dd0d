import Avatar from '@mui/joy/Avatar';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import type { ColorPaletteProp } from '@mui/joy/styles';

// `danger` is left out: a red avatar reads as an error.
const palette: ColorPaletteProp[] = ['primary', 'success', 'warning', 'neutral'];

const people = ['Ingrid Solberg', 'Lucía Paredes', 'Haruto Sato', 'Ana Lima', 'Priya Nair'];

/** The same name always gets the same colour: a small hash of its characters. */
function colourFor(name: string): ColorPaletteProp {
  let hash = 0;
  for (const char of name) {
    hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  }
  return palette[hash % palette.length] ?? 'neutral';
}

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
}

export default function AvatarInitialsColors() {
  return (
    <List aria-label="Project members" sx={{ maxWidth: 280, '--ListItemDecorator-size': '48px' }}>
      {people.map((name) => (
        <ListItem key={name}>
          <ListItemDecorator>
            <Avatar component="span" variant="soft" color={colourFor(name)} aria-hidden>
              {initials(name)}
            </Avatar>
          </ListItemDecorator>
          <ListItemContent>{name}</ListItemContent>
        </ListItem>
      ))}
    </List>
  );
}
