import Box from '@mui/system/Box';

const area = {
  p: 1.5,
  borderRadius: 1,
  border: 1,
  borderColor: 'divider',
  bgcolor: 'background.paper',
  color: 'text.primary',
  fontSize: 14,
} as const;

export default function GridAreas() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        width: '100%',
        gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' },
        gridTemplateAreas: {
          xs: `"header" "main" "sidebar" "footer"`,
          sm: `"header header" "sidebar main" "footer footer"`,
        },
      }}
    >
      <Box sx={{ ...area, gridArea: 'header', borderColor: 'primary.main' }}>header</Box>
      <Box sx={{ ...area, gridArea: 'main', minHeight: 120 }}>main</Box>
      <Box sx={{ ...area, gridArea: 'sidebar' }}>sidebar</Box>
      <Box sx={{ ...area, gridArea: 'footer' }}>footer</Box>
    </Box>
  );
}
