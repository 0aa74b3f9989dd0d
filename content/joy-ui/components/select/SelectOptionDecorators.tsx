import Avatar from '@mui/joy/Avatar';
import ListDivider from '@mui/joy/ListDivider';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Typography from '@mui/joy/Typography';

const people = [
  { id: 'am', name: 'Amaru Mamani', role: 'Design' },
  { id: 'hk', name: 'Hana Kobayashi', role: 'Engineering' },
  { id: 'oo', name: 'Olumide Okafor', role: 'Support' },
];

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

export default function SelectOptionDecorators() {
  return (
    <Select
      defaultValue="hk"
      aria-label="Assignee"
      sx={{ width: 260, '--ListItemDecorator-size': '44px' }}
      slotProps={{ listbox: { sx: { '--ListItemDecorator-size': '44px' } } }}
      renderValue={(option) => {
        const person = people.find((item) => item.id === option?.value);
        return person ? (
          <>
            <Avatar component="span" size="sm" sx={{ marginInlineEnd: 1 }}>
              {initials(person.name)}
            </Avatar>
            {person.name}
          </>
        ) : null;
      }}
    >
      {people.map((person, index) => [
        index > 0 ? (
          <ListDivider key={`${person.id}-divider`} role="none" inset="startContent" />
        ) : null,
        <Option key={person.id} value={person.id} label={person.name}>
          <ListItemDecorator>
            <Avatar component="span" size="sm">
              {initials(person.name)}
            </Avatar>
          </ListItemDecorator>
          <span>
            {person.name}
            <Typography component="span" level="body-xs" sx={{ display: 'block' }}>
              {person.role}
            </Typography>
          </span>
        </Option>,
      ])}
    </Select>
  );
}
