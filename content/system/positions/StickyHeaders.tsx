import Box from '@mui/system/Box';

const groups = [
  { letter: 'A', names: ['Abebe', 'Adaeze', 'Aiko', 'Alejandro'] },
  { letter: 'B', names: ['Bao', 'Beatriz', 'Bilal'] },
  { letter: 'C', names: ['Camille', 'Chidi', 'Chloé', 'Cyrus'] },
];

export default function StickyHeaders() {
  return (
    <Box
      component="ul"
      tabIndex={0}
      aria-label="Contacts"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        width: 280,
        maxWidth: 1,
        height: 220,
        overflow: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        color: 'text.primary',
      }}
    >
      {groups.map((group) => (
        <li key={group.letter}>
          <Box
            sx={{
              position: 'sticky',
              top: 0,
              zIndex: 1,
              px: 2,
              py: 0.5,
              fontWeight: 'fontWeightBold',
              bgcolor: 'background.paper',
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            {group.letter}
          </Box>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {group.names.map((name) => (
              <Box component="li" key={name} sx={{ px: 2, py: 1 }}>
                {name}
              </Box>
            ))}
          </Box>
        </li>
      ))}
    </Box>
  );
}
