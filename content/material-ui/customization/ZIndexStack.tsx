import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { createTheme } from '@mui/material/styles';

const { zIndex } = createTheme();
const layers = Object.entries(zIndex).sort(([, a], [, b]) => a - b);

export default function ZIndexStack() {
  return (
    <Box
      sx={{ position: 'relative', width: '100%', maxWidth: 440, height: 60 + layers.length * 30 }}
    >
      {layers.map(([name, value], index) => (
        <Box
          key={name}
          sx={{
            position: 'absolute',
            insetInlineStart: index * 24,
            bottom: index * 30,
            width: 240,
            px: 1.5,
            py: 0.75,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'background.paper',
            boxShadow: 2,
            display: 'flex',
            justifyContent: 'space-between',
          }}
        >
          <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
            {name}
          </Typography>
          <Typography variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 700 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
