import Stack from '@mui/material/Stack';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import ForumIcon from '@mui/icons-material/Forum';
import PeopleIcon from '@mui/icons-material/People';
import MailIcon from '@mui/icons-material/Mail';

const formatter = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

const counters = [
  { label: 'Messages', count: 8, icon: <MailIcon /> },
  { label: 'Replies', count: 640, icon: <ForumIcon /> },
  { label: 'New followers', count: 12840, icon: <PeopleIcon /> },
];

export default function CompactCountBadges() {
  return (
    <Stack direction="row" spacing={4}>
      {counters.map((counter) => (
        // The exact number is in the label; the badge only shows the short form.
        <IconButton key={counter.label} aria-label={`${counter.label}: ${counter.count}`}>
          <Badge badgeContent={formatter.format(counter.count)} max={999} color="primary">
            {counter.icon}
          </Badge>
        </IconButton>
      ))}
    </Stack>
  );
}
