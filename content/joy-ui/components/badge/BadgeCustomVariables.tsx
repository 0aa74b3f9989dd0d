import Avatar from '@mui/joy/Avatar';
import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';

export default function BadgeCustomVariables() {
  return (
    <Sheet
      variant="solid"
      color="primary"
      sx={{ display: 'flex', gap: 4, alignItems: 'center', p: 3, borderRadius: 'md' }}
    >
      <Badge
        component="div"
        badgeContent="PRO"
        color="warning"
        size="sm"
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        badgeInset="14%"
        sx={{
          '--Badge-radius': '4px',
          '--Badge-ringColor': 'var(--joy-palette-primary-solidBg)',
        }}
      >
        <Avatar role="img" aria-label="Ines Okafor, Pro plan">
          IO
        </Avatar>
      </Badge>
      <Badge
        component="div"
        color="success"
        badgeInset="14%"
        sx={{
          '--Badge-minHeight': '14px',
          '--Badge-ringSize': '3px',
          '--Badge-ringColor': 'var(--joy-palette-primary-solidBg)',
        }}
      >
        <Avatar role="img" aria-label="Tomás Lind, online">
          TL
        </Avatar>
      </Badge>
      <Box component="span" sx={{ typography: 'body-sm', color: 'inherit' }}>
        Rings match the banner colour
      </Box>
    </Sheet>
  );
}
