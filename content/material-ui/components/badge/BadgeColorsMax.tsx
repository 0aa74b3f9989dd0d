import Stack from '@mui/material/Stack';
import Badge from '@mui/material/Badge';
import MailIcon from '@mui/icons-material/MailOutlined';

const examples = [
  { color: 'primary', count: 3 },
  { color: 'secondary', count: 12 },
  { color: 'success', count: 99 },
  { color: 'default', count: 100 },
  { color: 'error', count: 1500 },
] as const;

export default function BadgeColorsMax() {
  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap', padding: 1 }}>
      {examples.map(({ color, count }) => (
        <Badge key={color} badgeContent={count} color={color} max={count > 999 ? 999 : 99}>
          <MailIcon titleAccess={`${count} messages`} />
        </Badge>
      ))}
    </Stack>
  );
}
