import Box from '@mui/system/Box';

const colors = ['divider', 'primary.main', 'secondary.main', 'error.main', 'success.main'];

export default function BorderColors() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {colors.map((color) => (
        <Box
          key={color}
          sx={{
            px: 2,
            py: 1.5,
            border: 2,
            borderColor: color,
            borderRadius: 1,
            bgcolor: 'background.paper',
            color: 'text.primary',
            fontFamily: 'monospace',
            fontSize: 13,
          }}
        >
          borderColor: &apos;{color}&apos;
        </Box>
      ))}
      <Box
        sx={{
          px: 2,
          py: 1.5,
          borderBottom: 3,
          borderInlineStart: '6px solid',
          borderColor: 'primary.main',
          bgcolor: 'background.paper',
          color: 'text.primary',
          fontSize: 13,
        }}
      >
        Two sides, one colour
      </Box>
    </Box>
  );
}
