import Box from '@mui/joy/Box';

export default function BoxSx() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <Box
        sx={{
          padding: 2,
          borderRadius: 'md',
          bgcolor: 'background.level1',
          boxShadow: 'sm',
          minWidth: 160,
        }}
      >
        padding: 2, radius md, level1, shadow sm
      </Box>
      <Box
        sx={{
          padding: 2,
          borderRadius: 'lg',
          border: '1px solid',
          borderColor: 'primary.outlinedBorder',
          color: 'primary.plainColor',
          minWidth: 160,
        }}
      >
        primary border and text tokens
      </Box>
      <Box
        sx={{
          padding: 2,
          borderRadius: 'xl',
          bgcolor: 'success.softBg',
          color: 'success.softColor',
          fontWeight: 'lg',
          minWidth: 160,
        }}
      >
        success soft tokens, weight lg
      </Box>
    </Box>
  );
}
