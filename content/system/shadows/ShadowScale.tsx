import Box from '@mui/system/Box';

const levels = [0, 1, 2, 3, 4, 8, 12, 16, 24];

export default function ShadowScale() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
        gap: 3,
        p: 2,
        width: '100%',
      }}
    >
      {levels.map((level) => (
        <Box
          key={level}
          sx={{
            height: 72,
            display: 'grid',
            placeItems: 'center',
            borderRadius: 1,
            bgcolor: 'background.paper',
            color: 'text.primary',
            fontFamily: 'monospace',
            fontSize: 13,
            boxShadow: level,
          }}
        >
          boxShadow: {level}
        </Box>
      ))}
    </Box>
  );
}
