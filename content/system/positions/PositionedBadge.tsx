import Box from '@mui/system/Box';

const people = [
  { initials: 'AK', name: 'Amara Kone', unread: 3 },
  { initials: 'LM', name: 'Lucas Moreau', unread: 12 },
  { initials: 'SY', name: 'Sun-Yi Park', unread: 0 },
];

export default function PositionedBadge() {
  return (
    <Box sx={{ display: 'flex', gap: 4, color: 'text.primary' }}>
      {people.map((person) => (
        <Box key={person.name} sx={{ textAlign: 'center', fontSize: 13 }}>
          <Box sx={{ position: 'relative', width: 56, height: 56, mx: 'auto' }}>
            <Box
              sx={{
                width: 1,
                height: 1,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'secondary.main',
                color: 'secondary.contrastText',
                fontWeight: 'fontWeightBold',
              }}
            >
              {person.initials}
            </Box>
            {person.unread > 0 && (
              <Box
                aria-hidden
                sx={{
                  position: 'absolute',
                  top: -4,
                  insetInlineEnd: -4,
                  minWidth: 22,
                  height: 22,
                  px: 0.5,
                  borderRadius: 11,
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'error.main',
                  color: 'error.contrastText',
                  fontSize: 12,
                  fontWeight: 'fontWeightBold',
                  border: 2,
                  borderColor: 'background.paper',
                }}
              >
                {person.unread}
              </Box>
            )}
          </Box>
          <Box sx={{ mt: 1 }}>{person.name}</Box>
          <Box sx={{ color: 'text.secondary' }}>
            {person.unread > 0 ? `${person.unread} unread` : 'All read'}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
