import Avatar from '@mui/joy/Avatar';
import AvatarGroup from '@mui/joy/AvatarGroup';
import IconButton from '@mui/joy/IconButton';
import PersonAddAlt1Rounded from '@mui/icons-material/PersonAddAlt1Rounded';

const reviewers = [
  { name: 'Noor Haddad', initials: 'NH' },
  { name: 'Pieter de Vries', initials: 'PV' },
  { name: 'Sakura Ito', initials: 'SI' },
];

export default function AvatarGroupAction() {
  return (
    <AvatarGroup role="group" aria-label="Reviewers">
      {reviewers.map((person) => (
        <Avatar key={person.name} role="img" aria-label={person.name}>
          {person.initials}
        </Avatar>
      ))}
      <IconButton
        variant="soft"
        color="primary"
        aria-label="Add a reviewer"
        sx={{
          borderRadius: '50%',
          marginInlineStart: 'var(--Avatar-marginInlineStart)',
          boxShadow: 'var(--Avatar-ring)',
          width: 40,
          height: 40,
        }}
      >
        <PersonAddAlt1Rounded />
      </IconButton>
    </AvatarGroup>
  );
}
