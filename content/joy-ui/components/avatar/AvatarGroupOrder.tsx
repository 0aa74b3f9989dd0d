import Avatar from '@mui/joy/Avatar';
import AvatarGroup from '@mui/joy/AvatarGroup';
import Box from '@mui/joy/Box';

const speakers = [
  { name: 'Olu Adeyemi', initials: 'OA', color: 'primary' },
  { name: 'Marta Kowalska', initials: 'MK', color: 'success' },
  { name: 'Raj Patel', initials: 'RP', color: 'warning' },
  { name: 'Lea Schmitt', initials: 'LS', color: 'danger' },
] as const;

export default function AvatarGroupOrder() {
  return (
    <Box sx={{ display: 'flex', gap: 6, alignItems: 'center', flexWrap: 'wrap' }}>
      <AvatarGroup role="group" aria-label="Speakers, first on top" variant="solid">
        {speakers.map((person, index) => (
          <Avatar
            key={person.name}
            color={person.color}
            role="img"
            aria-label={person.name}
            sx={{ zIndex: speakers.length - index }}
          >
            {person.initials}
          </Avatar>
        ))}
      </AvatarGroup>
      <AvatarGroup
        role="group"
        aria-label="Speakers, stacked vertically"
        variant="soft"
        sx={{ writingMode: 'vertical-rl' }}
      >
        {speakers.map((person) => (
          <Avatar key={person.name} color={person.color} role="img" aria-label={person.name}>
            <Box component="span" sx={{ writingMode: 'horizontal-tb' }}>
              {person.initials}
            </Box>
          </Avatar>
        ))}
      </AvatarGroup>
    </Box>
  );
}
