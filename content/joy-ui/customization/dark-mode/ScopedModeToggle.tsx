import * as React from 'react';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import IconButton from '@mui/joy/IconButton';
import Typography from '@mui/joy/Typography';
import DarkModeRounded from '@mui/icons-material/DarkModeRounded';
import LightModeRounded from '@mui/icons-material/LightModeRounded';

// The toggle switches this box only, so trying it does not change the whole site.
export default function ScopedModeToggle() {
  const [scheme, setScheme] = React.useState<'light' | 'dark'>('dark');
  const next = scheme === 'dark' ? 'light' : 'dark';

  return (
    <Box
      data-joy-color-scheme={scheme}
      sx={{
        p: 3,
        borderRadius: 'md',
        bgcolor: 'background.body',
        color: 'text.primary',
        colorScheme: scheme,
      }}
    >
      <Card variant="outlined" sx={{ maxWidth: 320, mx: 'auto' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography level="title-md" sx={{ flex: 1 }}>
            Reading settings
          </Typography>
          <IconButton
            variant="outlined"
            size="sm"
            aria-label={`Switch to ${next} mode`}
            onClick={() => setScheme(next)}
          >
            {scheme === 'dark' ? <LightModeRounded /> : <DarkModeRounded />}
          </IconButton>
        </Box>
        <Typography level="body-sm">
          This card is in {scheme} mode. Every colour comes from the theme, so nothing else changes
          in the code.
        </Typography>
      </Card>
    </Box>
  );
}
