import Box from '@mui/system/Box';

const paragraph =
  'Ferries leave the north pier every forty minutes from six in the morning. Tickets are sold on board; bicycles travel free outside rush hour.';

export default function TypographyProperties() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        gap: 3,
        color: 'text.primary',
      }}
    >
      <Box>
        <Box sx={{ fontSize: 12, color: 'text.secondary', mb: 1 }}>lineHeight: 1.1</Box>
        <Box sx={{ fontSize: 15, lineHeight: 1.1 }}>{paragraph}</Box>
      </Box>
      <Box>
        <Box sx={{ fontSize: 12, color: 'text.secondary', mb: 1 }}>lineHeight: 1.7</Box>
        <Box sx={{ fontSize: 15, lineHeight: 1.7 }}>{paragraph}</Box>
      </Box>
      <Box sx={{ fontWeight: 'fontWeightLight', fontSize: 20 }}>fontWeightLight</Box>
      <Box sx={{ fontWeight: 'fontWeightBold', fontSize: 20 }}>fontWeightBold</Box>
      <Box sx={{ textTransform: 'uppercase', letterSpacing: 2, fontSize: 13 }}>
        textTransform · letterSpacing
      </Box>
      <Box sx={{ fontStyle: 'italic', textAlign: 'end' }}>fontStyle italic, textAlign end</Box>
    </Box>
  );
}
