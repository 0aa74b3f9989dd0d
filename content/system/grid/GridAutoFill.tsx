import Box from '@mui/system/Box';

const cities = ['Lisbon', 'Nairobi', 'Osaka', 'Montréal', 'Valparaíso', 'Tromsø', 'Hanoi'];

export default function GridAutoFill() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
        gap: 2,
        width: '100%',
      }}
    >
      {cities.map((city) => (
        <Box
          key={city}
          sx={{
            p: 2,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'background.paper',
            color: 'text.primary',
            textAlign: 'center',
          }}
        >
          {city}
        </Box>
      ))}
    </Box>
  );
}
