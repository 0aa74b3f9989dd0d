import * as React from 'react';
import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';
import FormatAlignCenter from '@mui/icons-material/FormatAlignCenter';
import FormatAlignLeft from '@mui/icons-material/FormatAlignLeft';
import FormatAlignRight from '@mui/icons-material/FormatAlignRight';

export default function ToggleExclusive() {
  const [align, setAlign] = React.useState<string>('left');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        aria-label="Text alignment"
        value={align}
        onChange={(_event, value) => {
          if (value) setAlign(value);
        }}
      >
        <IconButton value="left" aria-label="Align left">
          <FormatAlignLeft />
        </IconButton>
        <IconButton value="center" aria-label="Align centre">
          <FormatAlignCenter />
        </IconButton>
        <IconButton value="right" aria-label="Align right">
          <FormatAlignRight />
        </IconButton>
      </ToggleButtonGroup>
      <Typography level="body-sm">Alignment: {align}</Typography>
    </Box>
  );
}
