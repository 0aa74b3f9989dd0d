import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

export default function DemoIframe() {
  return (
    <Box sx={{ bgcolor: 'background.default', minHeight: 240 }}>
      <AppBar position="static" elevation={0}>
        <Toolbar variant="dense">
          <Typography variant="subtitle1" component="p" sx={{ flexGrow: 1 }}>
            Mini app
          </Typography>
          <Typography variant="caption" sx={{ display: { xs: 'none', sm: 'block' } }}>
            ≥ sm inside the frame
          </Typography>
        </Toolbar>
      </AppBar>
      <Box
        sx={{
          p: 2,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {['Media queries', 'respond to the', 'frame width'].map((text) => (
          <Paper key={text} variant="outlined" sx={{ p: 2 }}>
            {text}
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
