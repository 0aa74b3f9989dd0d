import * as React from 'react';
import Box from '@mui/material/Box';
import Fade from '@mui/material/Fade';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grow from '@mui/material/Grow';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import Zoom from '@mui/material/Zoom';

function Tile({ label }: { label: string }) {
  return (
    <Paper
      elevation={3}
      sx={{ width: 96, height: 96, display: 'grid', placeItems: 'center', borderRadius: 2 }}
    >
      <Typography variant="subtitle2" component="p">
        {label}
      </Typography>
    </Paper>
  );
}

export default function FadeGrowZoom() {
  const [shown, setShown] = React.useState(false);

  return (
    <Box>
      <FormControlLabel
        control={<Switch checked={shown} onChange={(event) => setShown(event.target.checked)} />}
        label="Show tiles"
      />
      <Stack direction="row" spacing={2} sx={{ mt: 2, minHeight: 96 }}>
        <Fade in={shown}>
          <Box>
            <Tile label="Fade" />
          </Box>
        </Fade>
        <Grow in={shown} style={{ transformOrigin: '0 0 0' }} {...(shown ? { timeout: 600 } : {})}>
          <Box>
            <Tile label="Grow" />
          </Box>
        </Grow>
        <Zoom in={shown} style={{ transitionDelay: shown ? '150ms' : '0ms' }}>
          <Box>
            <Tile label="Zoom" />
          </Box>
        </Zoom>
      </Stack>
    </Box>
  );
}
