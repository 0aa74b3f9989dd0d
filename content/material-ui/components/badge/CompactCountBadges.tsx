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
      {counters.map((counter) => {
        const short = formatter.format(counter.count);
        const exact = counter.count.toLocaleString('en');
        // The name repeats what the badge shows (WCAG 2.5.3) and adds the exact figure when the
        // badge only shows an approximation: "New followers, 12.8K (12,840)".
        const name =
          short === exact ? `${counter.label}, ${short}` : `${counter.label}, ${short} (${exact})`;
        return (
          <IconButton key={counter.label} aria-label={name}>
            <Badge badgeContent={short} max={999} color="primary">
              {counter.icon}
            </Badge>
          </IconButton>
        );
      })}
    </Stack>
  );
}
