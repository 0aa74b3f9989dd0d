import Avatar from '@mui/joy/Avatar';
import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

const corners = [
  { vertical: 'top', horizontal: 'left' },
  { vertical: 'top', horizontal: 'right' },
  { vertical: 'bottom', horizontal: 'left' },
  { vertical: 'bottom', horizontal: 'right' },
] as const;

export default function BadgePosition() {
  return (
    <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', alignItems: 'center' }}>
      {corners.map((anchorOrigin) => (
        <Badge
          key={`${anchorOrigin.vertical}-${anchorOrigin.horizontal}`}
          anchorOrigin={anchorOrigin}
          badgeContent={1}
        >
          <Typography
            component="span"
            level="body-sm"
            sx={{
              padding: 1,
              border: '1px dashed',
              borderColor: 'neutral.outlinedBorder',
              borderRadius: 'sm',
            }}
          >
            {anchorOrigin.vertical} {anchorOrigin.horizontal}
          </Typography>
        </Badge>
      ))}
      <Badge
        color="success"
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        badgeInset="14%"
        size="sm"
      >
        <Avatar component="span" role="img" aria-label="Priya Nair, online">
          PN
        </Avatar>
      </Badge>
    </Box>
  );
}
